import { pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '@raiz/server-kit/timestamps';

/**
 * Who runs a periodic job and until when (plugins/sweeper.ts): an instance runs an hourly sweep only when it takes the
 * job's lease, so the sweeps of a cluster run once per deployment, not once per instance.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
});
