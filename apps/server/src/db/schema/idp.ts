import { boolean, index, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { nowTimestamp, timestamptz } from '@raiz/server-kit/timestamps';
import { generatedId } from './columns.ts';

/** Accounts of the bundled identity provider (only used when no external OIDC issuer is configured). */
export const idpAccounts = pgTable(
  'idp_accounts',
  {
    id: generatedId(),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    // No CPF is kept here. Sign-up requires one; until the account's first login the provider holds only what that login
    // hands to the app, the hash data table A keeps as `hashed_cpf` (sha256 of the 11 digits), then forgets it. One CPF,
    // one account is checked against these and data table A (docs/design.md#cpf-in-the-bundled-provider).
    pendingHashedCpf: text('pending_hashed_cpf'),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles').array().notNull().default(['user']),
    // The bundled IdP sends no mail, so self sign-ups stay unverified; only the seeded demo accounts are verified.
    // The relying party grants the admin role only to verified e-mails.
    emailVerified: boolean('email_verified').notNull().default(false),
    createdAt: nowTimestamp('created_at'),
  },
  (t) => [uniqueIndex('idp_accounts_pending_hashed_cpf_idx').on(t.pendingHashedCpf)],
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
    expiresAt: timestamptz('expires_at'),
    consumedAt: timestamptz('consumed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('idp_storage_grant_idx').on(t.grantId),
    index('idp_storage_uid_idx').on(t.uid),
    index('idp_storage_user_code_idx').on(t.userCode),
    index('idp_storage_expires_idx').on(t.expiresAt),
  ],
);
