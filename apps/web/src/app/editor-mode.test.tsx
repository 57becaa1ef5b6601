// Editor mode as the shell shows it (header, bottom bar), driven by small forms of this test: the real create/edit
// forms plug in the same way (lib/use-record-form.ts) and are tested with their features.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useEditorMode } from '../lib/editor-mode';
import { clearLocalSession, loginSession } from '../lib/session/session-store';
import { RootLayout } from './layouts/root-layout';
import { sessionUser } from '../test/session-users';

const ana = sessionUser('ana');

/** A button that leaves by code (navigate()), as "Voltar" buttons and save handlers do. */
function GoToProjects() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate('/projetos')}>
      Ir para projetos
    </button>
  );
}

/** A one-field form using editor mode as the real ones do: on while there are unsaved changes. */
function NameForm({ onSave }: { onSave?: (name: string) => Promise<void> | void }) {
  const [saved, setSaved] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  useEditorMode({
    text: 'Novo projeto — alterações não salvas',
    active: name !== saved,
    onSave: async () => {
      if (name.trim().length < 3) {
        setError('Informe pelo menos 3 caracteres.');
        return;
      }
      await onSave?.(name);
      setSaved(name);
    },
    onCancel: () => setName(saved),
  });
  return (
    <form>
      <label htmlFor="name">Nome do projeto</label>
      <input id="name" value={name} onChange={(e) => setName(e.target.value)} />
      {error && <p>{error}</p>}
      <p>Salvo: {saved || '(nada)'}</p>
      <Link to="/projetos">Ver projetos</Link>
      <GoToProjects />
    </form>
  );
}

