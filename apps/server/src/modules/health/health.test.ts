import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('health and fallbacks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

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
