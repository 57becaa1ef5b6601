import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrorSchema } from '@raiz/domain';
import { DEFAULT_PRIVACY_CONTACT, privacyContactFrom } from '../../config/privacy-contact';
import { clearLocalSession, loginSession } from '../../lib/session/session-store';
import { renderApp } from '../../test/render-app';
import { sessionUser } from '../../test/session-users';

const ana = sessionUser('ana');

beforeEach(() => {
  clearLocalSession();
  // The screens behind these tests ask the API for their data: an empty answer is enough here.
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(apiErrorSchema.parse({ error: { code: 'not_found', message: 'x' } })), {
          status: 404,
        }),
    ),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/privacidade', () => {
  it('opens logged out, with a table of contents whose every link reaches its section', async () => {
    renderApp('/privacidade');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacidade' })).toBeInTheDocument();
    expect(document.title).toBe('Privacidade · Raiz');
    const toc = screen.getByRole('navigation', { name: 'Nesta página' });
    const titles = [
      'Em poucas palavras',
      'O que guardamos, por quê e por quanto tempo',
      'Quem vê e com quem compartilhamos',
      'Como protegemos seus dados',
      'Seus direitos e como exercê-los',
      'Fale conosco',
      'Mudanças nesta página',
    ];
    expect(within(toc).getAllByRole('link')).toHaveLength(titles.length);
    for (const title of titles) {
      const href = within(toc).getByRole('link', { name: title }).getAttribute('href')!;
      expect(document.getElementById(href.slice(1)), title).toHaveAccessibleName(title);
    }
  });

  it('says, for each kind of data, what, why, the legal basis, where, how long and who sees it', async () => {
    renderApp('/privacidade');
    const data = await screen.findByRole('region', { name: 'O que guardamos, por quê e por quanto tempo' });
    const kinds = within(data).getAllByRole('article');
    expect(kinds.map((k) => within(k).getByRole('heading').textContent)).toEqual([
      'Seu perfil',
      'Como você entra',
      'CPF',
      'Conta no provedor de acesso da Raiz',
      'Carteira',
      'Sessões e cookies',
      'Seus projetos, relatórios, posts, eventos e produtos',
      'Fotos e documentos anexados',
      'Organizações e convites',
      'Certificados',
      'Tokens RDX e blockchain',
      'Registros técnicos e proteção contra abuso',
      'No seu navegador',
    ]);
    for (const kind of kinds) {
      const terms = kind.querySelectorAll('dt');
      expect([...terms].map((t) => t.textContent)).toEqual([
        'O quê',
        'Para quê',
        'Base legal',
        'Onde fica',
        'Por quanto tempo',
        'Quem vê',
      ]);
      for (const term of terms) expect(term.nextElementSibling?.textContent?.trim(), kind.id).toBeTruthy();
    }
    // Each basis names an item of LGPD art. 7 (the browser's own storage needs none: Raiz never receives it).
    const bases = kinds.map(
      (k) =>
        [...k.querySelectorAll('dt')].find((t) => t.textContent === 'Base legal')!.nextElementSibling!.textContent!,
    );
    expect(bases.slice(0, -1).every((basis) => /art\. 7º, (I|V|IX)\)/.test(basis))).toBe(true);
  });

  it('explains how to exercise every right of LGPD art. 18, and whom to write to', async () => {
    renderApp('/privacidade');
    const rights = await screen.findByRole('region', { name: 'Seus direitos e como exercê-los' });
    const titles = within(rights)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    for (const [right, item] of [
      ['Confirmação', 'I'],
      ['Acesso', 'II'],
      ['Correção', 'III'],
      ['Anonimização', 'IV'],
      ['Portabilidade', 'V'],
      ['Eliminação', 'VI'],
      ['Informação sobre com quem compartilhamos', 'VII'],
      ['Informação sobre não consentir', 'VIII'],
      ['Revogação do consentimento', 'IX'],
    ]) {
      expect(
        titles.some((t) => t!.startsWith(right!) && t!.endsWith(`(art. 18, ${item})`)),
        right,
      ).toBe(true);
    }
    expect(within(rights).getAllByRole('link', { name: 'Conta' })[0]).toHaveAttribute('href', '/conta');
    expect(within(rights).getAllByText('Baixar meus dados', { selector: 'strong' })).toHaveLength(2);
    const contact = screen.getByRole('region', { name: 'Fale conosco' });
    expect(within(contact).getByRole('link', { name: DEFAULT_PRIVACY_CONTACT })).toHaveAttribute(
      'href',
      `mailto:${DEFAULT_PRIVACY_CONTACT}`,
    );
  });
});

describe('the privacy link', () => {
  it.each(['/', '/auth', '/como-se-faz', '/nao-existe'])('is in the footer of %s, logged out', async (path) => {
    renderApp(path);
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Privacidade' })).toHaveAttribute('href', '/privacidade');
  });

  it('is in the footer when logged in, and takes the person to /privacidade', async () => {
    loginSession(ana);
    const user = userEvent.setup();
    renderApp('/conta');
    await user.click(within(await screen.findByRole('contentinfo')).getByRole('link', { name: 'Privacidade' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacidade' })).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/privacidade');
  });

  it('is on the login screen, next to the sign-up', async () => {
    renderApp('/auth');
    await screen.findByRole('heading', { name: 'Entrar na Raiz' });
    expect(screen.getByRole('link', { name: 'como a Raiz trata seus dados' })).toHaveAttribute('href', '/privacidade');
  });
});

describe('VITE_PRIVACY_CONTACT', () => {
  it('defaults to the project address when unset or blank, and keeps a valid address', () => {
    expect(privacyContactFrom(undefined)).toBe(DEFAULT_PRIVACY_CONTACT);
    expect(privacyContactFrom('  ')).toBe(DEFAULT_PRIVACY_CONTACT);
    expect(privacyContactFrom(' dpo@ong.org.br ')).toBe('dpo@ong.org.br');
  });

  it.each(['privacidade', 'https://raiz.org.br/contato', 'a@b', 'Fulano <a@b.com>'])('refuses %s', (value) => {
    expect(() => privacyContactFrom(value)).toThrow('VITE_PRIVACY_CONTACT deve ser um endereço de e-mail');
  });
});