function renderShell(form = <NameForm />) {
  return render(
    <MemoryRouter initialEntries={['/projetos/criar']}>
      <Routes>
        <Route element={<RootLayout />}>
          <Route path="/projetos/criar" element={form} />
          <Route path="/projetos" element={<h1>Projetos</h1>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

const bottomNav = () => screen.queryByRole('navigation', { name: 'Navegação principal' });
const discardDialog = () => screen.findByRole('alertdialog', { name: 'Descartar alterações?' });

beforeEach(() => {
  clearLocalSession();
  loginSession(ana);
});

describe('editor mode in the shell (docs/product.md §2)', () => {
  it('turns on with the first change: thin header bar with the text, bottom bar Cancelar/Salvar; Cancelar ends it', async () => {
    const user = userEvent.setup();
    renderShell();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Salvar' })).toBeEnabled();
    // The bottom bar is its own chunk, loaded for a logged-in person (root-layout.tsx).
    expect(await screen.findByRole('navigation', { name: 'Navegação principal' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Nome do projeto'), 'Viveiro');
    const header = screen.getByRole('banner');
    expect(header).toHaveTextContent('Novo projeto — alterações não salvas');
    expect(within(header).queryByRole('link')).not.toBeInTheDocument();
    expect(within(header).queryByRole('button')).not.toBeInTheDocument();
    expect(bottomNav()).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.click(within(await discardDialog()).getByRole('button', { name: 'Descartar' }));
    expect(screen.getByLabelText('Nome do projeto')).toHaveValue('');
    expect(bottomNav()).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Salvar' })).toBeInTheDocument();
  });

  it('the bottom bar’s buttons show a ring in the text colour on focus; Esc closes the dialog and focus returns to Cancelar', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.type(screen.getByLabelText('Nome do projeto'), 'Viveiro');
    const save = screen.getByRole('button', { name: 'Salvar' });
    // Not the theme's light ring, lost on the white bar: an explicit outline in the foreground colour.
    expect(save).toHaveClass('focus-visible:outline-3', 'focus-visible:outline-fg');
    const cancel = screen.getByRole('button', { name: 'Cancelar' });
    expect(cancel).toHaveClass('focus-visible:outline-fg');

    await user.click(cancel);
    expect(await discardDialog()).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(cancel).toHaveFocus();
    expect(screen.getByLabelText('Nome do projeto')).toHaveValue('Viveiro');
  });

  it('Salvar in the bottom bar runs the form’s save and editor mode ends', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.type(screen.getByLabelText('Nome do projeto'), 'Viveiro comunitário');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Salvo: Viveiro comunitário')).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Navegação principal' })).toBeInTheDocument();
  });

  it('the header’s Salvar runs the same save (here, the form’s validation answers)', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText('Informe pelo menos 3 caracteres.')).toBeInTheDocument();
  });

  it('Salvar reads "Salvando..." while the save is running; both buttons wait', async () => {
    let finish: () => void = () => {};
    const slowSave = () => new Promise<void>((resolve) => (finish = resolve));
    const user = userEvent.setup();
    renderShell(<NameForm onSave={slowSave} />);
    await user.type(screen.getByLabelText('Nome do projeto'), 'Horta escolar');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByRole('button', { name: 'Salvando...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await act(async () => finish());
    expect(await screen.findByRole('navigation', { name: 'Navegação principal' })).toBeInTheDocument();
    expect(screen.queryByText('Salvando...')).not.toBeInTheDocument();
  });

  it('a form that saves by itself can report it (isSaving) and the shell shows "Salvando..."', () => {
    function SelfSaving() {
      useEditorMode({ text: 'Editando', onSave: () => {}, onCancel: () => {}, isSaving: true });
      return null;
    }
    renderShell(<SelfSaving />);
    expect(screen.getByRole('button', { name: 'Salvando...' })).toBeDisabled();
  });

  it('ends when the form leaves the screen', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.type(screen.getByLabelText('Nome do projeto'), 'Horta');
    expect(bottomNav()).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ver projetos' }));
    await user.click(within(await discardDialog()).getByRole('button', { name: 'Descartar' }));
    expect(await screen.findByRole('heading', { name: 'Projetos' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Criar Projeto' })).toBeInTheDocument();
    expect(bottomNav()).toBeInTheDocument();
  });

  it('the header’s Salvar waits while no form is on the screen', () => {
    render(
      <MemoryRouter initialEntries={['/projetos/criar']}>
        <Routes>
          <Route element={<RootLayout />}>
            <Route path="/projetos/criar" element={<p>Carregando...</p>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Salvar' })).toBeDisabled();
  });
});

describe('leaving a form with unsaved changes', () => {
  it('Cancelar asks "Descartar alterações?": "Continuar editando" keeps everything, "Descartar" cancels', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.type(screen.getByLabelText('Nome do projeto'), 'Viveiro');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    const dialog = await discardDialog();
    expect(dialog).toHaveTextContent('inclusive o rascunho guardado neste navegador');
    await user.click(within(dialog).getByRole('button', { name: 'Continuar editando' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Nome do projeto')).toHaveValue('Viveiro');
    expect(screen.getByRole('banner')).toHaveTextContent('Novo projeto — alterações não salvas');

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.click(within(await discardDialog()).getByRole('button', { name: 'Descartar' }));
    expect(screen.getByLabelText('Nome do projeto')).toHaveValue('');
    expect(bottomNav()).toBeInTheDocument();
  });

  it('Cancelar without changes leaves at once', async () => {
    const onCancel = vi.fn();
    function Untouched() {
      useEditorMode({ text: 'Editando', onSave: () => {}, onCancel, hasChanges: () => false });
      return null;
    }
    const user = userEvent.setup();
    renderShell(<Untouched />);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('a link or navigate() away asks first; "Descartar" throws the changes away, then goes', async () => {
    const onDiscard = vi.fn();
    function Form() {
      const [name, setName] = useState('');
      useEditorMode({ text: 'Editando', active: name !== '', onSave: () => {}, onCancel: () => {}, onDiscard });
      return (
        <>
          <label htmlFor="n">Nome do projeto</label>
          <input id="n" value={name} onChange={(e) => setName(e.target.value)} />
          <Link to="/projetos">Ver projetos</Link>
          <GoToProjects />
        </>
      );
    }
    const user = userEvent.setup();
    renderShell(<Form />);
    await user.type(screen.getByLabelText('Nome do projeto'), 'Horta');

    await user.click(screen.getByRole('link', { name: 'Ver projetos' }));
    await user.click(within(await discardDialog()).getByRole('button', { name: 'Continuar editando' }));
    expect(screen.getByLabelText('Nome do projeto')).toHaveValue('Horta');
    expect(screen.queryByRole('heading', { name: 'Projetos' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ir para projetos' }));
    await user.click(within(await discardDialog()).getByRole('button', { name: 'Descartar' }));
    expect(onDiscard).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { name: 'Projetos' })).toBeInTheDocument();
  });

  it('nothing to lose, nothing asked: a form without changes leaves by its links at once', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole('link', { name: 'Ver projetos' }));
    expect(await screen.findByRole('heading', { name: 'Projetos' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
