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

  it("is built on OpenZeppelin's ERC20 and AccessControl, with their error names", () => {
    const artifact = rdxArtifact() as ReturnType<typeof rdxArtifact> & { dependencies?: Record<string, string> };
    expect(artifact.dependencies?.['@openzeppelin/contracts']).toMatch(/^5\./);
    const errors = (artifact.abi as { type: string; name?: string }[])
      .filter((item) => item.type === 'error')
      .map((item) => item.name);
    expect(errors).toEqual(
      expect.arrayContaining([
        'ERC20InsufficientBalance',
        'ERC20InsufficientAllowance',
        'ERC20InvalidSender',
        'ERC20InvalidReceiver',
        'ERC20InvalidApprover',
        'ERC20InvalidSpender',
        'AccessControlUnauthorizedAccount',
      ]),
    );
    for (const handWritten of ['NotMinter', 'ZeroAddress', 'InsufficientBalance', 'InsufficientAllowance']) {
      expect(errors).not.toContain(handWritten);
    }
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
