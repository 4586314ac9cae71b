import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../http/errors';
import { ok } from '../http/session';
import { parse } from '../http/validate';

const newsQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) }).strict();
const newsParams = z.object({ id: z.string().min(1).max(120) }).strict();

export async function contentRoutes(app: FastifyInstance): Promise<void> {
  const { content } = app.services;

  app.get('/news', async (request) => {
    const { limit } = parse(newsQuery, request.query);
    return ok({ news: await content.latestNews(limit) });
  });

  app.get('/news/:id', async (request) => {
    const { id } = parse(newsParams, request.params);
    const item = await content.newsItem(id);
    if (!item) throw notFound('That news article does not exist.');
    return ok({ news: item });
  });

  app.get('/updates', async () => ok({ updates: await content.updates() }));

  app.get('/cars', async () => ok({ cars: await content.cars() }));
}
