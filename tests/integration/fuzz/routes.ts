// Which routes an app serves, read from the app itself so the list never goes stale: a route added
// tomorrow shows up here, and the fuzz suite fails until it has an example.
import type { FastifyInstance, HTTPMethods } from 'fastify';

export interface RegisteredRoute {
  method: HTTPMethods;
  /** Fastify's path, params as `:name`, e.g. `/api/v2/news/:id`. */
  url: string;
}

/** `method url`, the key of the fixture table. */
export const routeKey = (route: RegisteredRoute) => `${route.method} ${route.url}`;

/**
 * Parses `printRoutes({ commonPrefix: false })`: a tree whose lines are
 * `<indent>├── <segment> (GET, HEAD)`, each segment continuing its parent's path. Fastify has no
 * public route list; the caller checks every parsed route with `hasRoute`, so a change in the
 * tree's format fails loudly instead of silently fuzzing nothing.
 * HEAD routes Fastify derives from GET are left out: they run the GET handler.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const url = (stack[depth - 1] ?? '') + match[2]!;
    stack.push(url);
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') routes.push({ method: method as HTTPMethods, url });
    }
  }
  return routes;
}
