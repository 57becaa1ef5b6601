// `npm run test:cluster` (docs/operations.md#testing-cluster-mode): a whole cluster on this machine, then Playwright in
// Chromium through its load balancer (e2e/cluster/cluster.spec.ts). It brings up a fresh PostgreSQL database on
// 127.0.0.1:5432, a Redis database index of its own on 127.0.0.1:6379, a local S3 server (s3rver), Anvil as the external
// chain with RDX deployed, two server instances as `npm start` runs them (the built bundle, each with its own DATA_DIR),
// and HAProxy round-robin without stickiness, checking /readyz. Everything is torn down at the end, failed or not.
// Writes test-results/cluster-summary.json ({ passed, failed, failedTests }) for .ci/run; exits non-zero on any failure.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import postgres from 'postgres';
import { startS3TestServer } from '../apps/server/src/modules/attachments/storage/s3-test-server.ts';
import { startDevChain } from '../apps/server/src/modules/chain/dev-chain.ts';
import { ensureServerBuild } from './build-server.mjs';
import { ensureWebBuild, root, serverNodeFlags } from './ensure-ready.mjs';

const postgresAdminUrl = process.env.CLUSTER_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// Index 13 is this test's alone (the server tests use others); only keys under this run's prefix are deleted.
const redisUrl = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379/13';
const haproxyBinary = process.env.HAPROXY ?? (fs.existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy');
const summaryFile = path.join(root, 'test-results/cluster-summary.json');

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const say = (line: string) => console.log(`[cluster ${elapsed()}] ${line}`);

const teardown: { name: string; run: () => Promise<void> | void }[] = [];
const onTeardown = (name: string, run: () => Promise<void> | void) => teardown.unshift({ name, run });

let tearingDown: Promise<void> | undefined;
function tearDown(): Promise<void> {
  tearingDown ??= (async () => {
    for (const step of teardown) {
      try {
        await step.run();
      } catch (err) {
        console.error(`[cluster] teardown of ${step.name} failed: ${(err as Error).message}`);
      }
    }
  })();
  return tearingDown;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    say(`${signal}: tearing down`);
    void tearDown().then(() => process.exit(130));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs: number,
  alive?: () => string | undefined,
) {
  for (const deadline = Date.now() + timeoutMs; ;) {
    const dead = alive?.();
    if (dead) throw new Error(`${what}: ${dead}`);
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not ready within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Stops a child: SIGTERM, then SIGKILL after `graceMs`; resolves once it exited. */
async function stopChild(child: ChildProcess, graceMs: number) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

function tail(file: string, lines = 30): string {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no output)';
  }
}

interface Instance {
  name: string;
  url: string;
  port: number;
  child: ChildProcess;
  logFile: string;
}

async function main(): Promise<number> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'raiz-cluster-'));
  onTeardown('temporary folder', () => fs.rmSync(workDir, { recursive: true, force: true }));
  const runId = randomBytes(4).toString('hex');

  if (spawnSync(haproxyBinary, ['-v'], { stdio: 'ignore' }).status !== 0) {
    throw new Error(`HAProxy not found (${haproxyBinary}): apt-get install haproxy, or set HAPROXY`);
  }

  ensureWebBuild();
  const serverBundle = await ensureServerBuild();

  // PostgreSQL: a database of this run's own, dropped at the end (WITH (FORCE): a killed instance's sessions too).
  const databaseName = `raiz_cluster_${runId}`;
  const admin = postgres(postgresAdminUrl, { max: 1, onnotice: () => {} });
  onTeardown('PostgreSQL connection', () => admin.end({ timeout: 5 }));
  await admin.unsafe(`create database ${databaseName}`);
  onTeardown(`database ${databaseName}`, async () => {
    await admin.unsafe(`drop database if exists ${databaseName} with (force)`);
  });
  const databaseUrl = Object.assign(new URL(postgresAdminUrl), { pathname: `/${databaseName}` }).toString();
  say(`PostgreSQL database ${databaseName}`);

  // Redis: this run's keys under a prefix of its own, deleted at the end.
  const redisKeyPrefix = `raiz-cluster-${runId}:`;
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, lazyConnect: true });
  await redis.connect();
  onTeardown('Redis', async () => {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${redisKeyPrefix}*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
    redis.disconnect();
  });
  say(`Redis ${redisUrl} (keys under ${redisKeyPrefix})`);

  const s3 = await startS3TestServer();
  onTeardown('S3 server', () => s3.stop());
  say(`S3 at ${s3.settings.endpoint}, bucket ${s3.settings.bucket}`);

  // Anvil as the external chain: the dev chain's starter (RDX deployed), in a folder of the test's, not an instance's.
  const quietLog = { warn: () => {}, info: () => {}, error: () => {}, debug: () => {} } as unknown as FastifyBaseLogger;
  const chain = await startDevChain({ dataDir: path.join(workDir, 'anvil'), log: quietLog });
  onTeardown('Anvil', () => chain.stop());
  say(`Anvil at ${chain.rpcUrl}, RDX at ${chain.tokenAddress}`);

  const balancerPort = await freePort();
  const baseUrl = `http://127.0.0.1:${balancerPort}`;
  const instances: Instance[] = [];
  for (const name of ['a', 'b']) {
    const port = await freePort();
    const dataDir = path.join(workDir, `instance-${name}`);
    fs.mkdirSync(dataDir);
    const logFile = path.join(workDir, `instance-${name}.log`);
    const log = fs.openSync(logFile, 'a');
    // The same settings for both but PORT and DATA_DIR, as a deployment gives them (docs/operations.md#deploying).
    const child = spawn(process.execPath, [...serverNodeFlags, serverBundle], {
      cwd: root,
      stdio: ['ignore', log, log],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseUrl,
        DATA_DIR: dataDir,
        DEMO: 'off',
        DATABASE_URL: databaseUrl,
        RECOVERY_DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        REDIS_KEY_PREFIX: redisKeyPrefix,
        S3_ENDPOINT: s3.settings.endpoint,
        S3_BUCKET: s3.settings.bucket,
        S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
        S3_REGION: s3.settings.region,
        RPC_URL: chain.rpcUrl,
        RDX_TOKEN_ADDRESS: chain.tokenAddress,
        MINTER_PRIVATE_KEY: chain.minterKey,
        TRUST_PROXY: '127.0.0.1',
        LOG_LEVEL: 'warn',
      },
    });
    fs.closeSync(log);
    const instance = { name, url: `http://127.0.0.1:${port}`, port, child, logFile };
    instances.push(instance);
    onTeardown(`instance ${name}`, () => stopChild(child, 12_000));
  }
  // Both start at once, as a deployment's instances do: they migrate and make the keys on one fresh database together.
  await Promise.all(
    instances.map((instance) =>
      waitFor(
        `instance ${instance.name}`,
        async () => (await fetch(`${instance.url}/readyz`)).ok,
        120_000,
        () =>
          instance.child.exitCode !== null
            ? `exited with code ${instance.child.exitCode}:\n${tail(instance.logFile)}`
            : undefined,
      ),
    ),
  );
  say(`instances ready: ${instances.map((i) => `${i.name} ${i.url} (pid ${i.child.pid})`).join(', ')}`);

  // HAProxy: round-robin per request (no stickiness, no cookie), /readyz health checks every 500 ms; a connection an
  // instance refuses is tried once more on the other; X-Raiz-Instance names who answered (for the test's checks).
  const haproxyConfig = path.join(workDir, 'haproxy.cfg');
  fs.writeFileSync(
    haproxyConfig,
    `global
  maxconn 512
defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  retries 2
  option redispatch
  option forwardfor
frontend raiz
  bind 127.0.0.1:${balancerPort}
  default_backend instances
backend instances
  balance roundrobin
  option httpchk GET /readyz
  default-server inter 500 fall 2 rise 2
  http-response set-header X-Raiz-Instance %s
${instances.map((i) => `  server ${i.name} 127.0.0.1:${i.port} check`).join('\n')}
`,
  );
  const haproxyLog = path.join(workDir, 'haproxy.log');
  const haproxyOut = fs.openSync(haproxyLog, 'a');
  const haproxy = spawn(haproxyBinary, ['-db', '-f', haproxyConfig], { stdio: ['ignore', haproxyOut, haproxyOut] });
  fs.closeSync(haproxyOut);
  onTeardown('HAProxy', () => stopChild(haproxy, 5_000));
  // Ready when both instances have answered through it.
  const seen = new Set<string>();
  await waitFor(
    'HAProxy',
    async () => {
      const res = await fetch(`${baseUrl}/readyz`);
      if (res.ok) seen.add(res.headers.get('x-raiz-instance') ?? '');
      return instances.every((i) => seen.has(i.name));
    },
    20_000,
    () => (haproxy.exitCode !== null ? `exited with code ${haproxy.exitCode}:\n${tail(haproxyLog)}` : undefined),
  );
  say(`HAProxy at ${baseUrl} (round-robin over ${instances.map((i) => i.name).join(', ')})`);

  const reportFile = path.join(workDir, 'playwright.json');
  const playwright = spawn(
    path.join(root, 'node_modules/.bin/playwright'),
    ['test', '-c', 'e2e/cluster/playwright.config.ts', ...process.argv.slice(2)],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile,
        // e2e/fixtures note there whom they signed up (for the normal run's teardown; here the database goes whole).
        E2E_DATA_DIR: workDir,
        CLUSTER_BASE_URL: baseUrl,
        CLUSTER_INSTANCES: JSON.stringify(instances.map((i) => ({ name: i.name, url: i.url, pid: i.child.pid }))),
        CLUSTER_DATABASE_URL: databaseUrl,
        CLUSTER_S3: JSON.stringify(s3.settings),
        CLUSTER_RPC_URL: chain.rpcUrl,
        CLUSTER_RDX_ADDRESS: chain.tokenAddress,
      },
    },
  );
  onTeardown('Playwright', () => stopChild(playwright, 5_000));
  const code = await new Promise<number>((resolve) => playwright.once('exit', (c) => resolve(c ?? 1)));

  const stats = readStats(reportFile);
  writeSummary(stats ?? { passed: 0, failed: 1, failedTests: [`Playwright exited with code ${code} and no report`] });
  if (code !== 0) {
    for (const instance of instances)
      console.log(`\n--- instance ${instance.name}'s log (last lines) ---\n${tail(instance.logFile)}`);
    console.log(`\n--- HAProxy's log (last lines) ---\n${tail(haproxyLog)}`);
  }
  return code === 0 && stats && stats.failed === 0 ? 0 : 1;
}

