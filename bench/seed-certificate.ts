// For `npm run bench:lighthouse`: a certificate whose evidence is three photos of about 3 MB each, made the way a person
// makes one — only the account is created in the database (there is no sign-in page to drive here); the report, the
// uploads, the wallet and the signature go through the running app's API with that person's token.
import sharp from 'sharp';
import { deriveWallet } from '@raiz/domain/wallet/derive-wallet';
import { signMessage } from '@raiz/domain/wallet/sign-message';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createUser, uniqueCpf } from '../apps/server/src/db/factories.ts';
import { reportInput } from '../apps/server/src/modules/content-common/content-factories.ts';

const PIN = '731904';

/** A person in the app's database (before the server starts on it), and their bearer token. */
export async function seedPerson(env: Record<string, string | undefined>): Promise<string> {
  const configResult = loadConfig(env);
  if (!configResult.ok) throw new Error(configResult.problems.join('\n'));
  const app = await buildApp({ ...configResult.config, logLevel: 'silent' });
  try {
    const user = await createUser(app.db, {
      email: 'bench-lighthouse@raiz.dev',
      name: 'Júlia Bench',
      cpf: uniqueCpf(),
    });
    return `Bearer ${await app.issueAccessToken(user)}`;
  } finally {
    await app.close();
  }
}

/**
 * A phone photo of about 3 MB once stored (4000×3000, stored as JPEG quality 88): a gradient with detail at two scales,
 * so its WebP copies weigh what a real photo's do (a 1280 px preview of ~200 KB, not a few KB of flat colour).
 */
async function photo(seed: number): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const cell = 5;
  const columns = Math.ceil(width / cell);
  const cells = new Float32Array(columns * Math.ceil(height / cell));
  let x = seed * 2654435761;
  const next = () => ((x = (x * 1103515245 + 12345) >>> 0) >>> 24) / 255 - 0.5;
  for (let i = 0; i < cells.length; i++) cells[i] = next() * 40;
  const pixels = Buffer.alloc(width * height * 3);
  for (let row = 0; row < height; row++) {
    for (let column = 0; column < width; column++) {
      const o = (row * width + column) * 3;
      const n = next() * 10 + cells[Math.floor(row / cell) * columns + Math.floor(column / cell)]!;
      pixels[o] = Math.max(0, Math.min(255, 60 + (120 * column) / width + n));
      pixels[o + 1] = Math.max(0, Math.min(255, 110 + (80 * row) / height + n));
      pixels[o + 2] = Math.max(0, Math.min(255, 50 + 40 * Math.sin(column / 90 + seed) + n));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Certifies a published report with three photos through the API at `base`; answers its code and the stored sizes. */
export async function certificateWithPhotos(
  base: string,
  authorization: string,
): Promise<{ code: string; sizes: number[] }> {
  const call = async <T>(method: string, route: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${base}${route}`, {
      method,
      headers: { authorization, ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }) },
      body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${route} answered ${res.status}: ${text}`);
    return (JSON.parse(text) as { data: T }).data;
  };
  const report = await call<{ id: string }>(
    'POST',
    '/v1/reports',
    reportInput({ title: 'Plantio na nascente', status: 'published' }),
  );
  const sizes: number[] = [];
  for (const [i, caption] of ['Mudas de ipê na área 2', 'Nascente cercada', 'Viveiro em março'].entries()) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await photo(i + 1))], { type: 'image/jpeg' }), `foto-${i + 1}.jpg`);
    form.append('caption', caption);
    sizes.push((await call<{ size: number }>('POST', `/v1/reports/${report.id}/attachments`, form)).size);
  }

  // The wallet, as the browser activates it: the key derived from the PIN, a challenge signed, the address bound.
  const { salt } = await call<{ salt: string }>('GET', '/v1/wallets/evm/get-salt');
  const table = await call<{ hashed_auth_provider_id: string; hashed_cpf: string }>('GET', '/v1/wallets/evm');
  const wallet = deriveWallet({
    hashedAuthProviderId: table.hashed_auth_provider_id,
    hashedCpf: table.hashed_cpf,
    pin: PIN,
    salt,
  });
  const challenge = await call<{ challengeId: string; message: string }>('POST', '/v1/wallets/evm/challenge', {});
  await call('POST', '/v1/wallets/evm/address', {
    challengeId: challenge.challengeId,
    address: wallet.address,
    signature: await signMessage(wallet.privateKey, challenge.message),
  });

  const draft = await call<{ snapshot: { signerName: string }; sha256: string; message: string }>(
    'GET',
    `/v1/reports/${report.id}/certificate-draft`,
  );
  const certificate = await call<{ code: string }>('POST', '/v1/certificates', {
    reportId: report.id,
    signerName: draft.snapshot.signerName,
    sha256: draft.sha256,
    signature: await signMessage(wallet.privateKey, draft.message),
  });
  return { code: certificate.code, sizes };
}
