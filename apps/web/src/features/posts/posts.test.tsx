import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearLocalSession, loginSession } from '../../lib/session/session-store';
import { dispatchToast } from '../../lib/toast';
import { FakeContentApi, projectFields } from '../../test/fake-content-api';
import { renderApp } from '../../test/render-app';

// Whole route modules render here (lazy chunks compiled on first use, real providers): on a busy machine the first
// screen of a file can take several seconds to appear.
configure({ asyncUtilTimeout: 15_000 });
const ana = { id: 'u-ana', legacyUserId: null, username: 'ana', email: 'ana@raiz.dev', roles: ['user'], role: 'user' };
let api: FakeContentApi;

beforeEach(() => {
  clearLocalSession();
  loginSession(ana);
  dispatchToast({ type: 'REMOVE_TOAST' });
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
  api = new FakeContentApi().install();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

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
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.sent('POST')).toHaveLength(1));
    expect(api.sent('POST')[0]?.body).toEqual({ title: 'Mutirão', content: markdown, published: true });
    expect(await screen.findByText('Post publicado')).toBeInTheDocument();
  });
});
