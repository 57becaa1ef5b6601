// The server as one ES module for `npm start`: apps/server/src/server.ts with its workspace code (@raiz/domain,
// @raiz/recovery) bundled by esbuild, every npm dependency left to Node. Node then loads plain JavaScript instead of
// transpiling some 200 TypeScript files through tsx's loader on every start (seconds on this machine). Each module's
// `import.meta.url` stays its source file's URL, so paths resolved from it (migrations, contracts/RDX.json, the SPA's
// dist, Anvil's package) are the same as under tsx. Rebuilt when any server, recovery or domain source is newer.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { newestMtime, root } from './ensure-ready.mjs';

export const serverBundle = path.join(root, 'apps/server/dist/server.mjs');
const sources = [
  'apps/server/src',
  'apps/server/package.json',
  'apps/recovery/src',
  'apps/recovery/package.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'packages/server-kit/src',
  'packages/server-kit/package.json',
  'package-lock.json',
  'scripts/build-server.mjs',
];

/** Keeps every bare import but @raiz/* external, and pins import.meta.url to each source file. */
const nodeLayout = {
  name: 'node-layout',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@raiz/') || args.kind === 'entry-point' ? undefined : { external: true },
    );
    b.onLoad({ filter: /\.ts$/ }, (args) => ({
      contents: fs
        .readFileSync(args.path, 'utf8')
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
      loader: 'ts',
    }));
  },
};

export async function ensureServerBuild() {
  const builtAt = fs.existsSync(serverBundle) ? fs.statSync(serverBundle).mtimeMs : 0;
  if (builtAt > 0 && sources.every((s) => newestMtime(path.join(root, s)) <= builtAt)) return serverBundle;
  await build({
    entryPoints: [path.join(root, 'apps/server/src/server.ts')],
    outfile: serverBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    logLevel: 'warning',
    plugins: [nodeLayout],
  });
  return serverBundle;
}
