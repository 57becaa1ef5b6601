import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrorSchema, type ApiError } from '@raiz/domain';
import { hashUserId } from '@raiz/domain/wallet/hash-user-id';
import { decryptPinBackup } from '@raiz/domain/wallet/pin-backup';
import { recoverMessageSigner } from '@raiz/domain/wallet/sign-message';
import {
  bindWalletAddressResponseSchema,
  walletResponseSchema,
  okResponseSchema,
  recoverPinResponseSchema,
  saltResponseSchema,
  walletChallengeResponseSchema,
} from '@raiz/domain/wallet/wallet-schemas';
import { renderApp } from '../../test/render-app';
import { setUpScreens } from '../../test/screen-hooks';
import { PIN, ana, boundWallet, hashes, salt, userId } from '../../test/wallet-fixtures';
import { fillForm } from '../../test/fill-form';

const bound = boundWallet;
const challengeId = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const failure = (status: number, error: ApiError['error']) => json(apiErrorSchema.parse({ error }), status);

interface Request {
  method: string;
  url: string;
  body: unknown;
}
let requests: Request[];
let evmAddress: string | null;
/** Rewards the server's outbox has not minted yet (GET /v1/wallets/evm `rewards_pending`). */
let rewardsPending: number;
let hashedCpf: string | null;
let storedBackup: string | null;

/**
 * The wallet and recovery API as these screens see them (the server's own tests cover the server). Every answer goes
 * through the endpoint's response schema (or the error schema), so the fake cannot drift from the server.
 */
function answer({ method, url, body }: Request): Response {
  const dataTableA = () => ({ ...hashes, hashed_cpf: hashedCpf, evm_address: evmAddress });
  if (url === '/v1/wallets/evm') {
    return json(walletResponseSchema.parse({ data: { ...dataTableA(), rewards_pending: rewardsPending } }));
  }
  if (url === '/v1/wallets/evm/get-salt') return json(saltResponseSchema.parse({ data: { salt } }));
  if (url === '/v1/wallets/evm/challenge') {
    return json(
      walletChallengeResponseSchema.parse({
        data: {
          challengeId,
          message: 'Raiz: vincular carteira\nnonce: 42',
          expiresAt: new Date(Date.now() + 3e5).toISOString(),
        },
      }),
    );
  }
  if (url === '/v1/wallets/evm/address') {
    const b = body as { address: string; signature: string; challengeId: string };
    if (recoverMessageSigner('Raiz: vincular carteira\nnonce: 42', b.signature) !== b.address) {
      return failure(400, { code: 'bad_request', message: 'Assinatura inválida.' });
    }
    evmAddress = b.address;
    return json(
      bindWalletAddressResponseSchema.parse({ data: { ...dataTableA(), reward_tx_hash: null, reward_pending: true } }),
    );
  }
  if (url === '/v1/recovery/pin-backup' && method === 'PUT') {
    storedBackup = (body as { encrypted_pin: string }).encrypted_pin;
    return json(okResponseSchema.parse({ data: { ok: true } }));
  }
  if (url === '/v1/recovery/recover-pin') {
    return storedBackup
      ? json(recoverPinResponseSchema.parse({ data: { encrypted_pin: storedBackup } }))
      : failure(404, { code: 'not_found', message: 'Nenhum backup de PIN encontrado.' });
  }
  if (url === '/v1/chain/info') return failure(503, { code: 'chain_unavailable', message: 'Blockchain indisponível.' });
  return failure(404, { code: 'not_found', message: `sem rota ${url}` });
}

setUpScreens(ana);
beforeEach(() => {
  requests = [];
  evmAddress = null;
  rewardsPending = 0;
  hashedCpf = hashes.hashed_cpf;
  storedBackup = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const request = {
        method: init.method ?? 'GET',
        url,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      requests.push(request);
      return answer(request);
    }),
  );
});
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

// jsdom does not scroll: record what the screens ask to bring into view.
let scrolledIntoView: Element[];
beforeEach(() => {
  scrolledIntoView = [];
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledIntoView.push(this);
  };
});

/** A result brought to the person: scrolled into view and focused (what a screen reader then reads). */
async function expectRevealed(element: HTMLElement) {
  await waitFor(() => expect(element).toHaveFocus());
  expect(scrolledIntoView).toContain(element);
}

/** No request ever carries the PIN, in any field. */
function expectPinNeverSent(pin: string) {
  for (const r of requests) expect(JSON.stringify(r.body ?? '')).not.toContain(pin);
}

