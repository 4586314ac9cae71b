// Drizzle schema. Runs unchanged on embedded PGlite and on a PostgreSQL server.
// Each area's tables live in a file of their own under schema/ (users, races, teams, ...) and are
// re-exported here, so drizzle-kit (drizzle.config.ts) and every import keep reading one module.
export * from './schema/users';
export * from './schema/auth';
export * from './schema/catalogue';
export * from './schema/content';
export * from './schema/races';
export * from './schema/notifications';
export * from './schema/teams';
export * from './schema/friends';
export * from './schema/players';
export * from './schema/reports';
export * from './schema/rankBuckets';
export * from './schema/events';
export * from './schema/leagues';
export * from './schema/accountSecurity';
export * from './schema/payments';
export * from './schema/seasons';
export * from './schema/cashHub';
export * from './schema/sso';
export * from './schema/classes';
