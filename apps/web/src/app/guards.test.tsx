import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearLocalSession, loginSession } from '../lib/session/session-store';
import { dispatchToast } from '../lib/toast';
import { renderApp } from '../test/render-app';
import { protectedRoutes } from './route-table';
import { sessionUser } from '../test/session-users';

const ana = sessionUser('ana');

// Every screen the route table puts behind the login, with a sample id for each parameter: a route added to the
// table is checked here without anyone remembering to list it.
const protectedPaths = protectedRoutes.map((route) => route.path!.replace(/:\w+/g, 'x-1'));

const where = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  clearLocalSession();
  dispatchToast({ type: 'REMOVE_TOAST' });
});

/** Clicks "Entrar" (without leaving the page) and answers the page that login attempt will return to. */
async function enterAndReadReturnTo(): Promise<string | null> {
  const assign = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, origin: 'http://localhost:3000', assign });
  (await screen.findByRole('button', { name: 'Entrar' })).click();
  expect(assign).toHaveBeenCalledOnce();
  vi.restoreAllMocks();
  return sessionStorage.getItem('raiz-return-to');
}

describe('route guard, logged out', () => {
  it('walks the protected screens of the route table', () => {
    expect(protectedPaths).toEqual(expect.arrayContaining(['/painel', '/projetos/x-1/eventos/editar/x-1', '/certs']));
  });

  it.each(protectedPaths)('%s sends the visitor to /auth, and "Entrar" returns to it', async (path) => {
    renderApp(`${path}?aba=2`);
    expect(await screen.findByRole('heading', { name: 'Entrar na Raiz' })).toBeInTheDocument();
    expect(where()).toBe('/auth');
    expect(screen.queryByRole('navigation', { name: 'Navegação principal' })).not.toBeInTheDocument();
    expect(await enterAndReadReturnTo()).toBe(`${path}?aba=2`);
  });

  it('an invitation link says the login is for the invitation, and "Entrar" returns to it', async () => {
    renderApp('/convite/convite-123');
    expect(await screen.findByText('Entre ou crie sua conta para aceitar o convite.')).toBeInTheDocument();
    expect(where()).toBe('/auth');
    expect(await enterAndReadReturnTo()).toBe('/convite/convite-123');
  });

  it('other protected pages do not mention an invitation', async () => {
    renderApp('/carteira');
    await screen.findByRole('heading', { name: 'Entrar na Raiz' });
    expect(screen.queryByText(/aceitar o convite/)).not.toBeInTheDocument();
  });

  it('a plain "Entrar" returns to /painel, even after an earlier attempt that was left unfinished', async () => {
    const first = renderApp('/carteira');
    await screen.findByRole('heading', { name: 'Entrar na Raiz' });
    expect(await enterAndReadReturnTo()).toBe('/carteira');
    first.unmount();
    // That visitor never came back; the next one opens /auth directly.
    renderApp('/auth');
    expect(await enterAndReadReturnTo()).toBeNull();
  });

  it('a session that ends on a protected page keeps no page for the next login', async () => {
    loginSession(ana);
    renderApp('/projetos?aba=2');
    await screen.findByRole('heading', { name: 'Projetos' });
    act(() => clearLocalSession());
    expect(await screen.findByRole('heading', { name: 'Entrar na Raiz' })).toBeInTheDocument();
    expect(where()).toBe('/auth');
    expect(await enterAndReadReturnTo()).toBeNull();
  });

  it.each([
    ['/', 'Login'],
    ['/como-se-faz', 'Login'],
    ['/privacidade', 'Login'],
    ['/verificar/ABC123', 'Login'],
    ['/auth', 'Início'],
    ['/auth/qualquer/coisa', 'Início'],
  ])('public route %s shows the header button %s', async (path, button) => {
    renderApp(path);
    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('link', { name: button })).toBeInTheDocument();
    expect(where()).toBe(path);
  });
});

describe('route guard, logged in', () => {
  beforeEach(() => loginSession(ana));

  it.each(['/', '/auth'])('%s sends the user to /painel', async (path) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Painel' })).toBeInTheDocument();
    expect(where()).toBe('/painel');
  });

  it.each([
    ['/painel', 'Gerenciar Dados', '/relatorios'],
    ['/projetos', 'Criar Projeto', '/projetos/criar'],
    ['/relatorios', 'Criar Relatório', '/relatorios/criar'],
    ['/reports', 'Criar Relatório', '/relatorios/criar'],
    ['/conta', 'Painel', '/painel'],
    ['/carteira', 'Painel', '/painel'],
    ['/como-se-faz', 'Painel', '/painel'],
    ['/privacidade', 'Painel', '/painel'],
    ['/projetos/p-1/posts', 'Painel', '/painel'],
  ])('%s shows the header button %s → %s', async (path, name, href) => {
    renderApp(path);
    const link = await within(screen.getByRole('banner')).findByRole('link', { name });
    expect(link).toHaveAttribute('href', href);
  });

  it.each(['/relatorios/criar', '/relatorios/editar/r-1', '/projetos/criar', '/projetos/editar/p-1'])(
    '%s shows "Salvar" in the header',
    async (path) => {
      renderApp(path);
      // It saves the form on the screen (editor mode; see editor-mode.test.tsx).
      expect(await within(screen.getByRole('banner')).findByRole('button', { name: 'Salvar' })).toBeInTheDocument();
    },
  );

  it('shows the bottom bar with Projetos, Relatórios, Painel, Carteira and Conta', async () => {
    renderApp('/projetos');
    const nav = await screen.findByRole('navigation', { name: 'Navegação principal' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Projetos', 'Relatórios', 'Painel', 'Carteira', 'Conta']);
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/projetos',
      '/relatorios',
      '/painel',
      '/carteira',
      '/conta',
    ]);
    expect(within(nav).getByRole('link', { name: 'Projetos' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('hash links of reading A', () => {
  it('#login shows the authentication screen', async () => {
    renderApp('/#login');
    await screen.findByRole('heading', { name: 'Entrar na Raiz' });
    expect(where()).toBe('/auth');
  });

  it('#painel… sends a logged-out visitor to /auth, keeping /painel for after login', async () => {
    renderApp('/#painel/relatorios');
    await screen.findByRole('heading', { name: 'Entrar na Raiz' });
    expect(where()).toBe('/auth');
    expect(await enterAndReadReturnTo()).toBe('/painel');
  });

  it('any other hash falls back to the authentication screen', async () => {
    renderApp('/#qualquer-coisa');
    await screen.findByRole('heading', { name: 'Entrar na Raiz' });
    expect(where()).toBe('/auth');
  });

  it('#painel shows the panel, and #login redirects to it, for a logged-in user', async () => {
    loginSession(ana);
    renderApp('/#painel');
    await screen.findByRole('heading', { name: 'Painel' });
    expect(where()).toBe('/painel');
  });

  it('#login sends a logged-in user to the panel', async () => {
    loginSession(ana);
    renderApp('/#login');
    await screen.findByRole('heading', { name: 'Painel' });
    await waitFor(() => expect(where()).toBe('/painel'));
  });
});

describe('shell', () => {
  it('shows the app version at the bottom right and a toast area on every screen', async () => {
    renderApp('/como-se-faz');
    await screen.findByRole('heading', { name: 'Como se faz' });
    expect(screen.getByTestId('version-label')).toHaveTextContent('v0.0.0-test');
    expect(screen.getByRole('region', { name: 'Notificações' })).toBeInTheDocument();
  });

  it('shows "Página não encontrada" for an unknown path', async () => {
    renderApp('/nao-existe');
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
  });
});
