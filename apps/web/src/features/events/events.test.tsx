import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FakeContentApi } from '../../test/fake-content-api';
import { projectFields } from '../../test/fake-content-api';
import { saveAndSend, setUpContentScreens } from '../../test/content-screens';
import { renderApp } from '../../test/render-app';
import { fillForm } from '../../test/fill-form';

let api: FakeContentApi;
setUpContentScreens((fake) => (api = fake));
let savedTz: string | undefined;

beforeEach(() => {
  savedTz = process.env.TZ;
  process.env.TZ = 'America/Sao_Paulo';
});
afterEach(() => {
  if (savedTz === undefined) delete process.env.TZ;
  else process.env.TZ = savedTz;
});

/** An event of the project starting at 08:00 in São Paulo, with nothing optional filled in. */
const eventFields = (projectId: string, fields: Record<string, unknown> = {}) => ({
  projectId,
  title: 'Oficina',
  description: '',
  startsAt: '2026-05-01T11:00:00.000Z',
  endsAt: null,
  location: '',
  capacity: null,
  ...fields,
});

describe('events of a project', { timeout: 20_000 }, () => {
  it('sends the local date and time as an instant with the zone, and lists it in pt-BR', async () => {
    const project = api.seed('projects', projectFields());
    const user = userEvent.setup();
    renderApp(`/projetos/${project.id}/eventos/criar`);
    await fillForm(user, {
      Título: 'Mutirão',
      Início: '2026-05-01T08:00',
      'Término (opcional)': '2026-05-01T12:30',
      'Vagas (opcional)': '1.000',
    });
    expect(await saveAndSend(user, api, 'POST')).toEqual({
      title: 'Mutirão',
      description: '',
      startsAt: '2026-05-01T08:00:00-03:00',
      endsAt: '2026-05-01T12:30:00-03:00',
      location: '',
      capacity: 1000,
    });
    const card = (await screen.findByRole('heading', { name: 'Mutirão' })).closest('article')!;
    expect(card).toHaveTextContent('01/05/2026 08:00 – 12:30');
    expect(card).toHaveTextContent('1.000 vagas');
  });

  it('requires the start and shows the instant back in local time to edit', async () => {
    const project = api.seed('projects', projectFields());
    const event = api.seed('events', eventFields(project.id, { title: 'Oficina' }));
    const user = userEvent.setup();
    renderApp(`/projetos/${project.id}/eventos/editar/${event.id}`);
    const start = await screen.findByLabelText('Início');
    expect(start).toHaveValue('2026-05-01T08:00');
    await user.clear(start);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Campo obrigatório.')).toBeInTheDocument();
    expect(api.sent('PATCH')).toHaveLength(0);
  });

  it('/events/editar/:id finds the project of the event', async () => {
    api.seed('projects', projectFields({ name: 'Outro' }));
    const project = api.seed('projects', projectFields());
    const event = api.seed('events', eventFields(project.id, { title: 'Visita' }));
    renderApp(`/events/editar/${event.id}`);
    expect(await screen.findByLabelText('Título')).toHaveValue('Visita');
    expect(screen.getByTestId('location')).toHaveTextContent(`/projetos/${project.id}/eventos/editar/${event.id}`);
  });
});
