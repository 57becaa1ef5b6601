import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { nowTimestamp } from '@raiz/server-kit/timestamps';
import { generatedId, timestamps } from './columns.ts';

/**
 * RDX rewards waiting to be minted (docs/design.md §4, "Rewards"): a request only writes a row here; one worker at a
 * time sends them to the chain (modules/chain/rewards.service.ts), retrying with growing pauses. One row per reward
 * (kind + reference: the person's wallet activation, a certificate), so a reward is minted once.
 */
export const rewardOutbox = pgTable(
  'reward_outbox',
  {
    id: generatedId(),
    /** 'wallet_activation' (reference: the user id) or 'certificate' (reference: the certificate id). */
    kind: text('kind').notNull(),
    reference: text('reference').notNull(),
    recipient: text('recipient').notNull(),
    /** Base units (1 RDX = 1 000 000), as text: a bigint. */
    amount: text('amount').notNull(),
    /** 'pending' (to send, or being sent), 'sent' (mined: tx_hash), 'failed' (gave up after its attempts). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: nowTimestamp('next_attempt_at'),
    txHash: text('tx_hash'),
    lastError: text('last_error'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('reward_outbox_kind_reference_idx').on(t.kind, t.reference),
    index('reward_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('reward_outbox_recipient_idx').on(t.recipient),
  ],
);
