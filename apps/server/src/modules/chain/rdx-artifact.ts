import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InterfaceAbi } from 'ethers';

/** contracts/RDX.json, built by `npm run contracts:build` from contracts/RDX.sol. */
export interface RdxArtifact {
  abi: InterfaceAbi;
  bytecode: string;
  deployedBytecode: string;
}

const artifactPath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../contracts/RDX.json');

let cached: RdxArtifact | undefined;

/** Read once at first use: the file lives outside the server package, so it is not bundled as a module. */
export function rdxArtifact(): RdxArtifact {
  cached ??= JSON.parse(fs.readFileSync(artifactPath, 'utf8')) as RdxArtifact;
  return cached;
}
