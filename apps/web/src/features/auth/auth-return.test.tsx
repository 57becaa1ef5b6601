import Cookies from 'js-cookie';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearLocalSession, getSession } from '../../lib/session/session-store';
import { dispatchToast } from '../../lib/toast';
import { renderApp } from '../../test/render-app';
import { apiToken } from '../../test/tokens';
import { readOAuthReturn } from './oauth-return';

const token = apiToken({ id: 'u-ana', username: 'ana', email: 'ana@raiz.dev', roles: ['user'] });
const where = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  clearLocalSession();
  dispatchToast({ type: 'REMOVE_TOAST' });
});
afterEach(() => vi.restoreAllMocks());

describe('reading the login return (docs/product.md §5)', () => {
  it('is processed only with auth=success and an accessToken', () => {
    expect(readOAuthReturn('?auth=success')).toEqual({ kind: 'none' });
    expect(readOAuthReturn(`?accessToken=${token}`)).toEqual({ kind: 'none' });
    expect(readOAuthReturn(`?auth=success&accessToken=${token}`)).toMatchObject({ kind: 'success', isNewUser: false });
    expect(readOAuthReturn(`?auth=success&accessToken=${token}&isNewUser=true`)).toMatchObject({ isNewUser: true });
    expect(readOAuthReturn('?auth=error')).toEqual({ kind: 'error' });
  });
});

describe('/auth processing the login return', () => {
  it('logs in, greets, removes the query string and goes to /painel', async () => {
    renderApp(`/auth?auth=success&accessToken=${token}&isNewUser=false`);
    expect(await screen.findByText('Login bem-sucedido!')).toBeInTheDocument();
    expect(screen.getByText('Você está conectado.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Painel' })).toBeInTheDocument();
    expect(where()).toBe('/painel');
    expect(getSession()).toMatchObject({ isLoggedIn: true, user: { id: 'u-ana', username: 'ana', roles: ['user'] } });
    expect(JSON.parse(Cookies.get('user')!)).toMatchObject({ id: 'u-ana', email: 'ana@raiz.dev' });
  });

  it('says "Conta criada!" for a new account and returns to the page the person came from', async () => {
    sessionStorage.setItem('raiz-return-to', '/relatorios?pagina=2');
    renderApp(`/auth?auth=success&accessToken=${token}&isNewUser=true`);
    expect(await screen.findByText('Conta criada!')).toBeInTheDocument();
    expect(screen.getByText('Sua conta foi criada com sucesso.')).toBeInTheDocument();
    await waitFor(() => expect(where()).toBe('/relatorios?pagina=2'));
    expect(sessionStorage.getItem('raiz-return-to')).toBeNull();
  });

  it('never follows a saved page outside the site', async () => {
    sessionStorage.setItem('raiz-return-to', '//malicioso.example/roubo');
    renderApp(`/auth?auth=success&accessToken=${token}`);
    await waitFor(() => expect(where()).toBe('/painel'));
  });

  it('auth=error shows the destructive "Erro" toast and stays on /auth without the query', async () => {
    renderApp('/auth?auth=error');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erro');
    expect(alert).toHaveTextContent('Falha ao processar autenticação.');
    await waitFor(() => expect(where()).toBe('/auth'));
    expect(getSession().isLoggedIn).toBe(false);
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('a token that cannot be decoded is logged and shows the same error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/auth?auth=success&accessToken=isto-nao-e-um-jwt');
    expect(await screen.findByRole('alert')).toHaveTextContent('Falha ao processar autenticação.');
    expect(log).toHaveBeenCalled();
    expect(getSession().isLoggedIn).toBe(false);
  });

  it('"Entrar" leaves for the API login with origin + /auth as the way back', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, origin: 'http://localhost:3000', assign });
    renderApp('/auth');
    (await screen.findByRole('button', { name: 'Entrar' })).click();
    expect(assign).toHaveBeenCalledWith(`/v1/auth/login?redirect=${encodeURIComponent('http://localhost:3000/auth')}`);
  });
});
