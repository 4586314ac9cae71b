// The operators' reports queue (ADMIN_USERS only): open reports, newest first, and what an
// operator does with one (dismiss it, or ban the reported player from racing, which closes every
// open report about them).
import { z } from '../zodMini';
import { defineContract } from './contract';

export const resolveReportParams = z.strictObject({
  id: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
});
export const resolveReportBody = z.strictObject({ action: z.enum(['dismiss', 'ban']) });

export const reportEndpoints = {
  reportsQueue: defineContract({
    method: 'GET',
    path: '/admin/reports',
    auth: 'required',
    response: () => import('./playerResponses').then((r) => r.reportsQueue),
  }),
  resolveReport: defineContract({
    method: 'POST',
    path: '/admin/reports/:id/resolve',
    auth: 'required',
    params: resolveReportParams,
    body: resolveReportBody,
    response: () => import('./playerResponses').then((r) => r.resolveReport),
  }),
};
