import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { projectResponseSchema } from '@raiz/domain';
import { loginSession } from '../../lib/session/session-store';
import { ana, setUpContentScreens } from '../../test/content-screens';
import { apiError, BRUNO_ID, projectFields, type FakeContentApi } from '../../test/fake-content-api';
import { renderApp } from '../../test/render-app';

// "Publicar no registro público" on a project's page (docs/registry.md): who is offered it, what the confirmation
// says, what is sent, and what the page shows afterwards.

let api: FakeContentApi;
setUpContentScreens((fake) => (api = fake));

const ORG_ID = '00000000-0000-4000-8000-0000000000e1';
const publication = () => screen.findByRole('region', { name: 'Registro público' });

/** A project of Instituto Mata Viva, owned by Bruno, in which this person has `role`. */
function organizationProject(role: 'admin' | 'editor') {
  const bruno = { id: BRUNO_ID, name: 'Bruno Lima', username: 'bruno', email: 'bruno@raiz.dev' };
  const orgs = api.organizations;
  orgs.seed({ id: ORG_ID, name: 'Instituto Mata Viva' }, [
    [bruno, 'owner'],
    [orgs.me, role],
  ]);
  return api.seed('projects', projectFields({ name: 'Da organização', ownerId: BRUNO_ID, organizationId: ORG_ID }));
}

