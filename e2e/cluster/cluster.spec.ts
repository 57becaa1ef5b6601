// Cluster mode in a real browser (issue 20, item 3; docs/operations.md#cluster-mode): two instances on one PostgreSQL,
// Redis, S3 bucket and external chain, behind HAProxy dealing requests round-robin. Brought up by
// `npm run test:cluster` (scripts/test-cluster.ts), which passes the addresses below. The tests run in order, one
// worker; the last one kills an instance.
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { Contract, JsonRpcProvider } from 'ethers';
import postgres from 'postgres';
import { api, signInWithPassword, signOut, signUpNewPerson, uniqueTag } from '../fixtures/auth';
import { activateWallet, certifyFromReports } from '../fixtures/wallet';

interface ClusterInstance {
  name: string;
  url: string;
  pid: number;
}

const instances = JSON.parse(process.env.CLUSTER_INSTANCES ?? '[]') as ClusterInstance[];
const s3Settings = JSON.parse(process.env.CLUSTER_S3 ?? '{}') as {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
};
const sql = postgres(process.env.CLUSTER_DATABASE_URL ?? '', { max: 2, onnotice: () => {} });
test.afterAll(() => sql.end({ timeout: 5 }));

const PIN = '482915';
// 100 RDX for activating the wallet, 10 per certificate (6 decimals): apps/server/src/modules/{wallet,certificates}.
const activationReward = 100_000_000n;
const certificateReward = 10_000_000n;

/** Which instance answered each of the page's requests to the balancer (HAProxy's X-Raiz-Instance). */
function recordInstances(page: Page): Set<string> {
  const served = new Set<string>();
  page.on('response', (response) => {
    const name = response.headers()['x-raiz-instance'];
    if (name) served.add(name);
  });
  return served;
}

/** GET on one instance directly (not through the balancer), with the page's session cookie. */
async function getFrom(request: APIRequestContext, instance: ClusterInstance, url: string) {
  const response = await request.get(new URL(url, instance.url).toString());
  return { status: response.status(), body: (await response.json().catch(() => ({}))) as Record<string, unknown> };
}

const reportBody = (title: string) => ({
  title,
  periodStart: '2025-01-01',
  periodEnd: '2025-06-30',
  summary: '250 mudas nativas plantadas na nascente.',
  treesPlanted: 250,
  status: 'published',
});

test('sign-up, Sair, login again, one wallet on both instances, a certified report whose evidence is on S3 and whose reward is minted once', async ({
  page,
}) => {
  const served = recordInstances(page);
  const person = await signUpNewPerson(page, { name: 'Helena Cluster' });
  await signOut(page);
  await signInWithPassword(page, person);
  await expect(page).toHaveURL('/painel');
  await expect(page.getByText('Olá, Helena Cluster.', { exact: false })).toBeVisible();

  const address = await activateWallet(page, PIN, 'senha de recuperação do cluster');
  // The same wallet whichever instance answers: its address and the salt it derives from, asked of each directly.
  const salts = new Set<string>();
  for (const instance of instances) {
    const wallet = await getFrom(page.request, instance, '/v1/wallets/evm');
    expect(wallet.status, `GET /v1/wallets/evm on ${instance.name}`).toBe(200);
    expect((wallet.body.data as { evm_address: string }).evm_address.toLowerCase()).toBe(address.toLowerCase());
    const salt = await getFrom(page.request, instance, '/v1/wallets/evm/get-salt');
    expect(salt.status, `GET /v1/wallets/evm/get-salt on ${instance.name}`).toBe(200);
    salts.add((salt.body.data as { salt: string }).salt);
  }
  expect(salts.size).toBe(1);

  // A published report with an evidence file, certified with the PIN.
  const title = `Nascente do cluster ${uniqueTag()}`;
  const report = await api<{ id: string }>(page, 'POST', '/v1/reports', reportBody(title));
  await page.goto(`/relatorios/editar/${report.id}`);
  const panel = page.getByRole('region', { name: 'Evidências' });
  await expect(panel.getByText('Nenhuma evidência anexada ainda.')).toBeVisible();
  const evidence = Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
      `% Laudo da nascente ${uniqueTag()}\nxref\n0 3\n0000000000 65535 f \ntrailer << /Size 3 /Root 1 0 R >>\nstartxref\n9\n%%EOF\n`,
  );
  await page
    .getByTestId('escolher-arquivos')
    .setInputFiles([{ name: 'laudo.pdf', mimeType: 'application/pdf', buffer: evidence }]);
  await expect(panel.getByTestId('attachment')).toHaveCount(1, { timeout: 30_000 });
  const code = await certifyFromReports(page, title, PIN);

  // The file is in the bucket, under its hash.
  const certificate = await getFrom(page.request, instances[0]!, `/v1/public/certificates/${code}`);
  expect(certificate.status).toBe(200);
  const listed = (certificate.body.data as { snapshot: { evidence: { name: string; sha256: string }[] } }).snapshot
    .evidence;
  expect(listed.map((e) => e.name)).toEqual(['laudo.pdf']);
  const s3 = new S3Client({
    endpoint: s3Settings.endpoint,
    region: s3Settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: s3Settings.accessKeyId, secretAccessKey: s3Settings.secretAccessKey },
  });
  try {
    const head = await s3.send(new HeadObjectCommand({ Bucket: s3Settings.bucket, Key: listed[0]!.sha256 }));
    expect(head.ContentLength).toBe(evidence.length);
  } finally {
    s3.destroy();
  }

  // Both rewards minted, each once: sent in the outbox, and exactly their sum on the chain.
  await expect
    .poll(
      async () =>
        (
          await sql<{ kind: string; reference: string; status: string }[]>`
            select kind, reference, status from reward_outbox where lower(recipient) = ${address.toLowerCase()} order by kind`
        ).map((r) => `${r.kind} ${r.reference === code ? 'código' : ''} ${r.status}`.replace(/\s+/g, ' ')),
      { timeout: 30_000 },
    )
    .toEqual(['certificate código sent', 'wallet_activation sent']);
  const provider = new JsonRpcProvider(process.env.CLUSTER_RPC_URL, undefined, { staticNetwork: true });
  try {
    const rdx = new Contract(
      process.env.CLUSTER_RDX_ADDRESS!,
      ['function balanceOf(address) view returns (uint256)'],
      provider,
    );
    expect(await rdx.getFunction('balanceOf')(address)).toBe(activationReward + certificateReward);
  } finally {
    provider.destroy();
  }
  await page.goto('/carteira');
  await expect(page.getByText('Recompensa pendente')).toHaveCount(0);

  // No stickiness: both instances answered this person's pages.
  expect([...served].sort()).toEqual(instances.map((i) => i.name).sort());
});

