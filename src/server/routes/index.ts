import type { FastifyInstance } from 'fastify';

import { authRoutes } from './auth';
import { contentRoutes } from './content';
import { garageRoutes } from './garage';
import { healthRoutes } from './health';
import { raceRoutes } from './race';
import { statsRoutes } from './stats';
import { supportRoutes } from './support';

/** Everything under /api/v2; each route's path is its contract's (src/domain/contracts). */
export async function registerApiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(contentRoutes);
  await app.register(supportRoutes);
  await app.register(raceRoutes);
  await app.register(garageRoutes);
  await app.register(statsRoutes);
}
