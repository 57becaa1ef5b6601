import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useEditorMode } from '../lib/editor-mode';
import { clearLocalSession, loginSession } from '../lib/session/session-store';
import { dispatchToast } from '../lib/toast';
import { renderApp } from '../test/render-app';
import { RootLayout } from './layouts/root-layout';

const ana = { id: 'u-ana', legacyUserId: null, username: 'ana', email: 'ana@raiz.dev', roles: ['user'], role: 'user' };

beforeEach(() => {
  clearLocalSession();
  loginSession(ana);
  dispatchToast({ type: 'REMOVE_TOAST' });
});

describe('editor mode in the shell', () => {
  it('turns on when the person edits: thin header bar with the text, bottom bar Cancelar/Salvar; Cancelar turns it off', async () => {
    const user = userEvent.setup();
    renderApp('/projetos/criar');
    const name = await screen.findByLabelText('Nome do projeto');
    expect(screen.getByRole('navigation', { name: 'Navegação principal' })).toBeInTheDocument();

    await user.type(name, 'Viveiro comunitário');
    expect(screen.getByRole('banner')).toHaveTextContent('Editando projeto — alterações não salvas');
    expect(within(screen.getByRole('banner')).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Navegação principal' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(name).toHaveValue('');
    expect(await screen.findByRole('navigation', { name: 'Navegação principal' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Salvar' })).toBeInTheDocument();
  });

  it('Salvar runs the form’s save: the draft is kept and editor mode ends', async () => {
    const user = userEvent.setup();
    renderApp('/relatorios/criar');
    await user.type(await screen.findByLabelText('Título do relatório'), 'Relatório do 1º trimestre');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Rascunho salvo')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('raiz-rascunho-report')!)).toEqual({ title: 'Relatório do 1º trimestre', summary: '' });
    expect(screen.getByRole('navigation', { name: 'Navegação principal' })).toBeInTheDocument();
  });

  it('the header Salvar also saves, and the form’s validation answers in Portuguese', async () => {
    const user = userEvent.setup();
    renderApp('/projetos/criar');
    const name = await screen.findByLabelText('Nome do projeto');
    const save = within(screen.getByRole('banner')).getByRole('button', { name: 'Salvar' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText('Informe pelo menos 3 caracteres.')).toBeInTheDocument();
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });

  it('Salvar reads "Salvando..." while the save is running', async () => {
    let finish: () => void = () => {};
    function SlowForm() {
      const [dirty, setDirty] = useState(true);
      useEditorMode({
        text: 'Editando relatório',
        active: dirty,
        onSave: () =>
          new Promise<void>((resolve) => {
            finish = () => {
              setDirty(false);
              resolve();
            };
          }),
        onCancel: () => setDirty(false),
      });
      return <p>Formulário</p>;
    }
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/relatorios/criar']}>
        <Routes>
          <Route element={<RootLayout />}>
            <Route path="/relatorios/criar" element={<SlowForm />} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('banner')).toHaveTextContent('Editando relatório');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByRole('button', { name: 'Salvando...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await act(async () => finish());
    expect(await screen.findByRole('navigation', { name: 'Navegação principal' })).toBeInTheDocument();
    expect(screen.queryByText('Salvando...')).not.toBeInTheDocument();
  });

  it('ends when the form leaves the screen', async () => {
    function Form() {
      useEditorMode({ text: 'Editando projeto', onSave: () => {}, onCancel: () => {} });
      return <Link to="/projetos">Ver projetos</Link>;
    }
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/projetos/criar']}>
        <Routes>
          <Route element={<RootLayout />}>
            <Route path="/projetos/criar" element={<Form />} />
            <Route path="/projetos" element={<h1>Projetos</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('banner')).toHaveTextContent('Editando projeto');
    await user.click(screen.getByRole('link', { name: 'Ver projetos' }));
    expect(await screen.findByRole('heading', { name: 'Projetos' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Criar Projeto' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navegação principal' })).toBeInTheDocument();
  });
});