test('an invitation accepted, and a removal from the organisation refused at the next request on both instances', async ({
  page,
  browser,
}) => {
  const t = uniqueTag();
  const organizationName = `Coletivo Cluster ${t}`;
  const memberEmail = `membro-${t}@exemplo.com.br`;

  await signUpNewPerson(page, { name: 'Olívia Dona' });
  await page.goto('/organizacoes/criar');
  await page.getByLabel('Nome da organização').fill(organizationName);
  await page.getByLabel('Tipo').selectOption({ label: 'ONG / associação' });
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Organização criada')).toBeVisible();
  const organizationId = new URL(page.url()).pathname.split('/').pop()!;

  const form = page.getByRole('form', { name: 'Convidar pessoa' });
  await form.getByLabel('E-mail').fill(memberEmail);
  await form.getByLabel('Papel').selectOption({ label: 'Editor' });
  await form.getByRole('button', { name: 'Convidar' }).click();
  const notice = page.getByRole('status').filter({ hasText: `Convite criado para ${memberEmail}` });
  await expect(notice).toBeVisible();
  const invitationPath = new URL(await notice.getByRole('textbox', { name: 'Link do convite' }).inputValue()).pathname;

  // The invited person, in a browser of their own, signs up and accepts.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signUpNewPerson(member, { name: 'Mateus Membro', email: memberEmail });
  await member.goto(invitationPath);
  await expect(member.getByText('Editor', { exact: true })).toBeVisible();
  await member.getByRole('button', { name: 'Aceitar convite' }).click();
  await expect(member.getByText('Convite aceito')).toBeVisible();
  await expect(member.getByRole('heading', { name: organizationName, level: 1 })).toBeVisible();
  for (const instance of instances) {
    const seen = await getFrom(member.request, instance, `/v1/organizations/${organizationId}`);
    expect(seen.status, `member reads the organisation on ${instance.name}`).toBe(200);
  }

  // The owner removes him.
  await page.goto(`/organizacoes/${organizationId}`);
  await page.getByRole('button', { name: 'Remover Mateus Membro' }).click();
  const removed = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().includes('/members/'));
  await page
    .getByRole('alertdialog', { name: 'Remover Mateus Membro da organização?' })
    .getByRole('button', { name: 'Remover' })
    .click();
  expect((await removed).ok()).toBe(true);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByText('Mateus Membro')).toHaveCount(0);

  // His very next request, on either instance, is refused — the token he holds was issued while he was a member.
  for (const instance of instances) {
    const refused = await getFrom(member.request, instance, `/v1/organizations/${organizationId}`);
    expect([403, 404], `removed member on ${instance.name}: ${JSON.stringify(refused.body)}`).toContain(refused.status);
  }
  await member.reload();
  await expect(member.getByRole('heading', { name: organizationName, level: 1 })).toHaveCount(0);
  await memberContext.close();
});

