// Player reports (SPEC §7 Players report) and the operators' queue. A report names a reason from
// a fixed list, optional words and optionally a race the target raced in; a reporter files at most
// REPORTS_PER_HOUR an hour and one open report per target and race (a partial unique index, so
// concurrent duplicates collapse into one). Operators (ADMIN_USERS) list open reports, dismiss
// one, or ban the target from racing, which closes every open report about them.
import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';

import type { Clock } from '../../domain/clock';
import type { ReportBody } from '../../domain/contracts/playerEndpoints';
import type { ReportView } from '../../domain/contracts/playerResponses';
import { mayReport, type ReportAction, type ReportReason } from '../../domain/reports/reports';
import type { Db } from '../db/client';
import { playerReports, raceResults, users } from '../db/schema';
import { AppError, badRequest, conflict, forbidden, notFound, tooMany } from '../http/errors';
import { findUserById, lockUser, updateUser } from '../users/userRepo';

export interface ReportServiceDeps {
  db: Db;
  clock: Clock;
  adminUsers: readonly string[];
}

export function createReportService(deps: ReportServiceDeps) {
  const { db, clock } = deps;
  const operators = new Set(deps.adminUsers.map((name) => name.toLowerCase()));

  const isOperator = (username: string) => operators.has(username.toLowerCase());

  return {
    isOperator,

    async report(reporterID: number, targetID: number, body: ReportBody): Promise<number> {
      if (reporterID === targetID) throw badRequest('You cannot report yourself.');
      const target = await findUserById(db, targetID);
      if (!target) throw notFound('That player does not exist.');
      const raceID = body.raceID ?? 0;
      if (raceID) {
        const [raced] = await db
          .select({ id: raceResults.id })
          .from(raceResults)
          .where(and(eq(raceResults.raceID, raceID), eq(raceResults.userID, targetID)))
          .limit(1);
        if (!raced) throw notFound('That player did not race in that race.');
      }
      return db.transaction(async (tx) => {
        // The reporter's row serialises their reports, so the hourly count cannot be raced.
        const reporter = await lockUser(tx, reporterID);
        if (!reporter) throw notFound('That player does not exist.');
        const now = clock.nowSeconds();
        const [filed] = await tx
          .select({ n: count() })
          .from(playerReports)
          .where(
            and(
              eq(playerReports.reporterID, reporterID),
              gte(playerReports.createdStamp, now - 3600),
            ),
          );
        if (!mayReport(filed?.n ?? 0))
          throw tooMany('You have sent a lot of reports. Please try again in an hour.');
        const [row] = await tx
          .insert(playerReports)
          .values({
            reporterID,
            targetID,
            raceID,
            reason: body.reason,
            details: body.details,
            createdStamp: now,
          })
          .onConflictDoNothing()
          .returning({ id: playerReports.id });
        if (!row)
          throw conflict('You already reported this player for this race.', 'ALREADY_REPORTED');
        return row.id;
      });
    },

    /** Open reports, newest first (at most 200), with who filed them and about whom. */
    async queue(): Promise<ReportView[]> {
      const reporter = sql<string>`(select username from users u where u.user_id = ${playerReports.reporterID})`;
      const reporterName = sql<string>`(select display_name from users u where u.user_id = ${playerReports.reporterID})`;
      const open = sql<number>`(select count(*)::int from player_reports o where o.target_id = ${playerReports.targetID} and o.status = 'open')`;
      const rows = await db
        .select({
          id: playerReports.id,
          reporterID: playerReports.reporterID,
          reporterUsername: reporter,
          reporterDisplayName: reporterName,
          targetID: playerReports.targetID,
          targetUsername: users.username,
          targetDisplayName: users.displayName,
          racingBanned: users.racingBanned,
          openReports: open,
          raceID: playerReports.raceID,
          reason: playerReports.reason,
          details: playerReports.details,
          createdStamp: playerReports.createdStamp,
        })
        .from(playerReports)
        .innerJoin(users, eq(users.userID, playerReports.targetID))
        .where(eq(playerReports.status, 'open'))
        .orderBy(desc(playerReports.id))
        .limit(200);
      return rows.map((r) => ({
        reportID: r.id,
        reporter: {
          userID: r.reporterID,
          username: r.reporterUsername ?? '',
          displayName: r.reporterDisplayName ?? '',
        },
        target: {
          userID: r.targetID,
          username: r.targetUsername,
          displayName: r.targetDisplayName,
          racingBanned: r.racingBanned,
          openReports: Number(r.openReports),
        },
        raceID: r.raceID || null,
        reason: r.reason as ReportReason,
        details: r.details,
        createdStamp: r.createdStamp,
      }));
    },

    /** Dismisses one open report, or bans its target from racing (closing all their reports). */
    async resolve(
      operatorID: number,
      reportID: number,
      action: ReportAction,
    ): Promise<{ status: 'dismissed' | 'banned'; closed: number }> {
      return db.transaction(async (tx) => {
        const [report] = await tx
          .select()
          .from(playerReports)
          .where(eq(playerReports.id, reportID))
          .for('update');
        if (!report) throw notFound('There is no such report.');
        if (report.status !== 'open')
          throw conflict('That report was already dealt with.', 'REPORT_CLOSED');
        const now = clock.nowSeconds();
        const resolved = { resolvedStamp: now, resolvedBy: operatorID };
        if (action === 'dismiss') {
          await tx
            .update(playerReports)
            .set({ status: 'dismissed', ...resolved })
            .where(eq(playerReports.id, reportID));
          return { status: 'dismissed' as const, closed: 0 };
        }
        const target = await lockUser(tx, report.targetID);
        if (!target) throw notFound('That player does not exist.');
        if (isOperator(target.username))
          throw forbidden('An operator cannot be banned from the queue.', 'OPERATOR');
        await updateUser(tx, target.userID, { racingBanned: true });
        const closed = await tx
          .update(playerReports)
          .set({ status: 'banned', ...resolved })
          .where(
            and(eq(playerReports.targetID, target.userID), inArray(playerReports.status, ['open'])),
          )
          .returning({ id: playerReports.id });
        return { status: 'banned' as const, closed: Math.max(0, closed.length - 1) };
      });
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;

/** Operators only: anyone else gets a 403. */
export function requireOperator(service: ReportService, username: string): void {
  if (!service.isOperator(username))
    throw new AppError(403, 'OPERATORS_ONLY', "This page is for the site's operators.");
}
