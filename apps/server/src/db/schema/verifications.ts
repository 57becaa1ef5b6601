import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '@raiz/server-kit/timestamps';
import { generatedId, parentRef, rowVersion, timestamps } from './columns.ts';
import { certificates } from './content.ts';
import { organizationRef, organizations } from './organizations.ts';
import { nullableUserRef } from './users.ts';

// Independent verification (docs/design.md §8): accreditations of verifier organisations with their
// append-only history, requests to verify a certificate, their thread, and the statement the verifier signs.

/** The current accreditation of a verifier organisation (one per organisation); every change is in the history. */
export const accreditations = pgTable(
  'accreditations',
  {
    organizationId: uuid('organization_id')
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    /** { biomes: Biome[], categories: ProjectCategory[] } */
    scope: jsonb('scope').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    ...timestamps,
  },
  (t) => [check('accreditations_status', sql`${t.status} in ('active', 'suspended', 'revoked')`)],
);

/** Every change of an accreditation, as it was after it: append-only, published (with "Administração Raiz" as author). */
export const accreditationHistory = pgTable(
  'accreditation_history',
  {
    id: generatedId(),
    organizationId: organizationRef('organization_id'),
    action: text('action').notNull(),
    status: text('status').notNull(),
    scope: jsonb('scope').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    reason: text('reason'),
    /** The administrator who made the change: kept for the platform, never published. */
    actorId: nullableUserRef('actor_id'),
    createdAt: timestamps.createdAt,
  },
  (t) => [index('accreditation_history_org_idx').on(t.organizationId, t.createdAt)],
);

/** A request to verify a certificate, its review (verdicts) and, once signed, the statement. */
export const verificationRequests = pgTable(
  'verification_requests',
  {
    id: generatedId(),
    certificateId: parentRef('certificate_id', () => certificates.id),
    verifierOrganizationId: organizationRef('verifier_organization_id'),
    /** The report's organisation when it asked (null: a personal report). */
    requesterOrganizationId: uuid('requester_organization_id').references(() => organizations.id, {
      onDelete: 'set null',
    }),
    requesterId: nullableUserRef('requester_id'),
    /** The public name shown for who asked: the organisation's name, or the person's for a personal report. */
    requesterName: text('requester_name').notNull(),
    status: text('status').notNull().default('requested'),
    /** Draft verdicts [{ section, verdict, comment }], editable until signed. */
    verdicts: jsonb('verdicts').notNull().default([]),
    statement: jsonb('statement'),
    statementSha256: text('statement_sha256'),
    signature: text('signature'),
    signerAddress: text('signer_address'),
    signerId: nullableUserRef('signer_id'),
    comments: jsonb('comments'),
    outcome: text('outcome'),
    signedAt: timestamptz('signed_at'),
    withdrawnAt: timestamptz('withdrawn_at'),
    withdrawalReason: text('withdrawal_reason'),
    ...timestamps,
    version: rowVersion(),
  },
  (t) => [
    index('verification_requests_certificate_idx').on(t.certificateId),
    // The statements that may make a report verified (verifiedReport in modules/dashboard/indicators.ts).
    index('verification_requests_approved_idx')
      .on(t.certificateId)
      .where(sql`${t.outcome} = 'approved' and ${t.withdrawnAt} is null`),
    index('verification_requests_verifier_idx').on(t.verifierOrganizationId, t.createdAt),
    index('verification_requests_requester_org_idx').on(t.requesterOrganizationId, t.createdAt),
    index('verification_requests_requester_idx').on(t.requesterId, t.createdAt),
    // One open request per certificate and verifier.
    uniqueIndex('verification_requests_open_idx')
      .on(t.certificateId, t.verifierOrganizationId)
      .where(sql`status in ('requested', 'in_review', 'clarification')`),
    check(
      'verification_requests_signed_whole',
      sql`(${t.signedAt} is null) = (${t.statement} is null) and (${t.statement} is null) = (${t.signature} is null)`,
    ),
  ],
);

/** The thread of a request: both sides, by public name. */
export const verificationMessages = pgTable(
  'verification_messages',
  {
    id: generatedId(),
    requestId: parentRef('request_id', () => verificationRequests.id),
    side: text('side').notNull(),
    authorId: nullableUserRef('author_id'),
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [index('verification_messages_request_idx').on(t.requestId, t.createdAt)],
);
