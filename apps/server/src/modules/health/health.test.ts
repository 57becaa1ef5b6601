import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SHUTDOWN_DEADLINE_MS } from '@raiz/server-kit/start-server';
import { openDatabase } from '../../db/client.ts';
import { multipart } from '../attachments/attachment-test-helpers.ts';
import { freePort } from '../../test/free-port.ts';
import { createTestApp, requester, signIn, useTestApp, type TestApp } from '../../test/test-app.ts';

const t = useTestApp();

describe('health and fallbacks', () => {
  it('answers /healthz and /readyz with the database reachable', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('runs on the Node 24 that package.json pins for this platform (node_modules/.bin/node), not the system Node', () => {
    const pkg = JSON.parse(fs.readFileSync(new URL('../../../../../package.json', import.meta.url), 'utf8')) as {
      optionalDependencies: Record<string, string>;
    };
    const pinned = pkg.optionalDependencies[`node-${process.platform}-${process.arch}`];
    expect(process.version).toMatch(/^v24\./);
    if (pinned) expect(process.version).toBe(`v${pinned}`);
  });

  it(
    'opens the embedded database with small memory settings (its WebAssembly memory never shrinks)',
    { timeout: 120_000 },
    async () => {
      const embedded = openDatabase({});
      try {
        const result = await embedded.db.execute(
          sql`select current_setting('shared_buffers') as shared, current_setting('maintenance_work_mem') as maintenance`,
        );
        const [row] = (result as unknown as { rows: Record<string, string>[] }).rows;
        expect(row).toEqual({ shared: '16MB', maintenance: '16MB' });
      } finally {
        await embedded.close();
      }
    },
  );

  it('answers an unknown /v1 route with a JSON 404 in Portuguese', async () => {
    const res = await t.app.inject('/v1/nao-existe');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Recurso não encontrado.' } });
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject('/docs/json');
    expect(res.statusCode).toBe(200);
    expect(res.json().info.title).toBe('Raiz API');
  });
});

describe('GET /metrics (Prometheus)', () => {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
  const METRICS_TOKEN = 'token-de-metricas-com-32-caracteres';
  let behind: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    // Behind a load balancer on loopback (TRUST_PROXY), with a token for the scrapes: what a deployment sets.
    behind = await createTestApp({ TRUST_PROXY: '127.0.0.1', METRICS_TOKEN, LOG_LEVEL: 'info' }, undefined, {
      logStream: { write: (line) => void lines.push(line) },
    });
  });
  afterAll(() => behind.close());

  it('answers a scrape on this machine: time per route pattern (not the raw URL), pool, uploads, Node 24', async () => {
    const { newProject } = requester(t);
    const owner = await signIn(t);
    for (const id of [(await newProject(owner)).id, randomUUID()]) {
      await t.app.inject({ url: `/v1/projects/${id}`, headers: owner.headers });
    }
    const upload = multipart([{ name: 'file', filename: 'foto.jpg', type: 'image/jpeg', data: Buffer.alloc(1000, 1) }]);
    const refused = await t.app.inject({ method: 'POST', url: `/v1/projects/${randomUUID()}/attachments`, ...upload });
    expect(refused.statusCode).toBe(401);

    const res = await t.app.inject('/metrics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/v1\/projects\/:id",status_code="200"\} 1$/m,
    );
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/v1\/projects\/:id",status_code="404"\} 1$/m,
    );
    expect(text).not.toMatch(/route="\/v1\/projects\/[0-9a-f]{8}-/);
    expect(text).toMatch(/^raiz_db_pool_max \d+$/m);
    expect(text).toMatch(/^raiz_db_pool_in_use \d+$/m);
    expect(text).toContain(`raiz_upload_bytes_total{outcome="refused"} ${upload.payload.length}`);
    expect(text).toMatch(/^# TYPE raiz_outbox_depth gauge$/m);
    expect(text).toMatch(/^nodejs_version_info\{version="v24\.\d+\.\d+",major="24",/m);

    // Fed by whoever registers the outbox's reader.
    t.app.metrics.readOutboxDepth(() => 3);
    expect((await t.app.inject('/metrics')).body).toMatch(/^raiz_outbox_depth 3$/m);
  });

  it('refuses a scrape relayed by a proxy or from another address, and without the token when one is set', async () => {
    const refusal = {
      error: {
        code: 'forbidden',
        message: 'As métricas só respondem a quem está nesta máquina, ou com o METRICS_TOKEN.',
      },
    };
    for (const res of [
      await t.app.inject({ url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } }),
      await t.app.inject({ url: '/metrics', remoteAddress: '203.0.113.9' }),
      await behind.app.inject('/metrics'),
      await behind.app.inject({
        url: '/metrics',
        headers: { authorization: 'Bearer outro-token-de-32-caracteres-xxxxx' },
      }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(refusal);
    }
    const scraped = await behind.app.inject({
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(scraped.statusCode).toBe(200);
  });

  it("puts one request id in every log line of a request and in the answer; a trusted proxy's id is kept", async () => {
    const own = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'forjado-pelo-cliente' } });
    expect(own.headers['x-request-id']).toMatch(uuid);
    const { headers } = await signIn(behind);
    const start = lines.length;
    const relayed = await behind.app.inject({
      url: `/v1/projects/${randomUUID()}`,
      headers: { ...headers, 'x-request-id': 'lb-7f3a-0001' },
    });
    expect(relayed.statusCode).toBe(404);
    expect(relayed.headers['x-request-id']).toBe('lb-7f3a-0001');
    const logged = lines.slice(start).map((line) => JSON.parse(line) as { reqId?: string });
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.every((line) => line.reqId === 'lb-7f3a-0001')).toBe(true);
    // From an address that is not the trusted proxy, the header is anybody's: a new id.
    const stranger = await behind.app.inject({
      url: '/healthz',
      remoteAddress: '203.0.113.9',
      headers: { 'x-request-id': 'lb-7f3a-0001' },
    });
    expect(stranger.headers['x-request-id']).toMatch(uuid);
  });
});

