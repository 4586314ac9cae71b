import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth';
import { contentRoutes } from './content';
import { garageRoutes } from './garage';
import { healthRoutes } from './health';
import { raceRoutes } from './race';
import { supportRoutes } from './support';

/** Everything under /api/v2. */
export async function registerApiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(contentRoutes);
  await app.register(supportRoutes, { prefix: '/support' });
  await app.register(raceRoutes, { prefix: '/race' });
  await app.register(garageRoutes);
}