describe('publishing a project to the registry', { timeout: 30_000 }, () => {
  it('asks first, says what becomes public and what never does, then shows it public with its link', async () => {
    const project = api.seed('projects', projectFields({ name: 'Mata Viva' }));
    const user = userEvent.setup();
    renderApp(`/projetos/${project.id}`);
    const panel = await publication();
    expect(within(panel).getByText('Não publicado')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Publicar no registro público' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Publicar “Mata Viva” no registro público?' });
    expect(dialog).toHaveTextContent('os relatórios publicados e certificados, com seus indicadores');
    expect(dialog).toHaveTextContent(
      'Rascunhos, posts não publicados, produtos inativos e dados das pessoas (nome, e-mail, CPF) nunca aparecem.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api.sent('PATCH')).toHaveLength(0);

    await user.click(within(panel).getByRole('button', { name: 'Publicar no registro público' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Projeto publicado no registro')).toBeInTheDocument();
    expect(api.sent('PATCH').map((r) => r.body)).toEqual([{ public: true, version: 1 }]);

    const after = await publication();
    expect(await within(after).findByText('Público')).toBeInTheDocument();
    expect(within(after).getByRole('link', { name: 'sua página no registro' })).toHaveAttribute(
      'href',
      '/registro/mata-viva',
    );
    expect(within(screen.getByRole('main')).getAllByText('Público')).toHaveLength(2); // the header's badge too
    expect(within(after).getByRole('button', { name: 'Retirar do registro' })).toBeInTheDocument();
  });

  it('withdraws a public project after confirming', async () => {
    const project = api.seed(
      'projects',
      projectFields({ name: 'Mata Viva', public: true, slug: 'mata-viva', publishedAt: '2025-05-01T12:00:00.000Z' }),
    );
    const user = userEvent.setup();
    renderApp(`/projetos/${project.id}`);
    await user.click(within(await publication()).getByRole('button', { name: 'Retirar do registro' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Retirar “Mata Viva” do registro?' });
    await user.click(within(dialog).getByRole('button', { name: 'Retirar do registro' }));
    expect(await screen.findByText('Projeto retirado do registro')).toBeInTheDocument();
    expect(api.sent('PATCH').map((r) => r.body)).toEqual([{ public: false, version: 1 }]);
    expect(await within(await publication()).findByText('Não publicado')).toBeInTheDocument();
  });

  it('shows its owners why the platform hid it', async () => {
    const project = api.seed(
      'projects',
      projectFields({
        name: 'Mata Viva',
        public: true,
        slug: 'mata-viva',
        publishedAt: '2025-05-01T12:00:00.000Z',
        hiddenReason: 'Fotos de outra área.',
      }),
    );
    renderApp(`/projetos/${project.id}`);
    const panel = await publication();
    expect(within(panel).getByText('Oculto')).toBeInTheDocument();
    expect(within(panel).getByRole('status')).toHaveTextContent(
      'A administração da plataforma ocultou este projeto do registro público.Motivo: Fotos de outra área.',
    );
    expect(within(panel).queryByRole('link', { name: 'sua página no registro' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByText('Público')).not.toBeInTheDocument();
  });

  it('is not offered on someone else’s personal project', async () => {
    const project = api.seed('projects', projectFields({ name: 'Do Bruno', ownerId: BRUNO_ID }));
    renderApp(`/projetos/${project.id}`);
    const panel = await publication();
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
  });

  it('in an organisation, offers it to its managers only and says why the server refused', async () => {
    const project = organizationProject('admin');
    api.failNext('PATCH', /^\/v1\/projects\//, () =>
      apiError(403, 'Seu papel nesta organização não permite esta ação.'),
    );
    const user = userEvent.setup();
    renderApp(`/projetos/${project.id}`);
    // Offered once the person's role (administrador) is known; the role changed meanwhile, and the server refuses.
    await user.click(await within(await publication()).findByRole('button', { name: 'Publicar no registro público' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Não foi possível publicar')).toBeInTheDocument();
    expect(screen.getByText('Seu papel nesta organização não permite esta ação.')).toBeInTheDocument();
    expect(within(await publication()).getByText('Não publicado')).toBeInTheDocument();
  });

  it('is not offered to an editor of the organisation, who is told who may publish', async () => {
    const project = organizationProject('editor');
    renderApp(`/projetos/${project.id}`);
    expect(await screen.findByRole('link', { name: 'Editar o projeto' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publicar no registro público' })).not.toBeInTheDocument();
    expect(
      within(await publication()).getByText(
        'Só proprietários e administradores da organização publicam o projeto ou o retiram do registro.',
      ),
    ).toBeInTheDocument();
  });

  it('lets a platform admin hide it with a reason, and let it back', async () => {
    loginSession({ ...ana, roles: ['user', 'admin'], role: 'admin' });
    api.organizations.me.admin = true;
    const project = api.seed(
      'projects',
      projectFields({
        name: 'Do Bruno',
        ownerId: BRUNO_ID,
        public: true,
        slug: 'do-bruno',
        publishedAt: '2025-05-01T12:00:00.000Z',
      }),
    );
    // The server's answer: the project with its reason (the fake stores it, so the page's refetch sees it too).
    const answerHidden = (reason: string | null) => () => {
      Object.assign(project, { hiddenReason: reason });
      const can = { edit: true, delete: true, publish: true, move: true, certify: false, revise: false };
      return new Response(JSON.stringify(projectResponseSchema.parse({ data: { ...project, can } })), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    };
    api.failNext('PUT', /\/hidden$/, answerHidden('Fotos de outra área.'));
    const user = userEvent.setup();
    renderApp(`/projetos/${project.id}`);
    const panel = await publication();
    await user.click(within(panel).getByRole('button', { name: 'Ocultar do registro' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Ocultar “Do Bruno” do registro?' });
    expect(within(dialog).getByRole('button', { name: 'Ocultar' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Motivo'), 'Fotos de outra área.');
    await user.click(within(dialog).getByRole('button', { name: 'Ocultar' }));
    expect(await screen.findByText('Projeto ocultado do registro')).toBeInTheDocument();
    expect(api.sent('PUT').map((r) => [r.path, r.body])).toEqual([
      [`/v1/projects/${project.id}/hidden`, { reason: 'Fotos de outra área.' }],
    ]);
    expect(await within(await publication()).findByText('Oculto')).toBeInTheDocument();

    api.failNext('DELETE', /\/hidden$/, answerHidden(null));
    await user.click(within(await publication()).getByRole('button', { name: 'Deixar de ocultar' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Deixar de ocultar' }));
    expect(await screen.findByText('Projeto de volta ao registro')).toBeInTheDocument();
    expect(api.sent('DELETE').map((r) => r.path)).toEqual([`/v1/projects/${project.id}/hidden`]);
    expect(await within(await publication()).findByText('Público')).toBeInTheDocument();
  });

  it('offers no hiding to anyone but a platform admin', async () => {
    const project = api.seed(
      'projects',
      projectFields({ name: 'Mata Viva', public: true, slug: 'mata-viva', publishedAt: '2025-05-01T12:00:00.000Z' }),
    );
    renderApp(`/projetos/${project.id}`);
    const panel = await publication();
    expect(within(panel).getByRole('button', { name: 'Retirar do registro' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Ocultar do registro' })).not.toBeInTheDocument();
  });
});
