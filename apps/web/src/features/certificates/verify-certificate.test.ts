import { describe, expect, it } from 'vitest';
import type { CertificateDraft, CertificateSnapshot } from '@raiz/domain';
import { canonicalSha256 } from '@raiz/domain/wallet/canonical-hash';
import { certificateMessage } from '@raiz/domain/wallet/certificate-message';
import { signMessage } from '@raiz/domain/wallet/sign-message';
import { Wallet } from 'ethers';
import { certifiedSnapshot, reportId } from '../../test/wallet-fixtures';
import { accreditedHistory, signedVerification } from '../../test/verification-fixtures';
import { certificateVerdict } from './certificate-verdict';
import {
  checkCertificateDraft,
  verifyCertificate,
  verifyStatement,
  type VerifiableCertificate,
} from './verify-certificate';

const author = new Wallet(`0x${'11'.repeat(32)}`);
const someoneElse = new Wallet(`0x${'22'.repeat(32)}`);
const snapshot: CertificateSnapshot = {
  ...certifiedSnapshot,
  indicators: { ...certifiedSnapshot.indicators, restoredAreaHa: 4.25 },
};

async function issue(signer: Wallet = author, signerAddress = author.address): Promise<VerifiableCertificate> {
  const sha256 = canonicalSha256(snapshot);
  const message = certificateMessage(reportId, sha256);
  return {
    reportId,
    snapshot,
    sha256,
    message,
    signature: await signMessage(signer.privateKey, message),
    signerAddress,
  };
}

const failed = (c: VerifiableCertificate) =>
  verifyCertificate(c)
    .checks.filter((x) => !x.ok)
    .map((x) => x.id);

describe('certificate verification in the browser', () => {
  it('accepts an untouched certificate, every check passing', async () => {
    const result = verifyCertificate(await issue());
    expect(result.valid).toBe(true);
    expect(result.checks.map((c) => [c.id, c.ok])).toEqual([
      ['hash', true],
      ['report', true],
      ['message', true],
      ['signature', true],
    ]);
    expect(result.recoveredSigner).toBe(author.address);
  });

  it('does not depend on the key order the server sends the snapshot in', async () => {
    const certificate = await issue();
    const reordered = JSON.parse(JSON.stringify({ ...snapshot.indicators, x: 0 })) as Record<string, unknown>;
    delete reordered.x;
    const shuffled = { indicators: reordered, ...Object.fromEntries(Object.entries(snapshot).reverse()) };
    expect(verifyCertificate({ ...certificate, snapshot: shuffled }).valid).toBe(true);
  });

  it('refuses a tampered snapshot, saying the content changed', async () => {
    const certificate = await issue();
    const tampered = {
      ...certificate,
      snapshot: { ...snapshot, indicators: { ...snapshot.indicators, treesPlanted: 12000 } },
    };
    const result = verifyCertificate(tampered);
    expect(result.valid).toBe(false);
    expect(failed(tampered)).toEqual(['hash']);
    expect(result.checks.find((c) => c.id === 'hash')?.problem).toMatch(/conteúdo do relatório foi alterado/);
  });

  it('refuses a hash swapped together with the snapshot (the signature no longer covers it)', async () => {
    const certificate = await issue();
    const forged = { ...snapshot, title: 'Outro título' };
    const sha256 = canonicalSha256(forged);
    const tampered = { ...certificate, snapshot: forged, sha256, message: certificateMessage(reportId, sha256) };
    expect(verifyCertificate(tampered).valid).toBe(false);
    expect(failed(tampered)).toEqual(['signature']);
  });

  it('refuses a signature by another wallet than the one named', async () => {
    const certificate = await issue(someoneElse, author.address);
    const result = verifyCertificate(certificate);
    expect(result.valid).toBe(false);
    expect(failed(certificate)).toEqual(['signature']);
    expect(result.recoveredSigner).toBe(someoneElse.address);
    expect(result.checks.find((c) => c.id === 'signature')?.problem).toContain(someoneElse.address);
  });

  it('refuses a malformed signature and a message that is not the standard one', async () => {
    const certificate = await issue();
    expect(failed({ ...certificate, signature: '0x1234' })).toEqual(['signature']);
    expect(failed({ ...certificate, message: `${certificate.message}\nextra` })).toEqual(['message']);
  });

  it('refuses a snapshot of another report', async () => {
    const certificate = await issue();
    const other = { ...certificate, snapshot: { ...snapshot, reportId: 'outro' } };
    expect(failed(other)).toContain('report');
  });

  it('compares the signer address without regard to letter case', async () => {
    const certificate = await issue(author, author.address.toLowerCase());
    expect(verifyCertificate(certificate).valid).toBe(true);
  });
});

describe('draft check before signing', () => {
  const draft = (): CertificateDraft => {
    const sha256 = canonicalSha256(snapshot);
    return { snapshot, sha256, message: certificateMessage(reportId, sha256) };
  };

  it('gives the hash and the locally rebuilt message of a sound draft', () => {
    const d = draft();
    expect(checkCertificateDraft(d, reportId)).toEqual({ ok: true, snapshot, sha256: d.sha256, message: d.message });
  });

  it('hashes the snapshot again with the public name the signer chose', () => {
    const check = checkCertificateDraft(draft(), reportId, 'Cooperativa Verde Vale');
    const signed = { ...snapshot, signerName: 'Cooperativa Verde Vale' };
    expect(check).toEqual({
      ok: true,
      snapshot: signed,
      sha256: canonicalSha256(signed),
      message: certificateMessage(reportId, canonicalSha256(signed)),
    });
    expect(check.ok && check.sha256).not.toBe(draft().sha256);
  });

  it('blocks a draft whose hash does not match its snapshot', () => {
    const d = { ...draft(), snapshot: { ...snapshot, title: 'Mudado' } };
    expect(checkCertificateDraft(d, reportId)).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/hash recebido não confere/),
    });
  });

  it('blocks a draft of another report, or with a non-standard message', () => {
    expect(checkCertificateDraft(draft(), 'outro-relatorio').ok).toBe(false);
    expect(checkCertificateDraft({ ...draft(), message: 'Assine qualquer coisa' }, reportId).ok).toBe(false);
  });
});

