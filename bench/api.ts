// `npm run bench:api`: the real app on loopback over a database holding 2 000 projects and 4 000 reports of one
// person (plus others'), loaded with autocannon for a few seconds per endpoint. Prints req/s and latency percentiles.
// PGlite by default; PostgreSQL when BENCH_DATABASE_URL is set (a fresh database is created and dropped there).
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/config.ts';
import { createUser } from '../apps/server/src/db/factories.ts';
import { projects, reports } from '../apps/server/src/db/schema/index.ts';
import { projectInput, reportInput } from '../apps/server/src/modules/content-common/content-factories.ts';
import { createTestDatabase } from '../apps/server/src/test/test-app.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;

const database = await createTestDatabase();
const app = await buildApp(testConfig(), { database });
const db = app.db;

console.log(`seeding (${database.kind})…`);
const owner = await createUser(db, { email: 'bench@raiz.dev' });
const other = await createUser(db, { email: 'outra@raiz.dev' });
for (const [who, count] of [[owner, 2000], [other, 2000]] as const) {
  for (let i = 0; i < count; i += 500) {
    const rows = await db
      .insert(projects)
      .values(Array.from({ length: 500 }, (_, j) => ({ ...projectInput({ name: `Projeto ${i + j} do Cerrado` }), ownerId: who.id })))
      .returning({ id: projects.id });
    await db.insert(reports).values(
      rows.flatMap((p, j) =>
        ['published', 'draft'].map((status, k) => ({
          ...reportInput({ title: `Relatório ${i + j}-${k}`, status: status as 'draft' | 'published' }),
          periodEnd: `2025-${String(((i + j) % 12) + 1).padStart(2, '0')}-28`,
          ownerId: who.id,
          projectId: p.id,
        })),
      ),
    );
  }
}
const token = await app.issueAccessToken(owner);
const address = await app.listen({ host: '127.0.0.1', port: 0 });

const targets = [
  ['GET /healthz', '/healthz'],
  ['GET /v1/projects (page 1 of 100)', '/v1/projects?page=1&pageSize=20'],
  ['GET /v1/projects (page 80, sort by name)', '/v1/projects?page=80&pageSize=20&sort=name:asc'],
  ['GET /v1/projects?q= (search)', '/v1/projects?q=1234&pageSize=20'],
  ['GET /v1/reports (page 1)', '/v1/reports?page=1&pageSize=20'],
  ['GET /v1/dashboard', '/v1/dashboard'],
  ['GET /v1/public/impact', '/v1/public/impact'],
] as const;

const rows: string[] = [];
for (const [name, path] of targets) {
  const result = await autocannon({
    url: `${address}${path}`,
    connections,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
  });
  if (result.non2xx > 0) throw new Error(`${name}: ${result.non2xx} non-2xx answers`);
  const line = `| ${name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} |`;
  rows.push(line);
  console.log(line);
}
console.log(`\n${database.kind}, ${connections} connections, ${seconds} s each, 2 000 projects + 4 000 reports per person\n`);
console.log('| endpoint | req/s | p50 ms | p99 ms |\n|---|---|---|---|');
console.log(rows.join('\n'));
await app.close();
await database.close();
