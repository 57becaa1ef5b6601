import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Accounts of the bundled identity provider (only used when no external OIDC issuer is configured). */
export const idpAccounts = pgTable(
  'idp_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    // The CPF's 11 digits, one account each. Sign-up requires it; null only for accounts that repeated an older
    // account's CPF before CPFs became unique (their owners inform one on /conta).
    cpf: text('cpf'),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles').array().notNull().default(['user']),
    // The bundled IdP sends no mail, so self sign-ups stay unverified; only the seeded demo accounts are verified.
    // The relying party grants the admin role only to verified e-mails.
    emailVerified: boolean('email_verified').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('idp_accounts_cpf_idx').on(t.cpf)],
);

/** oidc-provider's storage (sessions, grants, codes, interactions…), one row per model instance. */
export const idpStorage = pgTable(
  'idp_storage',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('idp_storage_grant_idx').on(t.grantId),
    index('idp_storage_uid_idx').on(t.uid),
    index('idp_storage_user_code_idx').on(t.userCode),
    index('idp_storage_expires_idx').on(t.expiresAt),
  ],
);
