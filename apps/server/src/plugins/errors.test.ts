import { randomUUID } from 'node:crypto';
import net, { type AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { unsafeTextMessage } from '@raiz/domain';
import { projectInput } from '../modules/content-common/content-factories.ts';
import { errorShapeProblem } from '../test/error-shape.ts';
import { requester, signIn, useTestApp } from '../test/test-app.ts';

const t = useTestApp();
const { inject } = requester(t);
let auth: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  auth = await signIn(t);
});

const json = { 'content-type': 'application/json' };

function expectDocumentedError(res: { statusCode: number; json(): unknown }, status: number) {
  expect(res.statusCode).toBe(status);
  expect(errorShapeProblem(res.json())).toBeUndefined();
}

describe('framework errors answer in the documented shape, in Portuguese', () => {
  it('a malformed percent-encoding in the path (GET /v1/projects/%ff) answers 400', async () => {
    const res = await inject(auth, 'GET', '/v1/projects/%ff');
    expectDocumentedError(res, 400);
    expect(res.json().error.code).toBe('bad_request');
  });

  it('a path parameter over 100 characters answers 414', async () => {
    const res = await inject(auth, 'GET', `/v1/projects/${'a'.repeat(101)}`);
    expectDocumentedError(res, 414);
  });

  it('an unknown API route answers 404', async () => {
    expectDocumentedError(await inject(auth, 'POST', '/v1/nada'), 404);
  });

  it('malformed JSON, an empty JSON body, an unknown JSON media type and a body over 1 MB answer 4xx', async () => {
    const post = (payload: string, headers: Record<string, string> = json) =>
      t.app.inject({ method: 'POST', url: '/v1/projects', headers: { ...auth.headers, ...headers }, payload });
    expectDocumentedError(await post('{"name":'), 400);
    expectDocumentedError(await post(''), 400);
    expectDocumentedError(await post('{}', { 'content-type': 'application/json-patch+json' }), 415);
    const tooLarge = await post(JSON.stringify(projectInput({ description: 'x'.repeat(1_100_000) })));
    expectDocumentedError(tooLarge, 413);
    expect(tooLarge.json().error).toEqual({
      code: 'payload_too_large',
      message: 'O conteúdo enviado é grande demais.',
    });
  });

  it('deeply nested JSON answers 400, not 500', async () => {
    const depth = 50_000;
    const deepObject = `${'{"__proto__":'.repeat(depth)}1${'}'.repeat(depth)}`;
    const deepArray = `${'['.repeat(depth)}${']'.repeat(depth)}`;
    for (const payload of [deepObject, deepArray]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/projects',
        headers: { ...auth.headers, ...json },
        payload,
      });
      expectDocumentedError(res, 400);
    }
  });
});

describe('requests Node’s HTTP parser refuses', () => {
  it('answer in the documented shape too (a malformed header line, over real HTTP)', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () =>
        socket.write('GET /v1/me HTTP/1.1\r\nHost: x\r\nsem dois pontos\r\n\r\n'),
      );
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString('utf8')));
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
    });
    const [head, body] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(errorShapeProblem(JSON.parse(body!))).toBeUndefined();
  });
});

describe('NUL and lone surrogates are refused in every text', () => {
  it('PATCH /v1/me {"username":"a\\u0000b"} answers 400 with the field, and changes nothing', async () => {
    const before = (await inject(auth, 'GET', '/v1/me')).json().data.user.username;
    for (const username of ['a\u0000bc', 'ab\uD800c', 'ab\uDC00c', 'abc\uD83C']) {
      const res = await inject(auth, 'PATCH', '/v1/me', { username });
      expectDocumentedError(res, 400);
      expect(res.json().error.fields).toEqual({ username: unsafeTextMessage });
    }
    expect((await inject(auth, 'GET', '/v1/me')).json().data.user.username).toBe(before);
  });

  it('still accepts well-formed text beyond the BMP (a surrogate pair)', async () => {
    const res = await inject(auth, 'PATCH', '/v1/me', { name: 'Ana 🌱 Souza' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.name).toBe('Ana 🌱 Souza');
  });

  it('refuses them in query strings, path parameters and object keys with 400', async () => {
    const query = await inject(auth, 'GET', '/v1/projects?q=a%00b');
    expectDocumentedError(query, 400);
    expect(query.json().error.fields).toEqual({ q: unsafeTextMessage });

    const param = await inject(auth, 'GET', '/v1/projects/a%00b');
    expectDocumentedError(param, 400);
    expect(param.json().error.fields).toEqual({ id: unsafeTextMessage });

    const key = await t.app.inject({
      method: 'POST',
      url: '/v1/projects',
      headers: { ...auth.headers, ...json },
      payload: JSON.stringify({ ...projectInput(), 'x\u0000': 1 }),
    });
    expectDocumentedError(key, 400);
    expect(key.json().error.fields['x\u0000']).toBe(unsafeTextMessage);
  });

  it('keeps the other field errors beside it (every error at once)', async () => {
    const res = await inject(auth, 'GET', '/v1/projects?q=a%00b&page=1.5');
    expect(res.json().error.fields).toEqual({ q: unsafeTextMessage, page: 'Use um número inteiro.' });
  });

  // Derived from the OpenAPI document, so an operation or field added later is covered without touching this test.
  it('covers every field of every request schema: each body property, query parameter and path parameter', async () => {
    const doc = (await t.app.inject('/docs/json')).json() as OpenApiDoc;
    const checked: string[] = [];
    const unsafe = 'a\u0000b';
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const parameters = operation.parameters ?? [];
        const pathParams = parameters.filter((p) => p.in === 'path').map((p) => p.name);
        const queryParams = parameters.filter((p) => p.in === 'query').map((p) => p.name);
        const bodyFields = Object.keys(operation.requestBody?.content['application/json']?.schema.properties ?? {});
        const url = (value: (name: string) => string, query = '') =>
          path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(value(name))) + query;
        const send = (target: string, payload?: object) =>
          t.app.inject({ method: method.toUpperCase() as 'GET', url: target, headers: auth.headers, payload });
        const expectRefused = async (res: Awaited<ReturnType<typeof send>>, fields: string[], what: string) => {
          expect(res.statusCode, `${method} ${path} ${what}`).toBe(400);
          for (const field of fields)
            expect(res.json().error.fields?.[field], `${method} ${path} ${field}`).toBe(unsafeTextMessage);
          checked.push(...fields.map((f) => `${method} ${path} ${what}.${f}`));
        };
        if (pathParams.length) await expectRefused(await send(url(() => unsafe)), pathParams, 'path');
        if (queryParams.length) {
          const query = `?${queryParams.map((name) => `${name}=${encodeURIComponent(unsafe)}`).join('&')}`;
          await expectRefused(await send(url(() => randomUUID(), query)), queryParams, 'query');
        }
        if (bodyFields.length) {
          const body = Object.fromEntries(bodyFields.map((name) => [name, unsafe]));
          await expectRefused(
            await send(
              url(() => randomUUID()),
              body,
            ),
            bodyFields,
            'body',
          );
        }
      }
    }
    // The document's own inputs, counted: projects, reports, posts, events, products, me, wallet, recovery, auth…
    expect(checked.length).toBeGreaterThan(100);
  });
});

interface OpenApiDoc {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string }[];
        requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
      }
    >
  >;
}
