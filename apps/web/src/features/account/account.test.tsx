import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiErrorSchema,
  deleteMeResponseSchema,
  logoutResponseSchema,
  meResponseSchema,
  type ApiError,
} from '@raiz/domain';
import { getSession } from '../../lib/session/session-store';
import { reloadTheme } from '../../lib/theme';
import { renderApp } from '../../test/render-app';
import { setUpScreens } from '../../test/screen-hooks';
import { apiToken } from '../../test/tokens';
import { sessionUser } from '../../test/session-users';

const ana = sessionUser('ana');

// Every fake answer goes through the endpoint's response schema (or the error schema), so it cannot drift from the server.
function me(overrides: { hasCpf?: boolean; username?: string } = {}) {
  return meResponseSchema.parse({
    data: {
      user: {
        id: 'u-ana',
        username: overrides.username ?? 'ana',
        email: 'ana@raiz.dev',
        name: 'Ana Souza',
        roles: ['user'],
      },
      dataTableA: {
        hashed_auth_provider_id: 'f'.repeat(64),
        hashed_cpf: overrides.hasCpf ? 'a'.repeat(64) : null,
        evm_address: null,
      },
      hasCpf: overrides.hasCpf ?? false,
    },
  });
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const failure = (status: number, error: ApiError['error']) => json(apiErrorSchema.parse({ error }), status);
const loggedOut = () => json(logoutResponseSchema.parse({ data: { ok: true } }));
const deleted = () => json(deleteMeResponseSchema.parse({ data: { ok: true } }));

/** The API as this page sees it (the server's own tests cover the server). */
let api: (method: string, url: string, body: unknown) => Response | Promise<Response>;
let requests: { method: string; url: string; body: unknown }[];

setUpScreens(ana);
beforeEach(() => {
  requests = [];
  api = (method) => (method === 'GET' ? json(me()) : json(me({ hasCpf: true })));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      requests.push({ method, url, body });
      return api(method, url, body);
    }),
  );
  reloadTheme();
});

/** Opens /conta and answers its text field `name` once it shows the stored `value`. */
async function contaField(name: string, value: string) {
  renderApp('/conta');
  const field = await screen.findByRole('textbox', { name });
  await waitFor(() => expect(field).toHaveValue(value));
  return field;
}

/** Replaces what the field shows with `text` and presses the button that saves it. */
async function retype(user: UserEvent, field: HTMLElement, text: string, save: string) {
  await user.clear(field);
  await user.type(field, text);
  await user.click(screen.getByRole('button', { name: save }));
}

