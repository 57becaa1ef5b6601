import { pgTable, uuid } from 'drizzle-orm/pg-core';
import { userRef } from './users.ts';

/**
 * One stamp per person, replaced by database triggers (drizzle/0006_dashboard_stamps.sql) in the same transaction as
 * every write that changes what their panel shows: their rows of every content resource (each one's trigger generated
 * from its declaration, `manifestSql` in modules/content-common/manifest.ts) and certificates, and the name of a
 * project one of their reports points at. The server keeps the panel's answer per person while the
 * stamp it was computed under is still the current one (modules/dashboard/dashboard-cache.ts).
 */
export const dashboardStamps = pgTable('dashboard_stamps', {
  ownerId: userRef('owner_id').primaryKey(),
  stamp: uuid('stamp').notNull().defaultRandom(),
});