interface Summary {
  passed: number;
  failed: number;
  /** The titles of the tests that failed, or what failed before they ran. */
  failedTests: string[];
}

interface ReportSuite {
  suites?: ReportSuite[];
  specs?: { title: string; ok: boolean }[];
}

/** Counts from Playwright's JSON report (a test that passed on a retry counts as passed; retries are off here). */
function readStats(reportFile: string): Summary | undefined {
  try {
    const report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as {
      stats: { expected: number; unexpected: number; flaky: number };
      suites: ReportSuite[];
    };
    const failedTests: string[] = [];
    const walk = (suite: ReportSuite) => {
      for (const spec of suite.specs ?? []) if (!spec.ok) failedTests.push(spec.title);
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of report.suites) walk(suite);
    return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected, failedTests };
  } catch {
    return undefined;
  }
}

function writeSummary(summary: Summary) {
  fs.mkdirSync(path.dirname(summaryFile), { recursive: true });
  fs.writeFileSync(summaryFile, `${JSON.stringify(summary)}\n`);
}

let exitCode = 1;
try {
  fs.rmSync(summaryFile, { force: true });
  exitCode = await main();
} catch (err) {
  console.error(`[cluster] ${(err as Error).message}`);
  writeSummary({
    passed: 0,
    failed: 1,
    failedTests: [`setting up the cluster: ${(err as Error).message.split('\n')[0]}`],
  });
} finally {
  await tearDown();
  say(exitCode === 0 ? 'passed; everything torn down' : 'FAILED; everything torn down');
}
process.exit(exitCode);
