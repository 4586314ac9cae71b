import type { FastifyInstance } from 'fastify';

import { contentEndpoints as api } from '../../domain/contracts/contentEndpoints';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import { ok } from '../http/session';

export async function contentRoutes(app: FastifyInstance): Promise<void> {
  const { content } = app.services;

  route(app, api.news, async ({ query: { limit } }) => {
    return ok({ news: await content.latestNews(limit) });
  });

  route(app, api.newsItem, async ({ params: { id } }) => {
    const item = await content.newsItem(id);
    if (!item) throw notFound('That news article does not exist.');
    return ok({ news: item });
  });

  route(app, api.updates, async () => ok({ updates: await content.updates() }));

  route(app, api.cars, async () => ok({ cars: await content.cars() }));
}