describe('/conta', () => {
  it('shows the profile from GET /v1/me: name, e-mail, roles, CPF status', async () => {
    renderApp('/conta');
    const profile = await screen.findByRole('region', { name: 'Perfil' });
    expect(await within(profile).findByText('Ana Souza')).toBeInTheDocument();
    expect(within(profile).getByText('ana@raiz.dev')).toBeInTheDocument();
    expect(within(profile).getByText('Usuário')).toBeInTheDocument();
    expect(within(profile).getAllByText('Não informado')).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/v1/me' });
  });

  it('checks the CPF check digits before sending anything', async () => {
    const user = userEvent.setup();
    renderApp('/conta');
    const cpf = await screen.findByLabelText('CPF');
    await user.type(cpf, '12345678900');
    expect(cpf).toHaveValue('123.456.789-00');
    await user.click(screen.getByRole('button', { name: 'Salvar CPF' }));
    expect(await screen.findByText('CPF inválido.')).toBeInTheDocument();
    expect(cpf).toHaveAttribute('aria-invalid', 'true');
    expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);
  });

  it('asks for the CPF when "Salvar CPF" is pressed with the field empty', async () => {
    const user = userEvent.setup();
    renderApp('/conta');
    const cpf = await screen.findByLabelText('CPF');
    await user.click(screen.getByRole('button', { name: 'Salvar CPF' }));
    expect(await screen.findByText('Informe o CPF.')).toBeInTheDocument();
    expect(screen.queryByText('CPF inválido.')).not.toBeInTheDocument();
    expect(cpf).toHaveAttribute('aria-invalid', 'true');
    expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);
  });

  it('sends a valid CPF with PATCH /v1/me and hides the form once the CPF is set', async () => {
    const user = userEvent.setup();
    renderApp('/conta');
    await user.type(await screen.findByLabelText('CPF'), '529.982.247-25');
    await user.click(screen.getByRole('button', { name: 'Salvar CPF' }));
    expect(await screen.findByText('CPF cadastrado')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PATCH')).toEqual({
      method: 'PATCH',
      url: '/v1/me',
      body: { cpf: '52998224725' },
    });
    await waitFor(() => expect(screen.queryByLabelText('CPF')).not.toBeInTheDocument());
    expect(within(screen.getByRole('region', { name: 'Perfil' })).getByText('Informado')).toBeInTheDocument();
  });

  it("puts the server's field message on the CPF field", async () => {
    api = (method) =>
      method === 'GET'
        ? json(me())
        : failure(409, {
            code: 'conflict',
            message: 'Não foi possível salvar.',
            fields: { cpf: 'Este CPF já está vinculado a outra conta.' },
          });
    const user = userEvent.setup();
    renderApp('/conta');
    await user.type(await screen.findByLabelText('CPF'), '52998224725');
    await user.click(screen.getByRole('button', { name: 'Salvar CPF' }));
    expect(await screen.findByText('Este CPF já está vinculado a outra conta.')).toBeInTheDocument();
    expect(screen.getByLabelText('CPF')).toHaveFocus();
  });

  it('changes the username and the session follows it', async () => {
    api = (method, _url, body) =>
      method === 'GET' ? json(me()) : json(me({ username: (body as { username: string }).username }));
    const user = userEvent.setup();
    const field = await contaField('Nome de usuário', 'ana');
    await retype(user, field, 'ana.souza', 'Salvar nome de usuário');
    expect(await screen.findByText('Nome de usuário atualizado')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ username: 'ana.souza' });
    expect(getSession().user.username).toBe('ana.souza');
  });

  it('says so in Portuguese when the profile cannot be loaded, and keeps theme and Sair available', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api = () => failure(500, { code: 'internal_error', message: 'Erro interno do servidor.' });
    renderApp('/conta');
    expect(await screen.findByText('Não foi possível carregar seus dados agora.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Floresta' })).toBeChecked();
    expect(within(screen.getByRole('main')).getByRole('button', { name: 'Sair' })).toBeInTheDocument();
  });

  it('picks a theme and a mode, saved for the next visit', async () => {
    const user = userEvent.setup();
    renderApp('/conta');
    await user.click(await screen.findByRole('radio', { name: 'Mar' }));
    await user.click(screen.getByRole('radio', { name: 'Escuro' }));
    expect(JSON.parse(localStorage.getItem('raiz-theme')!)).toEqual({ name: 'sea', mode: 'dark' });
    expect(document.documentElement).toHaveAttribute('data-theme', 'sea');
    expect(document.documentElement).toHaveClass('dark');
  });

  it('"Sair" logs out on the server, clears the session and goes to /auth', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    api = (method, url) => (url === '/v1/auth/logout' ? loggedOut() : json(me()));
    const user = userEvent.setup();
    renderApp('/conta');
    await user.click(await within(await screen.findByRole('main')).findByRole('button', { name: 'Sair' }));
    expect(await screen.findByRole('heading', { name: 'Entrar na Raiz' })).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST' && r.url === '/v1/auth/logout')).toBe(true);
    expect(getSession().isLoggedIn).toBe(false);
  });

  it('"Sair" in the header of any screen logs out, as on /conta', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    api = (method, url) => (url === '/v1/auth/logout' ? loggedOut() : json(me()));
    const user = userEvent.setup();
    renderApp('/carteira');
    await user.click(await within(screen.getByRole('banner')).findByRole('button', { name: 'Sair' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Você saiu da sua conta.');
    expect(screen.getByTestId('location').textContent).toBe('/auth');
    expect(requests.some((r) => r.method === 'POST' && r.url === '/v1/auth/logout')).toBe(true);
    expect(getSession().isLoggedIn).toBe(false);
    // Logged out, the header offers no "Sair".
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: 'Sair' })).not.toBeInTheDocument();
  });

  it('"Sair" says "Você saiu da sua conta." and forgets /conta: whoever logs in next lands on /painel', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    api = (method, url) => (url === '/v1/auth/logout' ? loggedOut() : json(me()));
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      origin: 'http://localhost:3000',
      assign,
    });
    const user = userEvent.setup();
    const first = renderApp('/conta');
    await user.click(await within(await screen.findByRole('main')).findByRole('button', { name: 'Sair' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Você saiu da sua conta.');
    expect(screen.getByTestId('location').textContent).toBe('/auth');

    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(assign).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem('raiz-return-to')).toBeNull();
    first.unmount();

    // Bruno comes back from the identity provider on the same tab.
    renderApp(
      `/auth?auth=success&accessToken=${apiToken({ id: 'u-bruno', username: 'bruno', email: 'bruno@raiz.dev' })}`,
    );
    expect(await screen.findByRole('heading', { name: 'Painel' })).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/painel');
  });
});