describe("a verifier's co-signature checked in the browser", () => {
  const subject = {
    code: 'AB12CD34EF',
    sha256: canonicalSha256(snapshot),
    project: { biome: 'cerrado', category: 'reforestation' },
  };
  const failedOf = (r: ReturnType<typeof verifyStatement>) => r.checks.filter((c) => !c.ok).map((c) => c.id);

  it('accepts a genuine statement about this certificate, by a verifier accredited for the scope on that date', async () => {
    const result = verifyStatement(subject, await signedVerification(subject));
    expect(failedOf(result)).toEqual([]);
    expect(result.valid).toBe(true);
    const verdict = certificateVerdict(verifyCertificate(await issue()), [], [result]);
    expect(verdict.state).toBe('valid');
    expect(verdict.detail).toContain('1 verificação independente');
  });

  it('refuses a statement changed after signing, and the headline is then never "Certificado válido"', async () => {
    const tampered = await signedVerification(subject, {
      tamper: (s) => ({ ...s, verdicts: s.verdicts.map((v) => ({ ...v, verdict: 'conforming' as const })) }),
    });
    const result = verifyStatement(subject, tampered);
    expect(failedOf(result)).toEqual(['statement-hash']);
    const verdict = certificateVerdict(verifyCertificate(await issue()), [], [result]);
    expect(verdict.state).toBe('verification-invalid');
    expect(verdict.headline).toBe('Verificação não confere');
    expect(verdict.problems.join(' ')).toContain('foi alterada');
  });

  it('refuses a signature by another wallet, and a statement about another certificate', async () => {
    const forged = await signedVerification(subject, { signer: someoneElse });
    expect(failedOf(verifyStatement(subject, forged))).toEqual(['statement-signature']);
    const other = await signedVerification({ code: 'ZZ99ZZ99ZZ', sha256: subject.sha256 });
    expect(failedOf(verifyStatement(subject, other))).toContain('statement-certificate');
  });

  it('refuses a verifier not accredited for the scope, or suspended, on the statement date', async () => {
    // The scope compared is the one the statement signs, even when the answer's (unsigned) project is inside.
    const outside = verifyStatement(
      subject,
      await signedVerification(subject, { project: { biome: 'pampa', category: 'reforestation' } }),
    );
    expect(failedOf(outside)).toEqual(['accreditation']);
    expect(outside.checks.find((c) => c.id === 'accreditation')?.text).toContain('escopo');
    // A project moved since signing does not undo a statement whose signed scope was covered.
    const movedLater = verifyStatement(
      { ...subject, project: { biome: 'pampa', category: 'reforestation' } },
      await signedVerification(subject),
    );
    expect(movedLater.valid).toBe(true);
    expect(movedLater.scopeChecked).toBe(true);
    // An older statement that signs no scope is still checked, against the project the answer names.
    const legacy = await signedVerification(subject, { project: null });
    expect(legacy.statement.type).toBe('raiz.verification/1');
    expect(failedOf(verifyStatement(subject, legacy))).toEqual([]);
    expect(
      failedOf(verifyStatement({ ...subject, project: { biome: 'pampa', category: 'reforestation' } }, legacy)),
    ).toEqual(['accreditation']);
    const suspended = await signedVerification(subject, {
      history: [
        ...accreditedHistory,
        {
          ...accreditedHistory[0]!,
          action: 'suspend',
          at: '2025-07-01T00:00:00.000Z',
          status: 'suspended',
          reason: 'Auditoria.',
        },
      ],
    });
    expect(failedOf(verifyStatement(subject, suspended))).toEqual(['accreditation']);
    const early = await signedVerification(subject, { date: '2024-12-01T10:00:00.000Z' });
    expect(failedOf(verifyStatement(subject, early))).toEqual(['accreditation']);
  });

  it('says a withdrawn statement and a later revocation as such, without calling the certificate invalid', async () => {
    const withdrawn = verifyStatement(subject, await signedVerification(subject, { status: 'withdrawn' }));
    expect(withdrawn.withdrawn).toBe(true);
    const revokedLater = verifyStatement(
      subject,
      await signedVerification(subject, {
        verifierStatus: 'revoked',
        history: [
          ...accreditedHistory,
          {
            ...accreditedHistory[0]!,
            action: 'revoke',
            at: '2025-10-01T00:00:00.000Z',
            status: 'revoked',
            reason: 'Fraude.',
          },
        ],
      }),
    );
    expect(revokedLater.valid).toBe(true);
    expect(revokedLater.accreditationNow).toBe('Revogada');
    const verdict = certificateVerdict(verifyCertificate(await issue()), [], [withdrawn]);
    expect(verdict.state).toBe('valid');
    expect(verdict.lines.some((l) => l.text.includes('foi retirada'))).toBe(true);
  });
});