test('a rate limit counted across instances: 12 unknown certificate codes a minute from an address, alternating instances', async ({
  request,
}) => {
  // A client address of this test's own (the instances trust X-Forwarded-For from 127.0.0.1, as from the balancer).
  const client = `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
  const statuses: number[] = [];
  for (let i = 0; i < 14; i++) {
    const instance = instances[i % instances.length]!;
    const code = Array.from(
      { length: 10 },
      () => 'ABCDEFGHJKMNPQRSTVWXYZ23456789'[Math.floor(Math.random() * 30)],
    ).join('');
    const response = await request.get(`${instance.url}/v1/public/certificates/${code}`, {
      headers: { 'x-forwarded-for': client },
    });
    statuses.push(response.status());
    if (response.status() === 429) {
      expect((await response.json()).error.message).toMatch(/Muitas/);
      expect(response.headers()['retry-after']).toBeTruthy();
    }
  }
  // docs/design.md: "an unknown code costs 5, so guessing gets 12 tries a minute from an address" — on one instance
  // each would have given 24.
  expect(statuses).toEqual([...Array<number>(12).fill(404), 429, 429]);
});

test('SIGKILL of one instance while writes go through the balancer: the other keeps serving, no acknowledged write lost', async ({
  page,
}) => {
  await signUpNewPerson(page, { name: 'Rita Resiliente' });
  const origin = new URL(page.url()).origin;
  const run = uniqueTag();
  const victim = instances[1]!;
  const survivor = instances[0]!;

  interface Write {
    n: number;
    status: number;
    instance?: string;
    id?: string;
    afterKill: boolean;
  }
  const writes: Write[] = [];
  let killed = false;
  let stop = false;
  // Two writers at once, each sending its next write when the previous one is answered.
  const writer = async (lane: number) => {
    for (let n = lane; !stop; n += 2) {
      const afterKill = killed;
      const response = await page.request
        .post(`${origin}/v1/reports`, {
          headers: { origin, 'content-type': 'application/json' },
          data: JSON.stringify(reportBody(`Escrita ${run} nº ${n}`)),
          failOnStatusCode: false,
        })
        .catch((err: Error) => {
          console.log(`  write nº ${n}: ${err.message.split('\n')[0]}`);
          return undefined;
        });
      const status = response?.status() ?? 0;
      const id =
        status === 201 || status === 200 ? ((await response!.json()) as { data: { id: string } }).data.id : undefined;
      writes.push({ n, status, instance: response?.headers()['x-raiz-instance'], id, afterKill });
    }
  };
  const writers = [writer(0), writer(1)];
  const acknowledged = () => writes.filter((w) => w.id);

  await expect.poll(() => acknowledged().filter((w) => w.instance === victim.name).length).toBeGreaterThanOrEqual(5);
  process.kill(victim.pid, 'SIGKILL');
  killed = true;
  await expect
    .poll(() => acknowledged().filter((w) => w.afterKill).length, { timeout: 30_000 })
    .toBeGreaterThanOrEqual(40);
  stop = true;
  await Promise.all(writers);

  // The instance is gone; the balancer still answers, from the other.
  expect(() => process.kill(victim.pid, 0)).toThrow();
  const ready = await page.request.get(`${origin}/readyz`);
  expect(ready.status()).toBe(200);
  expect(ready.headers()['x-raiz-instance']).toBe(survivor.name);
  // And the person keeps using the app: her panel, then the list with her reports.
  await page.goto('/painel');
  await expect(page.getByText('Olá, Rita Resiliente.', { exact: false })).toBeVisible();
  await page.goto(`/relatorios?q=${encodeURIComponent(`Escrita ${run}`)}`);
  await expect(page.getByText(`Escrita ${run} nº`).first()).toBeVisible();

  // Unanswered writes: at most two per writer — the one in flight at the kill, and one sent on a keep-alive connection
  // the balancer still held to the killed instance (HAProxy then drops the client's connection, for it to retry).
  // Never acknowledged, so a client retries them. After the kill, only the survivor acknowledges, and the last 20 writes
  // all went through.
  const failed = writes.filter((w) => !w.id);
  expect(failed.length, JSON.stringify(failed)).toBeLessThanOrEqual(4);
  expect(writes.filter((w) => w.id && w.afterKill && w.instance !== survivor.name)).toEqual([]);
  expect(writes.slice(-20).filter((w) => !w.id || w.instance !== survivor.name)).toEqual([]);

  // Every acknowledged write is there, read from the survivor and from the database.
  const acks = acknowledged();
  for (const write of acks) {
    const stored = await getFrom(page.request, survivor, `/v1/reports/${write.id}`);
    expect(stored.status, `report nº ${write.n}`).toBe(200);
    expect((stored.body.data as { title: string }).title).toBe(`Escrita ${run} nº ${write.n}`);
  }
  const rows = await sql<{ id: string }[]>`select id from reports where title like ${`Escrita ${run} nº %`}`;
  const ids = new Set(rows.map((r) => r.id));
  expect(acks.filter((w) => !ids.has(w.id!))).toEqual([]);
  console.log(
    `  writes: ${writes.length} sent, ${acks.length} acknowledged (${acks.filter((w) => w.instance === victim.name).length} by ${victim.name} before its kill), ${failed.length} unanswered around the kill (${failed.map((w) => w.status || 'connection reset').join(', ') || 'none'})`,
  );
});
