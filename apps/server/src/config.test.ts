import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isClusterMode, loadConfig, testConfig } from './config.ts';

describe('loadConfig', () => {
  it('starts on embedded defaults with nothing set', () => {
    const result = loadConfig({});
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config.port).toBe(3000);
    expect(result.config.publicUrl).toBe('http://localhost:3000');
    expect(result.config.databaseUrl).toBeUndefined();
    expect(result.config.oidc.bundled).toBe(true);
    expect(result.config.oidc.issuer).toBe('http://localhost:3000/idp');
    expect(result.config.chain?.bundled).toBe(true);
  });

  it('is in demo mode, listening on 127.0.0.1, only while PUBLIC_URL is local', () => {
    const at = (env: Record<string, string>) => {
      const r = loadConfig(env);
      return r.ok ? { demo: r.config.demo, host: r.config.host } : r.problems;
    };
    expect(at({})).toEqual({ demo: true, host: '127.0.0.1' });
    expect(at({ PUBLIC_URL: 'http://127.0.0.2:8080' })).toEqual({ demo: true, host: '127.0.0.1' });
    expect(at({ PUBLIC_URL: 'https://raiz.org.br' })).toEqual({ demo: false, host: '0.0.0.0' });
    expect(at({ PUBLIC_URL: 'http://192.168.0.10:3000' })).toEqual({ demo: false, host: '0.0.0.0' });
    expect(at({ DEMO: 'off' })).toEqual({ demo: false, host: '127.0.0.1' });
    expect(at({ PUBLIC_URL: 'https://raiz.org.br', HOST: '127.0.0.1' })).toEqual({ demo: false, host: '127.0.0.1' });
    expect(at({ PUBLIC_URL: 'https://raiz.org.br', DEMO: 'on' })).toEqual([
      'DEMO: o modo de demonstração (contas com senhas publicadas no README) só roda num PUBLIC_URL local (localhost, ' +
        '127.0.0.1 ou [::1]), não em https://raiz.org.br; retire DEMO=on',
    ]);
    expect(at({ DEMO: 'sim' })).toEqual(['DEMO: deve ser on ou off']);
  });

  it('refuses to start in demo mode on a public address, saying why in one line', { timeout: 120_000 }, async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: { ...process.env, DEMO: 'on', PUBLIC_URL: 'https://raiz.org.br', DATABASE_URL: '', PORT: '0' },
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect(code).toBe(1);
    expect(stderr).toBe(
      'Configuração inválida:\n  - DEMO: o modo de demonstração (contas com senhas publicadas no README) só roda num ' +
        'PUBLIC_URL local (localhost, 127.0.0.1 ou [::1]), não em https://raiz.org.br; retire DEMO=on\n',
    );
  });

  it('reports one line per problem, naming the variable', () => {
    const result = loadConfig({ PORT: 'abc', DATABASE_URL: 'not a url' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual(['PORT: deve ser um número', 'DATABASE_URL: deve ser uma URL válida']);
  });

  it('refuses cluster mode (DATABASE_URL) without REDIS_URL, in one line', () => {
    const result = loadConfig({
      DATABASE_URL: 'postgres://raiz@db.exemplo:5432/raiz',
      RECOVERY_DATABASE_URL: 'postgres://raiz@db.exemplo:5432/raiz',
      DEV_CHAIN: 'off',
    });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problems).toEqual([
        'REDIS_URL: é obrigatório com DATABASE_URL (modo cluster): os limites de taxa são contados no Redis, por todas as instâncias',
      ]);
    }
    const clustered = loadConfig({
      DATABASE_URL: 'postgres://raiz@db.exemplo:5432/raiz',
      REDIS_URL: 'redis://redis.exemplo:6379/0',
      RECOVERY_DATABASE_URL: 'postgres://raiz@db.exemplo:5432/raiz',
      DEV_CHAIN: 'off',
    });
    expect(clustered.ok && isClusterMode(clustered.config)).toBe(true);
    expect(isClusterMode(testConfig())).toBe(false);
  });

  it('refuses cluster mode with an embedded recovery database or the dev chain, one line each', () => {
    const cluster = { DATABASE_URL: 'postgres://raiz@db.exemplo:5432/raiz', REDIS_URL: 'redis://redis.exemplo:6379/0' };
    const result = loadConfig(cluster);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problems).toEqual([
        'RECOVERY_DATABASE_URL: é obrigatório com DATABASE_URL (modo cluster): salts e backups de PIN num banco compartilhado por todas as instâncias (pode ser a mesma URL de DATABASE_URL), ou RECOVERY_API_URL',
        'DEV_CHAIN: a cadeia de desenvolvimento não roda com DATABASE_URL (modo cluster): cada instância teria a sua. Use RPC_URL (cadeia externa) ou DEV_CHAIN=off',
      ]);
    }
    // A recovery API apart, and an external chain, are the other ways in.
    const apart = loadConfig({
      ...cluster,
      RECOVERY_API_URL: 'http://recuperacao.exemplo:3001',
      RPC_URL: 'http://cadeia.exemplo:8545',
      RDX_TOKEN_ADDRESS: `0x${'1'.repeat(40)}`,
      MINTER_PRIVATE_KEY: `0x${'2'.repeat(64)}`,
    });
    expect(apart.ok).toBe(true);
    // One instance on the embedded databases keeps both.
    const single = loadConfig({});
    expect(single.ok && single.config.chain?.bundled).toBe(true);
  });

  it('checks the keys given in the environment (JSON), naming the setting', () => {
    const result = loadConfig({ COOKIE_SECRET: 'curto', IDP_JWKS: '{"keys":', IDP_COOKIE_KEYS: '["curto"]' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problems).toEqual([
        'COOKIE_SECRET: deve ter pelo menos 32 caracteres',
        'IDP_JWKS: deve ser um JWKS em JSON: {"keys":[…]} com as chaves privadas RS256',
        'IDP_COOKIE_KEYS: deve ser uma lista JSON de segredos: ["…"]',
      ]);
    }
  });

  it('checks an external OpenID issuer', () => {
    const result = loadConfig({ OIDC_ISSUER: 'http://idp.example.com' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([
      'OIDC_CLIENT_ID: é obrigatório quando OIDC_ISSUER está definido',
      'OIDC_ISSUER: deve usar https (http só para endereços locais)',
    ]);
  });

  it('takes a tile server only as an http(s) {z}/{x}/{y} template', () => {
    const bad = loadConfig({ MAP_TILES_URL: 'https://tiles.example.org/tile.png' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.problems).toEqual(['MAP_TILES_URL: deve ser uma URL http(s) com {z}, {x} e {y}']);
    const good = loadConfig({ MAP_TILES_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png' });
    expect(good.ok && good.config.mapTilesUrl).toBe('https://{s}.tile.example.org/{z}/{x}/{y}.png');
    const none = loadConfig({ MAP_TILES_URL: '' });
    expect(none.ok && none.config.mapTilesUrl).toBeUndefined();
  });

  it('requires the token address and minter key with an external chain', () => {
    const result = loadConfig({ RPC_URL: 'https://rpc.example.com' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.join('\n')).toContain('RPC_URL: exige também RDX_TOKEN_ADDRESS');
  });

  it('sends e-mail only with an SMTP server, from SMTP_FROM or a no-reply address of PUBLIC_URL', () => {
    const none = loadConfig({});
    expect(none.ok && none.config.smtp).toBeUndefined();
    const set = loadConfig({
      SMTP_URL: 'smtp://usuario:senha@smtp.exemplo.com.br:587',
      PUBLIC_URL: 'https://raiz.org.br',
    });
    expect(set.ok && set.config.smtp).toEqual({
      url: 'smtp://usuario:senha@smtp.exemplo.com.br:587',
      from: 'Raiz <nao-responda@raiz.org.br>',
    });
    const from = loadConfig({ SMTP_URL: 'smtps://smtp.exemplo.com.br', SMTP_FROM: 'Raiz <convites@raiz.org.br>' });
    expect(from.ok && from.config.smtp?.from).toBe('Raiz <convites@raiz.org.br>');
    const wrong = loadConfig({ SMTP_URL: 'https://smtp.exemplo.com.br' });
    expect(wrong.ok ? [] : wrong.problems).toEqual(['SMTP_URL: deve começar com smtp:// ou smtps://']);
  });

  it('trusts no proxy unless told, so a forged X-Forwarded-For cannot dodge rate limits', () => {
    const trust = (v?: string) => {
      const r = loadConfig(v === undefined ? {} : { TRUST_PROXY: v });
      return r.ok ? r.config.trustProxy : 'invalid';
    };
    expect(trust()).toBe(false);
    expect(trust('true')).toBe(true);
    expect(trust('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });
});

describe('attachment storage settings', () => {
  it('stores on disk under DATA_DIR/files by default, with the default quota', () => {
    const config = testConfig({ DATA_DIR: '/tmp/raiz-x', STORAGE_QUOTA_MB: '' });
    expect(config.storage).toEqual({ kind: 'disk', dir: '/tmp/raiz-x/files' });
    expect(config.storageQuotaBytes).toBe(1024 * 1024 * 1024);
  });

  it('switches to S3 with S3_BUCKET, and names every missing S3 setting', () => {
    const config = testConfig({ S3_BUCKET: 'raiz', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'segredo' });
    expect(config.storage).toMatchObject({ kind: 's3', bucket: 'raiz', region: 'us-east-1', endpoint: undefined });
    const result = loadConfig({ S3_BUCKET: 'raiz', STORAGE_QUOTA_MB: '0' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems).toEqual(
      expect.arrayContaining([
        'S3_ACCESS_KEY_ID: é obrigatório quando o armazenamento S3 é usado',
        'S3_SECRET_ACCESS_KEY: é obrigatório quando o armazenamento S3 é usado',
        'STORAGE_QUOTA_MB: deve ser maior que zero',
      ]),
    );
  });
});