describe('/carteira before activation', () => {
  it('asks for the CPF first, with a link to Conta, when the person has none', async () => {
    hashedCpf = null;
    renderApp('/carteira');
    const link = await screen.findByRole('link', { name: 'Informar CPF em Conta' });
    expect(link).toHaveAttribute('href', '/conta');
    expect(screen.queryByLabelText('Crie um PIN de 6 dígitos')).not.toBeInTheDocument();
  });

  it('checks both PINs and the recovery password before deriving anything', async () => {
    const user = userEvent.setup();
    renderApp('/carteira');
    const pin = await screen.findByLabelText('Crie um PIN de 6 dígitos');
    expect(pin).toHaveAttribute('type', 'password');
    expect(pin).toHaveAttribute('inputmode', 'numeric');
    await user.type(pin, '12a34');
    expect(pin).toHaveValue('1234');
    await fillForm(user, { 'Repita o PIN': '123456', 'Senha de recuperação': 'curta' });
    await user.click(screen.getByRole('button', { name: 'Ativar carteira' }));
    expect(await screen.findByText('O PIN deve ter exatamente 6 dígitos.')).toBeInTheDocument();
    expect(screen.getByText('Os dois PINs não são iguais.')).toBeInTheDocument();
    expect(screen.getByText('A senha de recuperação deve ter pelo menos 12 caracteres.')).toBeInTheDocument();
    expect(screen.getByText('As duas senhas não são iguais.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
  });

  it('refuses an obvious new PIN (repeated digits, a straight run up or down) before deriving anything', async () => {
    const user = userEvent.setup();
    renderApp('/carteira');
    const pin = await screen.findByLabelText('Crie um PIN de 6 dígitos');
    const again = screen.getByLabelText('Repita o PIN');
    for (const obvious of ['111111', '123456', '000000', '987654']) {
      await user.clear(pin);
      await user.clear(again);
      await user.type(pin, obvious);
      await user.type(again, obvious);
      await user.click(screen.getByRole('button', { name: 'Ativar carteira' }));
      expect(
        await screen.findByText('Escolha um PIN menos óbvio: evite números repetidos ou em sequência.'),
      ).toBeInTheDocument();
      expect(pin).toHaveAttribute('aria-invalid', 'true');
    }
    expect(requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
  });

  it('activates: binds the derived address with a signed challenge and backs the PIN up encrypted', async () => {
    const user = userEvent.setup();
    renderApp('/carteira');
    await user.type(await screen.findByLabelText('Crie um PIN de 6 dígitos'), PIN);
    await user.type(screen.getByLabelText('Repita o PIN'), PIN);
    await fillForm(user, {
      'Senha de recuperação': 'uma senha bem longa',
      'Repita a senha de recuperação': 'uma senha bem longa',
    });
    await user.click(screen.getByRole('button', { name: 'Ativar carteira' }));

    expect(await screen.findByText('Carteira ativada!')).toBeInTheDocument();
    expect(await screen.findByTestId('wallet-address')).toHaveTextContent(bound.address);
    // The 100 RDX of a first activation are queued: the screen says so until the server says they arrived.
    expect(await screen.findByText(/Recompensa pendente/)).toBeInTheDocument();
    await expectRevealed(screen.getByRole('region', { name: 'Sua carteira' }));
    expect(requests.find((r) => r.url === '/v1/wallets/evm/address')?.body).toMatchObject({
      challengeId,
      address: bound.address,
    });
    const backup = requests.find((r) => r.url === '/v1/recovery/pin-backup')?.body as Record<string, string>;
    expect(backup.hashed_user_id_unsalted).toBe(hashUserId(userId));
    expect(await decryptPinBackup(backup.encrypted_pin!, 'uma senha bem longa')).toBe(PIN);
    expectPinNeverSent(PIN);
  });
});

describe('/carteira once activated', () => {
  beforeEach(() => {
    evmAddress = bound.address;
  });

  it('shows the address with a copy button, and the balance area', async () => {
    renderApp('/carteira');
    expect(await screen.findByTestId('wallet-address')).toHaveTextContent(bound.address);
    expect(screen.getByRole('button', { name: 'Copiar endereço' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Atualizar saldo' })).toBeInTheDocument();
    expect(
      await screen.findByText('A blockchain não está disponível agora; o saldo não pode ser lido.'),
    ).toBeInTheDocument();
  });

  it('says "Recompensa pendente" while a reward is on its way, and stops once it arrived', async () => {
    rewardsPending = 1;
    renderApp('/carteira');
    expect(await screen.findByText(/Recompensa pendente/)).toHaveTextContent(
      'Recompensa pendente: sua recompensa chega à carteira em instantes.',
    );
    rewardsPending = 0;
    // The screen asks again by itself while something is pending.
    await waitFor(() => expect(screen.queryByText(/Recompensa pendente/)).not.toBeInTheDocument(), { timeout: 8_000 });
  });

  it('signs data with the right PIN: success toast and an EIP-191 signature of the wallet', async () => {
    const user = userEvent.setup();
    renderApp('/carteira');
    const form = await screen.findByRole('form', { name: 'Assinar dados' });
    await fillForm(user, { 'Dados a assinar': 'Medição de 12/05: 35,5 tCO2e', PIN }, form);
    await user.click(within(form).getByRole('button', { name: 'Assinar dados' }));
    expect(await screen.findByText('Dados assinados com sucesso.')).toBeInTheDocument();
    const signature = (await screen.findByTestId('signature-value')).textContent!;
    expect(recoverMessageSigner('Medição de 12/05: 35,5 tCO2e', signature)).toBe(bound.address);
    await expectRevealed(screen.getByRole('status', { name: 'Assinatura' }));
    expectPinNeverSent(PIN);
  });

  it('refuses a wrong PIN with the destructive toast and shows no signature', async () => {
    const user = userEvent.setup();
    renderApp('/carteira');
    const form = await screen.findByRole('form', { name: 'Assinar dados' });
    await fillForm(user, { 'Dados a assinar': 'qualquer coisa', PIN: '000000' }, form);
    await user.click(within(form).getByRole('button', { name: 'Assinar dados' }));
    const toast = await screen.findByRole('alert', { name: '' });
    expect(toast).toHaveTextContent('Falha ao assinar: PIN incorreto.');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(screen.queryByTestId('signature-value')).not.toBeInTheDocument();
    expect(within(form).getByLabelText('PIN')).toHaveValue('');
  });

  it('asks for the data and the PIN before signing anything', async () => {
    const user = userEvent.setup();
    renderApp('/carteira');
    const form = await screen.findByRole('form', { name: 'Assinar dados' });
    await user.type(within(form).getByLabelText('Dados a assinar'), '   ');
    await user.click(within(form).getByRole('button', { name: 'Assinar dados' }));
    expect(await within(form).findByText('Escreva os dados que deseja assinar.')).toBeInTheDocument();
    expect(within(form).getByLabelText('PIN')).toHaveAccessibleDescription('Informe seu PIN.');
    expect(within(form).getByLabelText('Dados a assinar')).toHaveFocus();
    await user.type(within(form).getByLabelText('PIN'), '4829');
    await user.click(within(form).getByRole('button', { name: 'Assinar dados' }));
    expect(await within(form).findByText('O PIN deve ter exatamente 6 dígitos.')).toBeInTheDocument();
    expect(screen.queryByTestId('signature-value')).not.toBeInTheDocument();
  });

  it('checks the keystore export (a 6-digit PIN, a long enough password typed twice) before unlocking anything', async () => {
    const user = userEvent.setup();
    renderApp('/carteira');
    const form = await screen.findByRole('form', { name: 'Exportar arquivo de chave' });
    await fillForm(user, { PIN: '4829', 'Senha do arquivo': 'curta', 'Repita a senha do arquivo': 'outra' }, form);
    await user.click(within(form).getByRole('button', { name: 'Exportar arquivo de chave' }));
    const pin = within(form).getByLabelText('PIN');
    expect(await within(form).findByText('O PIN deve ter exatamente 6 dígitos.')).toBeInTheDocument();
    expect(pin).toHaveFocus();
    expect(pin).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Senha do arquivo')).toHaveAccessibleDescription(
      /A senha deve ter pelo menos 8 caracteres\.$/,
    );
    expect(within(form).getByLabelText('Repita a senha do arquivo')).toHaveAccessibleDescription(
      'As duas senhas não são iguais.',
    );

    await user.type(pin, '16');
    await user.type(within(form).getByLabelText('Senha do arquivo'), ' e longa');
    await user.click(within(form).getByRole('button', { name: 'Exportar arquivo de chave' }));
    expect(await within(form).findByText('As duas senhas não são iguais.')).toBeInTheDocument();
    expect(within(form).queryByText('O PIN deve ter exatamente 6 dígitos.')).not.toBeInTheDocument();
    expect(within(form).queryByText(/^A senha deve ter pelo menos/)).not.toBeInTheDocument();
    expect(requests.some((r) => r.url === '/v1/wallets/evm/get-salt')).toBe(false);
    expect(screen.queryByTestId('keystore-result')).not.toBeInTheDocument();
  });

  it('recovers the PIN with the recovery password, and refuses a wrong one', async () => {
    storedBackup = await (
      await import('@raiz/domain/wallet/pin-backup')
    ).encryptPinBackup(PIN, 'minha senha de recuperação');
    const user = userEvent.setup();
    renderApp('/carteira');
    const form = await screen.findByRole('form', { name: 'Recuperar PIN' });
    await user.type(within(form).getByLabelText('Senha de recuperação'), 'outra senha qualquer');
    await user.click(within(form).getByRole('button', { name: 'Recuperar PIN' }));
    const wrong = await within(form).findByText('Senha de recuperação incorreta ou backup corrompido.');
    await expectRevealed(wrong);

    await user.clear(within(form).getByLabelText('Senha de recuperação'));
    await user.type(within(form).getByLabelText('Senha de recuperação'), 'minha senha de recuperação');
    await user.click(within(form).getByRole('button', { name: 'Recuperar PIN' }));
    expect(await screen.findByTestId('recovered-pin')).toHaveTextContent(PIN);
    await expectRevealed(screen.getByTestId('recovered-pin').closest<HTMLElement>('[role="status"]')!);
    expect(requests.find((r) => r.url === '/v1/recovery/recover-pin')?.body).toEqual({
      hashed_user_id_unsalted: hashUserId(userId),
    });
    await user.click(screen.getByRole('button', { name: 'Ocultar PIN' }));
    await waitFor(() => expect(screen.queryByTestId('recovered-pin')).not.toBeInTheDocument());
  });
});