describe('"Baixar meus dados"', () => {
  const zipBytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);
  const zip = () =>
    new Response(zipBytes, {
      status: 200,
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': 'attachment; filename="raiz-meus-dados-2026-03-14.zip"',
      },
    });
  /** What the page hands to the browser's downloads: the file's name and its bytes. */
  let saved: { name: string; blob: Blob }[];

  beforeEach(() => {
    saved = [];
    const blobs = new Map<string, Blob>();
    // jsdom has no object URLs: these stand in for the browser's, for this block's tests only.
    URL.createObjectURL = (blob: Blob) => {
      const url = `blob:raiz/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    };
    URL.revokeObjectURL = () => {};
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: blobs.get(this.href)! });
    });
  });

  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it("downloads the ZIP of GET /v1/me/export under the server's name, saying so while it is prepared", async () => {
    let answer!: (response: Response) => void;
    api = (method, url) =>
      url === '/v1/me/export' ? new Promise<Response>((resolve) => (answer = resolve)) : json(me());
    const user = userEvent.setup();
    renderApp('/conta');
    const section = await screen.findByRole('region', { name: 'Seus dados' });
    expect(within(section).getByRole('link', { name: 'política de privacidade' })).toHaveAttribute(
      'href',
      '/privacidade',
    );

    await user.click(within(section).getByRole('button', { name: 'Baixar meus dados' }));
    const pending = await within(section).findByRole('button', { name: 'Preparando arquivo...' });
    expect(pending).toBeDisabled();
    expect(requests.filter((r) => r.url === '/v1/me/export')).toEqual([
      { method: 'GET', url: '/v1/me/export', body: undefined },
    ]);

    answer(zip());
    expect(await screen.findByText('Download iniciado')).toBeInTheDocument();
    expect(screen.getByText('Seus dados estão no arquivo raiz-meus-dados-2026-03-14.zip.')).toBeInTheDocument();
    expect(saved.map((file) => file.name)).toEqual(['raiz-meus-dados-2026-03-14.zip']);
    expect(new Uint8Array(await saved[0]!.blob.arrayBuffer())).toEqual(zipBytes);
    expect(within(section).getByRole('button', { name: 'Baixar meus dados' })).toBeEnabled();
  });

  it('shows how much of the streamed ZIP has come, against the size the server expects', async () => {
    let push!: (bytes: Uint8Array) => void;
    let end!: () => void;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (bytes) => controller.enqueue(bytes);
        end = () => controller.close();
      },
    });
    api = (method, url) =>
      url === '/v1/me/export'
        ? new Response(body, {
            headers: {
              'Content-Type': 'application/zip',
              'Content-Disposition': 'attachment; filename="raiz-meus-dados-2026-03-14.zip"',
              'X-Approximate-Size': '3000000',
            },
          })
        : json(me());
    const user = userEvent.setup();
    renderApp('/conta');
    const section = await screen.findByRole('region', { name: 'Seus dados' });
    await user.click(within(section).getByRole('button', { name: 'Baixar meus dados' }));

    push(new Uint8Array(1_200_000).fill(7));
    expect(
      await within(section).findByRole('button', { name: 'Baixando... 1,2 MB de cerca de 3,0 MB' }),
    ).toBeDisabled();
    push(new Uint8Array(1_500_000).fill(8));
    expect(
      await within(section).findByRole('button', { name: 'Baixando... 2,7 MB de cerca de 3,0 MB' }),
    ).toBeDisabled();
    end();
    expect(await screen.findByText('Download iniciado')).toBeInTheDocument();
    expect(saved[0]!.blob.size).toBe(2_700_000);
    expect(within(section).getByRole('button', { name: 'Baixar meus dados' })).toBeEnabled();
  });

  it('says why in a toast when the download fails, and saves nothing', async () => {
    api = (method, url) =>
      url === '/v1/me/export'
        ? failure(429, { code: 'too_many_requests', message: 'Muitas tentativas. Aguarde um pouco e tente novamente.' })
        : json(me());
    const user = userEvent.setup();
    renderApp('/conta');
    await user.click(await screen.findByRole('button', { name: 'Baixar meus dados' }));

    expect(await screen.findByText('Não foi possível baixar seus dados')).toBeInTheDocument();
    expect(screen.getByText('Muitas tentativas. Aguarde um pouco e tente novamente.')).toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(screen.getByRole('button', { name: 'Baixar meus dados' })).toBeEnabled();
  });

  it('says the server could not be reached when the network fails', async () => {
    api = (method, url) => (url === '/v1/me/export' ? Promise.reject(new TypeError('Failed to fetch')) : json(me()));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderApp('/conta');
    await user.click(await screen.findByRole('button', { name: 'Baixar meus dados' }));

    expect(await screen.findByText('Não foi possível baixar seus dados')).toBeInTheDocument();
    expect(
      screen.getByText('Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.'),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});

describe('"Excluir minha conta"', () => {
  async function openDialog(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: 'Excluir minha conta' }));
    return screen.findByRole('alertdialog', { name: 'Excluir sua conta?' });
  }

  it('says what is deleted and what stays, and deletes only once EXCLUIR is typed', async () => {
    api = (method, url) => (method === 'DELETE' && url === '/v1/me' ? deleted() : json(me()));
    const user = userEvent.setup();
    renderApp('/conta');
    const dialog = await openDialog(user);
    expect(dialog).toHaveTextContent('os projetos, relatórios, posts, eventos e produtos do seu espaço pessoal');
    expect(dialog).toHaveTextContent('Certificado retirado a pedido do titular');
    // An organisation keeps what the person wrote there, and the certificates they signed for it.
    expect(dialog).toHaveTextContent('o que você escreveu no espaço de uma organização fica com ela');
    expect(dialog).toHaveTextContent('continuam válidos, com o nome público que você escolheu ao assinar');
    expect(dialog).toHaveTextContent('Se você for o único proprietário de uma organização');
    expect(dialog).toHaveTextContent('os tokens RDX já registrados na blockchain não podem ser apagados');

    const confirm = within(dialog).getByRole('button', { name: 'Excluir minha conta' });
    expect(confirm).toBeDisabled();
    const word = within(dialog).getByLabelText('Para confirmar, digite EXCLUIR');
    await user.type(word, 'EXCLUI');
    expect(confirm).toBeDisabled();
    await user.click(confirm);
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);

    await user.type(word, 'r');
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    expect(await screen.findByRole('status')).toHaveTextContent('Sua conta foi excluída.');
    expect(screen.getByTestId('location').textContent).toBe('/auth');
    expect(requests.filter((r) => r.method === 'DELETE')).toEqual([
      { method: 'DELETE', url: '/v1/me', body: undefined },
    ]);
    expect(getSession().isLoggedIn).toBe(false);
  });

  it('"Cancelar" deletes nothing and forgets the typed word', async () => {
    const user = userEvent.setup();
    renderApp('/conta');
    let dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Para confirmar, digite EXCLUIR'), 'excluir');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    dialog = await openDialog(user);
    expect(within(dialog).getByLabelText('Para confirmar, digite EXCLUIR')).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'Excluir minha conta' })).toBeDisabled();
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
    expect(getSession().isLoggedIn).toBe(true);
  });

  it('keeps the person logged in and says why when the deletion fails', async () => {
    api = (method) =>
      method === 'DELETE'
        ? failure(500, {
            code: 'internal_error',
            message: 'A API de recuperação não respondeu. Tente novamente em instantes.',
          })
        : json(me());
    const user = userEvent.setup();
    renderApp('/conta');
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Para confirmar, digite EXCLUIR'), 'excluir');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir minha conta' }));

    expect(await screen.findByText('Não foi possível excluir sua conta')).toBeInTheDocument();
    expect(screen.getByText('A API de recuperação não respondeu. Tente novamente em instantes.')).toBeInTheDocument();
    expect(getSession().isLoggedIn).toBe(true);
    expect(screen.getByTestId('location').textContent).toBe('/conta');
  });
});

describe("the person's name", () => {
  const joana = (name: string | null) =>
    meResponseSchema.parse({ data: { ...me().data, user: { ...me().data.user, username: 'joana', name } } });

  it('greets by the full name on /painel, or by the username when there is none', async () => {
    api = (_method, url) =>
      url === '/v1/me' ? json(joana('Joana Ribeiro da Silva')) : failure(500, { code: 'internal_error', message: 'x' });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = renderApp('/painel');
    expect(
      await screen.findByText('Olá, Joana Ribeiro da Silva. Este é o resumo do impacto dos seus projetos.'),
    ).toBeInTheDocument();
    view.unmount();

    api = (_method, url) =>
      url === '/v1/me' ? json(joana(null)) : failure(500, { code: 'internal_error', message: 'x' });
    renderApp('/painel');
    expect(await screen.findByText('Olá, joana. Este é o resumo do impacto dos seus projetos.')).toBeInTheDocument();
  });

  it('edits the full name on /conta, and the greeting follows it', async () => {
    let current = joana('Joana Ribeiro');
    api = (method, url, body) => {
      if (url !== '/v1/me') return failure(500, { code: 'internal_error', message: 'x' });
      if (method === 'PATCH') current = joana((body as { name: string }).name);
      return json(current);
    };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const field = await contaField('Nome completo', 'Joana Ribeiro');
    await retype(user, field, 'J', 'Salvar nome');
    expect(await screen.findByText('Informe seu nome completo.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);

    await retype(user, field, 'Joana Ribeiro da Silva', 'Salvar nome');
    expect(await screen.findByText('Nome atualizado')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ name: 'Joana Ribeiro da Silva' });

    await user.click(
      within(screen.getByRole('navigation', { name: 'Navegação principal' })).getByRole('link', { name: 'Painel' }),
    );
    expect(
      await screen.findByText('Olá, Joana Ribeiro da Silva. Este é o resumo do impacto dos seus projetos.'),
    ).toBeInTheDocument();
  });
});
