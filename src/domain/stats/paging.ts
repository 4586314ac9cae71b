// The race log's pages (SPEC §9: page size 30, first page 0). A page past the last one is an
// error, except page 0 of an empty log (the first page always exists).

export const RACE_LOG_PAGE_SIZE = 30;
export const RACE_LOG_MAX_LIMIT = 100;
/** The largest page number a request may name at all (about 3 million races at 30 a page). */
export const RACE_LOG_MAX_PAGE = 100_000;

export type PageWindow =
  { ok: true; offset: number; limit: number; pages: number } | { ok: false; reason: string };

export function pageCount(totalRecords: number, limit: number): number {
  return Math.max(1, Math.ceil(totalRecords / limit));
}

export function pageWindow(page: number, limit: number, totalRecords: number): PageWindow {
  if (!Number.isInteger(page) || page < 0 || page > RACE_LOG_MAX_PAGE) {
    return { ok: false, reason: 'That page does not exist.' };
  }
  if (!Number.isInteger(limit) || limit < 1 || limit > RACE_LOG_MAX_LIMIT) {
    return { ok: false, reason: `A page holds 1 to ${RACE_LOG_MAX_LIMIT} races.` };
  }
  const pages = pageCount(totalRecords, limit);
  if (page >= pages) return { ok: false, reason: 'That page does not exist.' };
  return { ok: true, offset: page * limit, limit, pages };
}
