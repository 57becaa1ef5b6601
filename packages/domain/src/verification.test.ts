import { describe, expect, it } from 'vitest';
import {
  accreditationAt,
  accreditationProblem,
  changeAccreditationStatusInputSchema,
  statementVerdicts,
  verificationComments,
  verificationOutcome,
  verificationStatementSchema,
  type AccreditationHistoryEntry,
} from './verification.ts';

const entry = (
  at: string,
  status: AccreditationHistoryEntry['status'],
  biomes = ['cerrado'],
): AccreditationHistoryEntry => ({
  action: status === 'active' ? 'accredit' : 'suspend',
  at,
  status,
  scope: { biomes: biomes as AccreditationHistoryEntry['scope']['biomes'], categories: ['reforestation'] },
  period: { validFrom: '2026-01-01', validUntil: '2026-12-31' },
  reason: null,
  by: 'Administração Raiz',
});
const project = { biome: 'cerrado', category: 'reforestation' };

describe('accreditation on a date', () => {
  const history = [entry('2026-02-01T12:00:00.000Z', 'active'), entry('2026-05-01T12:00:00.000Z', 'suspended')];

  it('replays the history up to the instant', () => {
    expect(accreditationAt(history, '2026-01-15T00:00:00.000Z')).toBeNull();
    expect(accreditationAt(history, '2026-03-01T00:00:00.000Z')?.status).toBe('active');
    expect(accreditationAt(history, '2026-05-01T12:00:00.000Z')?.status).toBe('suspended');
  });

  it('says why it does not cover a project then', () => {
    const at = (instant: string) => accreditationProblem(accreditationAt(history, instant), project, instant);
    expect(at('2026-01-15T00:00:00.000Z')).toBe('Esta verificadora não está credenciada.');
    expect(at('2026-03-01T00:00:00.000Z')).toBeNull();
    expect(at('2026-06-01T00:00:00.000Z')).toBe('O credenciamento desta verificadora está suspenso.');
    const active = accreditationAt(history, '2026-03-01T00:00:00.000Z');
    expect(accreditationProblem(active, { ...project, biome: 'pampa' }, '2026-03-01T00:00:00.000Z')).toContain(
      'escopo',
    );
    expect(accreditationProblem(active, { ...project, category: 'waste' }, '2026-03-01T00:00:00.000Z')).toContain(
      'escopo',
    );
    expect(accreditationProblem(active, project, '2027-01-01T00:00:00.000Z')).toBe(
      'O credenciamento desta verificadora não está em vigor nesta data.',
    );
  });
});

describe('statement parts', () => {
  it('approves without a "não conforme", rejects with one, cannot sign nothing evaluated', () => {
    expect(verificationOutcome([{ verdict: 'conforming' }, { verdict: 'not_evaluated' }])).toBe('approved');
    expect(verificationOutcome([{ verdict: 'conforming' }, { verdict: 'nonconforming' }])).toBe('rejected');
    expect(verificationOutcome([{ verdict: 'not_evaluated' }])).toBeNull();
    expect(verificationOutcome([])).toBeNull();
  });

  it('always carries the four sections in order', () => {
    const saved = [{ section: 'location' as const, verdict: 'conforming' as const, comment: 'Ponto confere.' }];
    expect(statementVerdicts(saved).map((v) => [v.section, v.verdict])).toEqual([
      ['indicators', 'not_evaluated'],
      ['evidence', 'not_evaluated'],
      ['location', 'conforming'],
      ['methodology', 'not_evaluated'],
    ]);
    expect(verificationComments(saved).map((c) => c.comment)).toEqual(['', '', 'Ponto confere.', '']);
  });

  it('requires a reason to suspend or revoke, not to reinstate', () => {
    expect(changeAccreditationStatusInputSchema.safeParse({ action: 'revoke' }).success).toBe(false);
    expect(changeAccreditationStatusInputSchema.safeParse({ action: 'revoke', reason: ' ' }).success).toBe(false);
    expect(changeAccreditationStatusInputSchema.safeParse({ action: 'reinstate' }).success).toBe(true);
  });

  it('reads statements that sign the project scope (/2) and older ones that do not (/1)', () => {
    const base = {
      certificateCode: 'AB12CD34EF',
      snapshotSha256: 'a'.repeat(64),
      verifier: { organizationId: '7c1d2e3f-4a5b-4c6d-8e7f-901234567890', name: 'Verifica Brasil' },
      verifierPersonName: 'Bruno Lima',
      verdicts: statementVerdicts([]),
      commentsSha256: 'b'.repeat(64),
      date: '2026-03-01T00:00:00.000Z',
    };
    const current = { ...base, type: 'raiz.verification/2', project };
    expect(verificationStatementSchema.parse(current).project).toEqual(project);
    expect(verificationStatementSchema.parse({ ...base, type: 'raiz.verification/1' }).project).toBeUndefined();
    expect(verificationStatementSchema.safeParse({ ...current, project: { ...project, biome: 'x' } }).success).toBe(
      false,
    );
  });
});
