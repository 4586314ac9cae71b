// Health, news, release notes, the car catalogue and bug reports (SPEC §7 content and support).
import { z } from '../zodMini';
import { defineContract } from './contract';
import { bugReportBody } from './support';
import { oneLineText } from './text';

export const newsQuery = z.strictObject({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), 10),
});
export const newsParams = z.strictObject({
  id: z.string().check(z.minLength(1), z.maxLength(120), oneLineText),
});

export const contentEndpoints = {
  health: defineContract({
    method: 'GET',
    path: '/health',
    auth: 'none',
    response: () => import('./responses').then((r) => r.health),
  }),
  news: defineContract({
    method: 'GET',
    path: '/news',
    auth: 'none',
    query: newsQuery,
    response: () => import('./responses').then((r) => r.news),
  }),
  /** One article, by id or slug. */
  newsItem: defineContract({
    method: 'GET',
    path: '/news/:id',
    auth: 'none',
    params: newsParams,
    response: () => import('./responses').then((r) => r.newsItem),
  }),
  updates: defineContract({
    method: 'GET',
    path: '/updates',
    auth: 'none',
    response: () => import('./responses').then((r) => r.updates),
  }),
  cars: defineContract({
    method: 'GET',
    path: '/cars',
    auth: 'none',
    response: () => import('./responses').then((r) => r.cars),
  }),
  reportBug: defineContract({
    method: 'POST',
    path: '/support/report-bug',
    auth: 'optional',
    body: bugReportBody,
    response: () => import('./responses').then((r) => r.reportBug),
  }),
};
