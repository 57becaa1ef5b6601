// `npm run contracts:build`: compiles RDX.sol with solc-js into RDX.json (abi + bytecode), the artifact the server deploys.
// `node contracts/build.mjs --check` exits 1 when the committed artifact is not what the source compiles to.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
// solc and @openzeppelin/contracts are dev dependencies of the server workspace; resolve them from there so hoisting
// does not matter.
const require = createRequire(path.join(here, '..', 'apps', 'server', 'package.json'));
const solc = require('solc');
const openzeppelin = '@openzeppelin/contracts';
const openzeppelinVersion = require(`${openzeppelin}/package.json`).version;

/** solc-js asks for each imported file: OpenZeppelin's sources come from the installed, pinned package. */
function findImports(importPath) {
  if (!importPath.startsWith(`${openzeppelin}/`)) return { error: `Import não permitido: ${importPath}` };
  try {
    return { contents: fs.readFileSync(require.resolve(importPath), 'utf8') };
  } catch (err) {
    return { error: err.message };
  }
}

// solc-js defaults to the newest EVM; pin one every Anvil and public testnet runs (no newer opcodes).
const evmVersion = 'cancun';
const optimizer = { enabled: true, runs: 200 };
const sourceFile = 'RDX.sol';
const artifactFile = path.join(here, 'RDX.json');

export function compileRdx() {
  const input = {
    language: 'Solidity',
    sources: { [sourceFile]: { content: fs.readFileSync(path.join(here, sourceFile), 'utf8') } },
    settings: {
      evmVersion,
      optimizer,
      // Keep the metadata hash out of the bytecode so the artifact depends on the code, not on comments or paths.
      metadata: { bytecodeHash: 'none', appendCBOR: false },
      outputSelection: { [sourceFile]: { RDX: ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports }));
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  const contract = output.contracts[sourceFile].RDX;
  return {
    contractName: 'RDX',
    sourceName: `contracts/${sourceFile}`,
    compiler: { version: solc.version(), evmVersion, optimizer },
    dependencies: { [openzeppelin]: openzeppelinVersion },
    abi: contract.abi,
    bytecode: `0x${contract.evm.bytecode.object}`,
    deployedBytecode: `0x${contract.evm.deployedBytecode.object}`,
  };
}

const artifactText = `${JSON.stringify(compileRdx(), null, 2)}\n`;
if (process.argv.includes('--check')) {
  const current = fs.existsSync(artifactFile) ? fs.readFileSync(artifactFile, 'utf8') : '';
  if (current !== artifactText) {
    console.error('contracts/RDX.json está desatualizado: rode `npm run contracts:build`.');
    process.exit(1);
  }
  console.log('contracts/RDX.json está atualizado.');
} else {
  fs.writeFileSync(artifactFile, artifactText);
  console.log(`contracts/RDX.json gerado (solc ${solc.version()}, evm ${evmVersion}).`);
}
