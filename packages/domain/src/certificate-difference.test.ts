import { describe, expect, it } from 'vitest';
import type { EvidenceEntry } from './attachment.ts';
import type { CertificateSnapshot } from './certificate.ts';
import { snapshotDifference } from './certificate-difference.ts';

const file = (name: string, sha: string, caption: string | null = null): EvidenceEntry => ({
  name,
  type: 'image/jpeg',
  size: 1000,
  sha256: sha.repeat(64),
  caption,
});

const v1: CertificateSnapshot = {
  reportId: 'r1',
  title: 'Plantio 2025',
  projectName: 'Mata Viva',
  periodStart: '2025-01-01',
  periodEnd: '2025-06-30',
  summary: 'Mudas nativas.',
  indicators: {
    co2eTonnes: 12.5,
    treesPlanted: 300,
    restoredAreaHa: null,
    waterM3: null,
    wasteTonnes: null,
    peopleBenefited: 40,
  },
  publishedAt: '2025-07-01T10:00:00.000Z',
  signerName: 'Ana Souza',
  organization: { name: 'Instituto Raiz', signerRole: 'owner' },
  evidence: [file('a.jpg', 'a'), file('b.jpg', 'b', 'Viveiro'), file('c.pdf', 'c'), file('d.jpg', 'd')],
};

describe('snapshotDifference', () => {
  it('finds nothing between a snapshot and itself', () => {
    expect(snapshotDifference(v1, v1)).toEqual({ fields: [], files: [] });
  });

  it('lists each changed field with its label, before and after, and ignores what is not compared', () => {
    const v2: CertificateSnapshot = {
      ...v1,
      reportId: 'r2',
      publishedAt: '2026-01-01T00:00:00.000Z',
      revision: 2,
      replacesCode: 'ABCDEFGH12',
      title: 'Plantio 2025 (corrigido)',
      periodEnd: '2025-07-31',
      indicators: { ...v1.indicators, treesPlanted: 280, waterM3: 15 },
      projectName: null,
      organization: { name: 'Instituto Raiz Brasil', signerRole: 'editor' },
      signerName: 'Bruno Lima',
    };
    expect(snapshotDifference(v1, v2).fields).toEqual([
      { field: 'title', label: 'Título', before: 'Plantio 2025', after: 'Plantio 2025 (corrigido)' },
      { field: 'periodEnd', label: 'Fim do período', before: '2025-06-30', after: '2025-07-31' },
      { field: 'treesPlanted', label: 'Árvores plantadas', before: 300, after: 280 },
      { field: 'waterM3', label: 'Água', before: null, after: 15 },
      { field: 'projectName', label: 'Projeto', before: 'Mata Viva', after: null },
      { field: 'organization', label: 'Organização', before: 'Instituto Raiz', after: 'Instituto Raiz Brasil' },
      { field: 'signerName', label: 'Emitido por', before: 'Ana Souza', after: 'Bruno Lima' },
    ]);
  });

  it('pairs files by their bytes, then by name: added, removed, changed bytes and changed caption', () => {
    const v2: CertificateSnapshot = {
      ...v1,
      evidence: [
        file('d.jpg', 'd'), // reordered only: no change
        file('b.jpg', 'b', 'Viveiro em março'), // caption
        file('a.jpg', 'e'), // same name, other bytes
        file('novo.jpg', 'f'), // added; c.pdf removed
      ],
    };
    expect(snapshotDifference(v1, v2).files).toEqual([
      { change: 'caption', before: file('b.jpg', 'b', 'Viveiro'), after: file('b.jpg', 'b', 'Viveiro em março') },
      { change: 'changed', before: file('a.jpg', 'a'), after: file('a.jpg', 'e') },
      { change: 'removed', before: file('c.pdf', 'c') },
      { change: 'added', after: file('novo.jpg', 'f') },
    ]);
  });

  it('reads a snapshot without files or signer name (an older certificate) as having none', () => {
    const { evidence: _files, signerName: _name, organization: _org, ...older } = v1;
    const difference = snapshotDifference(older, v1);
    expect(difference.fields.map((f) => f.field)).toEqual(['organization', 'signerName']);
    expect(difference.files.map((f) => f.change)).toEqual(['added', 'added', 'added', 'added']);
  });
});
