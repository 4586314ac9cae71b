import type { FastifyInstance } from 'fastify';

import { achievementRoutes } from './achievements';
import { adRoutes } from './ads';
import { authRoutes } from './auth';
import { classRoutes } from './classes';
import { contentRoutes } from './content';
import { eventRoutes } from './events';
import { friendRoutes } from './friends';
import { garageRoutes } from './garage';
import { healthRoutes } from './health';
import { leagueRoutes } from './leagues';
import { notificationRoutes } from './notifications';
import { paymentRoutes } from './payments';
import { playerRoutes } from './players';
import { raceRoutes } from './race';
import { reportRoutes } from './reports';
import { seasonRoutes } from './seasons';
import { settingsRoutes } from './settings';
import { ssoRoutes } from './sso';
import { statsRoutes } from './stats';
import { supportRoutes } from './support';
import { teamRoutes } from './teams';
import { testSupportRoutes } from './testSupport';

/** Everything under /api/v2; each route's path is its contract's (src/domain/contracts). */
export async function registerApiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(ssoRoutes);
  await app.register(contentRoutes);
  await app.register(supportRoutes);
  await app.register(raceRoutes);
  await app.register(garageRoutes);
  await app.register(achievementRoutes);
  // End-to-end test set-up only (TEST_HOOKS=1).
  if (app.services.config.testHooks) await app.register(testSupportRoutes);
  await app.register(notificationRoutes);
  await app.register(statsRoutes);
  await app.register(teamRoutes);
  await app.register(friendRoutes);
  await app.register(playerRoutes);
  await app.register(reportRoutes);
  await app.register(eventRoutes);
  await app.register(leagueRoutes);
  await app.register(settingsRoutes);
  await app.register(paymentRoutes);
  await app.register(seasonRoutes);
  await app.register(adRoutes);
  await app.register(classRoutes);
}
