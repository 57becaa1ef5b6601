// Runs after every `npm install` / `npm ci` (root postinstall): small fixes to installed dependencies that their
// authors have not released yet. Each is an exact text replacement, applied once; when the text is not found (the
// package changed), it says so and leaves the file alone.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

// postgres.js 3.4.9: when PostgreSQL goes away under a transaction, the transaction's ROLLBACK is written to the
// closed connection from a setImmediate and throws outside any promise (TypeError: Cannot read properties of null
// (reading 'write')), which ends the whole process; and a write pending at that moment leaves the connection unable to
// send anything once it reconnects. Fixed here: a query on a closed connection fails with CONNECTION_CLOSED, a late
// write is dropped, and closing resets the pending write. Upstream: porsager/postgres issues 1154, 1208. And when the
// connection closes while it fetches the array types (the first query of each connection), that promise rejects with
// nobody listening (an unhandled rejection); the close already fails every query waiting, so the fetch's own failure
// is dropped and the next connection fetches the types again.
const postgresFixes = [
  [
    `  function execute(q) {
    if (terminated)
      return queryError(q, Errors.connection('CONNECTION_DESTROYED', options))
`,
    `  function execute(q) {
    if (terminated)
      return queryError(q, Errors.connection('CONNECTION_DESTROYED', options))

    if (!socket) // raiz: closed under a reserved connection (a transaction)
      return queryError(q, Errors.connection('CONNECTION_CLOSED', options))
`,
  ],
  [
    `  function nextWrite(fn) {
    const x = socket.write(chunk, fn)`,
    `  function nextWrite(fn) {
    if (!socket) // raiz: the connection closed before this write ran
      return (chunk = nextWriteTimer = null, false)
    const x = socket.write(chunk, fn)`,
  ],
  [
    `    clearImmediate(nextWriteTimer)
    if (socket) {`,
    `    clearImmediate(nextWriteTimer)
    chunk = nextWriteTimer = null // raiz: nothing pending survives the connection
    if (socket) {`,
  ],
  [
    `    connectTimer.cancel()

    socket.removeAllListeners()`,
    `    connectTimer.cancel()
    chunk = nextWriteTimer = null // raiz: nothing pending survives the connection

    socket.removeAllListeners()`,
  ],
  [
    `      if (needsTypes) {
        initial.reserve && (initial = null)
        return fetchArrayTypes()
      }`,
    `      if (needsTypes) {
        initial.reserve && (initial = null)
        return fetchArrayTypes().catch(() => {}) // raiz: closed while fetching; the next connection fetches again
      }`,
  ],
];

const patches = [
  {
    name: 'postgres',
    version: '3.4.9',
    files: ['src/connection.js', 'cjs/src/connection.js', 'cf/src/connection.js'],
    fixes: postgresFixes,
  },
];

for (const patch of patches) {
  const dir = path.join(root, 'node_modules', patch.name);
  if (!fs.existsSync(path.join(dir, 'package.json'))) continue;
  const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  if (version !== patch.version) {
    console.warn(`patch-dependencies: ${patch.name} is ${version}, not ${patch.version}: check whether its fixes are still needed.`);
    continue;
  }
  for (const file of patch.files) {
    const target = path.join(dir, file);
    if (!fs.existsSync(target)) continue;
    let text = fs.readFileSync(target, 'utf8');
    for (const [from, to] of patch.fixes) {
      if (text.includes(to)) continue; // applied by an earlier install
      if (!text.includes(from)) {
        console.warn(`patch-dependencies: ${patch.name}/${file} differs from what the fix expects; left unpatched.`);
        text = undefined;
        break;
      }
      text = text.replace(from, to);
    }
    if (text) fs.writeFileSync(target, text);
  }
}
