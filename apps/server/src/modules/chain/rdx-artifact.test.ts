import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { rdxArtifact } from './rdx-artifact.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

describe('contracts/RDX.json', () => {
  it('is what contracts/RDX.sol compiles to (rebuild with npm run contracts:build)', () => {
    const out = execFileSync(process.execPath, ['contracts/build.mjs', '--check'], { cwd: root, encoding: 'utf8' });
    expect(out).toContain('atualizado');
  });

  it('is an ERC-20 with mint and the Transfer event', () => {
    const names = (rdxArtifact().abi as { type: string; name?: string }[]).map(
      (item) => `${item.type}:${item.name ?? ''}`,
    );
    for (const entry of [
      'function:balanceOf',
      'function:transfer',
      'function:mint',
      'function:decimals',
      'event:Transfer',
    ]) {
      expect(names).toContain(entry);
    }
  });
});
