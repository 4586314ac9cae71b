// The team calls of SPEC §7 (routes → here → teamStore), one object for the routes and the jobs.
// Each group of calls lives in a file of its own; teamWork.ts says how every change runs (one
// transaction, locks in one order, notices pushed after the commit, retried on a lost race).
import type { Clock } from '../../domain/clock';
import type { Db } from '../db/client';
import type { NotificationPush } from '../notifications/deliver';
import { teamApplicationCalls } from './teamApplications';
import { teamFoundingCalls } from './teamFounding';
import { teamJoiningCalls } from './teamJoining';
import { teamMotdCalls } from './teamMotd';
import { teamPageCalls } from './teamPage';
import { teamRoleCalls } from './teamRoles';
import { teamSearchCalls } from './teamSearch';
import { createTeamContext } from './teamWork';

export function createTeamService(db: Db, clock: Clock, push: NotificationPush) {
  const context = createTeamContext(db, clock, push);
  return {
    ...teamFoundingCalls(context),
    ...teamJoiningCalls(context),
    ...teamMotdCalls(context),
    ...teamApplicationCalls(context),
    ...teamRoleCalls(context),
    ...teamSearchCalls(context),
    ...teamPageCalls(context),
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
