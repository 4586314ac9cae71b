// Read side of the catalogue and news, and the bug-report inbox.
import { asc, desc, eq, sql } from 'drizzle-orm';

import type { Clock } from '../../domain/clock';
import type { BugReportBody, NewsItem, UpdateItem } from '../../domain/contracts/support';
import type { Db } from '../db/client';
import { bugReports, cars, news, updates } from '../db/schema';

export function createContentService(db: Db, clock: Clock) {
  return {
    async latestNews(limit: number): Promise<NewsItem[]> {
      return db.select().from(news).orderBy(desc(news.createdStamp), desc(news.id)).limit(limit);
    },

    async newsItem(idOrSlug: string): Promise<NewsItem | undefined> {
      const byId = /^\d+$/.test(idOrSlug) && Number(idOrSlug) <= 2_147_483_647;
      const [row] = await db
        .select()
        .from(news)
        .where(byId ? eq(news.id, Number(idOrSlug)) : eq(news.slug, idOrSlug));
      return row;
    },

    async latestNewsStamp(): Promise<number> {
      const [row] = await db
        .select({ max: sql<number>`coalesce(max(${news.createdStamp}), 0)` })
        .from(news);
      return Number(row?.max ?? 0);
    },

    async updates(): Promise<UpdateItem[]> {
      return db.select().from(updates).orderBy(desc(updates.createdStamp), desc(updates.id));
    },

    async cars() {
      return db
        .select()
        .from(cars)
        .orderBy(asc(cars.unlockLevel), asc(cars.price), asc(cars.carID));
    },

    async reportBug(
      body: BugReportBody,
      who: {
        userID: number | null;
        guestID: string | null;
        site: string;
        userAgent: string | null;
      },
    ): Promise<number> {
      const [row] = await db
        .insert(bugReports)
        .values({
          userID: who.userID,
          guestID: who.guestID,
          site: who.site,
          category: body.category,
          summary: body.summary,
          details: body.details,
          email: body.email || null,
          pageUrl: body.pageUrl ?? null,
          userAgent: who.userAgent?.slice(0, 400) ?? null,
          createdStamp: clock.nowSeconds(),
        })
        .returning({ id: bugReports.id });
      if (!row) throw new Error('bug report not stored');
      return row.id;
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