describe('stopping (SIGTERM), with a real server process', () => {
  it(
    'answers /readyz 503 at once, lets a request in flight finish, and exits within 10 s',
    { timeout: 360_000 },
    async () => {
      const port = await freePort();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'raiz-stop-'));
      const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: path.resolve(import.meta.dirname, '../../..'),
        env: {
          ...process.env,
          PORT: String(port),
          DATA_DIR: dataDir,
          DEV_CHAIN: 'off',
          LOG_LEVEL: 'info',
          DATABASE_URL: '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      server.stdout.on('data', (d: Buffer) => (output += d.toString()));
      const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
      const base = `http://127.0.0.1:${port}`;
      try {
        // A start takes seconds; minutes on a machine running several suites at once.
        let ready = false;
        for (const until = Date.now() + 300_000; Date.now() < until && !ready;) {
          ready = await fetch(`${base}/readyz`).then(
            (r) => r.ok,
            () => false,
          );
          if (!ready) await new Promise((resolve) => setTimeout(resolve, 200));
        }
        expect(ready).toBe(true);

        // A request whose body is still arriving when the signal comes: the refresh reads its whole body first.
        const body = '{"a":"' + 'x'.repeat(2000) + '"}';
        const inFlight = new Promise<{ status: number; body: string }>((resolve, reject) => {
          const request = http.request(`${base}/v1/auth/refresh`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
          });
          request.on('response', (res) => {
            let text = '';
            res.on('data', (d: Buffer) => (text += d.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
          });
          request.on('error', reject);
          request.write(body.slice(0, 1000));
          setTimeout(() => request.end(body.slice(1000)), 3000);
        });
        await new Promise((resolve) => setTimeout(resolve, 300));

        server.kill('SIGTERM');
        // The signal reaches the process's event loop in its turn: from its log line on, it is not ready.
        while (!output.includes('"msg":"shutting down"')) await new Promise((resolve) => setTimeout(resolve, 20));
        const signalled = Date.now();
        const notReady = await fetch(`${base}/readyz`);
        expect(notReady.status).toBe(503);
        expect(await notReady.json()).toEqual({ status: 'error', server: 'encerrando' });

        const answer = await inFlight;
        expect(answer.status).toBe(401);
        expect(JSON.parse(answer.body)).toEqual({
          error: { code: 'unauthorized', message: 'Sua sessão terminou. Entre novamente.' },
        });
        // 0: done before the server's own deadline, SHUTDOWN_DEADLINE_MS after the signal (past it, it exits with 1).
        expect(await exited).toBe(0);
        // Seen from here, with slack for a loaded machine's scheduling.
        expect(Date.now() - signalled).toBeLessThanOrEqual(SHUTDOWN_DEADLINE_MS + 5_000);
        expect(
          await fetch(`${base}/healthz`).then(
            () => 'answered',
            () => 'refused',
          ),
        ).toBe('refused');
      } finally {
        server.kill('SIGKILL');
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
