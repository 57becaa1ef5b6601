import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeContentApi } from '../../test/fake-content-api';
import { projectFields } from '../../test/fake-content-api';
import { saveAndSend, setUpContentScreens } from '../../test/content-screens';
import { renderApp } from '../../test/render-app';

let api: FakeContentApi;
setUpContentScreens((fake) => (api = fake));

describe('posts of a project', { timeout: 20_000 }, () => {
  it('previews the Markdown sanitized and stores it exactly as typed', async () => {
    const project = api.seed('projects', projectFields());
    const user = userEvent.setup();
    renderApp(`/projetos/${project.id}/posts/criar`);
    await user.type(await screen.findByLabelText('Título'), 'Mutirão');
    const markdown = 'Plantamos **120 mudas**. <img src="x" onerror="alert(1)">';
    await user.click(screen.getByRole('textbox', { name: 'Conteúdo' }));
    await user.paste(markdown);
    await user.click(screen.getByRole('tab', { name: 'Pré-visualizar' }));
    const panel = screen.getByRole('tabpanel', { name: 'Pré-visualizar' });
    await waitFor(() => expect(panel.querySelector('strong')).toHaveTextContent('120 mudas'));
    expect(panel.querySelector('[onerror]')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Escrever' }));
    await user.click(screen.getByLabelText('Publicado'));
    expect(await saveAndSend(user, api, 'POST')).toEqual({ title: 'Mutirão', content: markdown, published: true });
    expect(await screen.findByText('Post publicado')).toBeInTheDocument();
  });

  it('a link away from a form with changes asks first; "Descartar" drops the draft and goes', async () => {
    const project = api.seed('projects', projectFields({ name: 'Mata Viva' }));
    const user = userEvent.setup();
    renderApp(`/projetos/${project.id}/posts/criar`);
    const trail = await screen.findByRole('navigation', { name: 'Trilha de navegação' });
    await user.type(screen.getByLabelText('Título'), 'Mutirão');
    expect(localStorage.length).toBe(1);

    await user.click(within(trail).getByRole('link', { name: 'Mata Viva' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Descartar alterações?' });
    await user.click(within(ask).getByRole('button', { name: 'Continuar editando' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/projetos/${project.id}/posts/criar`);
    expect(screen.getByLabelText('Título')).toHaveValue('Mutirão');

    await user.click(within(trail).getByRole('link', { name: 'Mata Viva' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Descartar alterações?' })).getByRole('button', {
        name: 'Descartar',
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^/projetos/${project.id}$`)),
    );
    expect(localStorage.length).toBe(0);
  });

  it('a form without changes leaves by a link at once', async () => {
    const project = api.seed('projects', projectFields({ name: 'Mata Viva' }));
    const user = userEvent.setup();
    renderApp(`/projetos/${project.id}/posts/criar`);
    const trail = await screen.findByRole('navigation', { name: 'Trilha de navegação' });
    await screen.findByLabelText('Título');
    await user.click(within(trail).getByRole('link', { name: 'Posts' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/projetos/${project.id}/posts`));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
