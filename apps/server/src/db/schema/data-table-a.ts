import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { generatedId } from './columns.ts';
import { userRef } from './users.ts';
import { nowTimestamp, timestamptz } from '@raiz/server-kit/timestamps';

/** "Data table A" of the spec: one row a user, the hashed identity the wallet key is derived from. */
export const dataTableA = pgTable(
  'data_table_a',
  {
    userId: userRef('user_id').primaryKey(),
    hashedAuthProviderId: text('hashed_auth_provider_id').notNull(),
    // One person, one account: a CPF (its hash) belongs to one user only.
    hashedCpf: text('hashed_cpf'),
    evmAddress: text('evm_address'),
    updatedAt: nowTimestamp('updated_at'),
  },
  (t) => [
    uniqueIndex('data_table_a_evm_address_idx').on(t.evmAddress),
    uniqueIndex('data_table_a_hashed_cpf_idx').on(t.hashedCpf),
  ],
);

/** One-time nonces the wallet signs to prove it holds the key of the address it binds. */
export const walletChallenges = pgTable('wallet_challenges', {
  id: generatedId(),
  userId: userRef('user_id'),
  message: text('message').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
});
