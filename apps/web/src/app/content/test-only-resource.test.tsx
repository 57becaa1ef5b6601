// The content kit serves a resource that exists only here: its domain schemas, its kind (words, paths, tab, card) and
// its form, sorts, card and texts are declared in this file; registered beside the app's resources, it gets its routes
// from the route table's own helper, its tab and its card on the project page, and the fake API answers its collection
// through the schemas below. What a person sees (the project's card and tab, the empty list, creating, a field's
// error, the count, editing, deleting) is what any resource declared the same way gets.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  dataSchema,
  listQuerySchema,
  nonNegativeInteger,
  pageSchema,
  requiredText,
  rowMetaShape,
  textField,
  versionField,
} from '@raiz/domain';
import { CheckField, TextAreaField, TextField, UnitField } from '../../lib/content-kit/fields';
import { ResourceCard } from '../../lib/content-kit/resource-card';
import { FormSection } from '../../components/ui/form-layout';
import { ReportIcon } from '../../components/ui/icons';
import { Toaster } from '../../components/ui/toaster';
import { ProjectChildKindsContext } from '../../lib/content-kit/kinds-context';
import { projectResource } from '../../lib/content-kit/project-child-api';
import { kindPaths } from '../../lib/content-kit/kind-paths';
import { projectChildKinds, type ProjectChildKind } from '../../lib/content-kit/project-child-kind';
import {
  formSchemas,
  listLayout,
  sortsOf,
  type CardProps,
  type ProjectChildResource,
} from '../../lib/content-kit/resource';
import { integerText } from '../../lib/form-fields';
import { paths } from '../../config/paths';
import { createQueryClient } from '../../lib/query-client';
import { saveAndSend, setUpContentScreens } from '../../test/content-screens';
import { projectFields, type FakeContentApi } from '../../test/fake-content-api';
import { optionTexts } from '../../test/fill-form';
import { RequireAuth } from '../guards';
import { RootLayout } from '../layouts/root-layout';
import { AppProviders } from '../providers';
import { projectChildRoutes, protectedRoutes } from '../route-table';
import { projectChildEntry } from './resources';

// 1. The domain: the request and response schemas, the sort allow-list.
const noteFields = z.strictObject({
  title: requiredText(120, 'Informe o título do apontamento.'),
  body: textField(2000).optional(),
  pages: nonNegativeInteger().nullable(),
  pinned: z.boolean(),
});
const createNoteInputSchema = noteFields.extend({ pinned: noteFields.shape.pinned.default(false) });
const updateNoteInputSchema = noteFields.partial().extend({ version: versionField() });
const noteSchema = z.object({
  ...rowMetaShape,
  projectId: z.uuid(),
  title: z.string(),
  body: z.string(),
  pages: z.number().int().nullable(),
  pinned: z.boolean(),
});
type Note = z.infer<typeof noteSchema>;
const noteListQuerySchema = listQuerySchema(['createdAt', 'title'] as const, 'createdAt:desc');
type NoteSort = z.infer<typeof noteListQuerySchema>['sort'];

// 2. The web configuration: the form's text values, one-line fields, the card, the words.
const noteFormFields = z.object({
  title: z.string(),
  body: z.string(),
  pages: integerText(),
  pinned: z.boolean(),
  version: z.number().optional(),
});
type NoteFormValues = z.input<typeof noteFormFields>;

const PAGES_HINT = 'Quantas páginas do caderno de campo ele ocupa.';

function NoteFormBody() {
  return (
    <FormSection title="Apontamento">
      <TextField name="title" autoComplete="off" wide />
      <TextAreaField name="body" wide />
      <UnitField name="pages" unit="páginas" inputMode="numeric" autoComplete="off" />
      <CheckField name="pinned" wide />
    </FormSection>
  );
}

function NoteCard({ item: note, ...card }: CardProps<Note>) {
  return (
    <ResourceCard
      {...card}
      name={note.title}
      subtitle={note.pages === null ? 'Sem páginas contadas' : `${note.pages} páginas`}
    >
      {note.body && <p className="mt-3 text-fg">{note.body}</p>}
    </ResourceCard>
  );
}

// What the rest of the app knows of it (light: the route table imports it): its words, paths, tab and card.
const noteKind: ProjectChildKind = {
  key: 'notes',
  noun: { one: 'apontamento', many: 'apontamentos', One: 'Apontamento', Many: 'Apontamentos' },
  createAction: 'Novo apontamento',
  slug: 'apontamentos',
  icon: 'report',
};

const noteResource: ProjectChildResource<Note, NoteFormValues, NoteSort> = {
  kind: noteKind,
  api: projectResource<Note>(noteKind.key),
  name: (note) => note.title,
  form: {
    idPrefix: 'note',
    fields: {
      title: { label: 'Título' },
      body: { label: 'Texto (opcional)', placeholder: 'O que foi visto em campo' },
      pages: { label: 'Páginas (opcional)', hint: PAGES_HINT },
      pinned: { label: 'Fixado', hint: 'Fica no alto do caderno.' },
    },
    ...formSchemas(noteFormFields, createNoteInputSchema, updateNoteInputSchema),
    empty: { title: '', body: '', pages: '', pinned: false },
    fromItem: (note) => ({
      title: note.title,
      body: note.body,
      pages: note.pages === null ? '' : String(note.pages),
      pinned: note.pinned,
      version: note.version,
    }),
    Body: NoteFormBody,
  },
  list: {
    sorts: sortsOf(noteListQuerySchema, { 'createdAt:desc': 'Mais recentes', 'title:asc': 'Título (A–Z)' }),
    searchPlaceholder: 'Título ou texto',
    layout: listLayout.stack,
    empty: {
      icon: ReportIcon,
      title: 'Este projeto ainda não tem apontamentos',
      text: 'Anote o que foi visto em campo.',
    },
    Card: NoteCard,
  },
  texts: {
    listDescription: 'O caderno de campo do projeto.',
    createDescription: 'Anote o que foi visto em campo.',
    created: (note) => ({ title: 'Apontamento criado', description: `“${note.title}” foi criado.` }),
  },
};

// 3. Registered beside the app's resources: its routes join the route table's, its tab and card the project's.
const noteEntry = projectChildEntry(noteKind, () => Promise.resolve(noteResource));
const notePaths = kindPaths(noteKind).project;

function LocationProbe() {
  const { pathname } = useLocation();
  return (
    <output data-testid="location" hidden>
      {pathname}
    </output>
  );
}

/** The app's shell and protected routes, with the note's routes made by the route table's own helper. */
function NoteApp() {
  return useRoutes([
    {
      element: <RootLayout />,
      children: [{ element: <RequireAuth />, children: [...protectedRoutes, ...projectChildRoutes(noteEntry)] }],
    },
  ]);
}

function renderNotes(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <AppProviders queryClient={createQueryClient()}>
        <ProjectChildKindsContext.Provider value={[...projectChildKinds, noteKind]}>
          <NoteApp />
        </ProjectChildKindsContext.Provider>
        <Toaster />
      </AppProviders>
      <LocationProbe />
    </MemoryRouter>,
  );
}

let api: FakeContentApi;
setUpContentScreens((fake) => {
  api = fake.collection('notes', {
    one: dataSchema(noteSchema),
    page: dataSchema(pageSchema(noteSchema)),
    searchable: ['title', 'body'],
    defaults: { body: '', pages: null, pinned: false },
  });
});

describe('a resource defined only in a test, served by the content kit', { timeout: 30_000 }, () => {
  it('lists, creates (with a field error first), edits and deletes its records', async () => {
    const project = api.seed('projects', projectFields({ name: 'Mata Viva' }));
    const user = userEvent.setup();
    renderNotes(paths.project.href(project.id));

    // The project page: its card (count, list and create links) and its tab, from the declaration alone.
    const card = await screen.findByRole('region', { name: 'Apontamentos' });
    expect(await within(card).findByText('Nenhum apontamento ainda')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Novo apontamento' })).toHaveAttribute(
      'href',
      `/projetos/${project.id}/apontamentos/criar`,
    );
    const tabs = screen.getByRole('navigation', { name: 'Seções do projeto' });
    expect(within(tabs).getByRole('link', { name: 'Apontamentos' })).toHaveAttribute(
      'href',
      `/projetos/${project.id}/apontamentos`,
    );
    await user.click(within(card).getByRole('link', { name: 'Ver apontamentos' }));

    // The empty list, in the project's frame, under its tab.
    expect(await screen.findByRole('heading', { name: 'Apontamentos · Mata Viva' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/projetos/${project.id}/apontamentos`);
    expect(
      within(screen.getByRole('navigation', { name: 'Seções do projeto' })).getByRole('link', { name: 'Apontamentos' }),
    ).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('Este projeto ainda não tem apontamentos')).toBeInTheDocument();
    expect(screen.getByText('Anote o que foi visto em campo.')).toBeInTheDocument();
    expect(
      api
        .sent('GET', new RegExp(`^/v1/projects/${project.id}/notes$`))
        .at(-1)
        ?.query.get('sort'),
    ).toBe('createdAt:desc');

    // Creating: label and hint wired to the control; a bad value gets the domain's message on its field.
    await user.click(screen.getAllByRole('link', { name: 'Novo apontamento' })[0]!);
    const title = await screen.findByLabelText('Título');
    expect(screen.getByRole('form', { name: 'Novo apontamento' })).toBeInTheDocument();
    expect(title).toHaveAttribute('id', 'note-title');
    const pages = screen.getByLabelText('Páginas (opcional)');
    expect(pages).toHaveAccessibleDescription(PAGES_HINT);
    await user.type(title, 'Nascente recuperada');
    await user.type(screen.getByLabelText('Texto (opcional)'), 'A água voltou a correr.');
    await user.type(pages, '-3');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(pages).toHaveAttribute('aria-invalid', 'true'));
    expect(pages).toHaveAccessibleDescription(expect.stringContaining('O valor não pode ser negativo.'));
    expect(pages).toHaveAccessibleDescription(expect.stringContaining(PAGES_HINT));
    expect(api.sent('POST')).toHaveLength(0);

    await user.clear(pages);
    await user.type(pages, '1.200');
    // The first answer is lost behind a gateway error: "Salvar" again sends the same create with the same key.
    api.failNext('POST', /notes$/, () => new Response('', { status: 502 }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.sent('POST')).toHaveLength(1));
    expect(await screen.findByText(/O servidor encontrou um erro/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.sent('POST')).toHaveLength(2));
    const [lost, again] = api.sent('POST').map((r) => r.headers.get('Idempotency-Key'));
    expect(lost).toMatch(/^[0-9a-f-]{36}$/);
    expect(again).toBe(lost);
    expect(api.sent('POST')[1]).toMatchObject({
      path: `/v1/projects/${project.id}/notes`,
      body: { title: 'Nascente recuperada', body: 'A água voltou a correr.', pages: 1200, pinned: false },
    });
    expect(await screen.findByText('Apontamento criado')).toBeInTheDocument();

    // Back on the list, the new record.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(notePaths.list.href(project.id)));
    expect(await screen.findByRole('link', { name: 'Nascente recuperada' })).toBeInTheDocument();
    expect(screen.getByText('1 apontamento')).toBeInTheDocument();
    expect(screen.getByText('1200 páginas')).toBeInTheDocument();
    const sort = screen.getByLabelText('Ordenar por');
    expect(optionTexts(sort)).toEqual(['Mais recentes', 'Título (A–Z)']);

    // The project's card counts it; its tab leads back to the list.
    await user.click(
      within(screen.getByRole('navigation', { name: 'Seções do projeto' })).getByRole('link', { name: 'Visão geral' }),
    );
    expect(
      await within(await screen.findByRole('region', { name: 'Apontamentos' })).findByText('1 apontamento'),
    ).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('navigation', { name: 'Seções do projeto' })).getByRole('link', { name: 'Apontamentos' }),
    );
    expect(await screen.findByRole('link', { name: 'Nascente recuperada' })).toBeInTheDocument();

    // Editing: the form starts from the record; the update carries the version read.
    await user.click(screen.getByRole('link', { name: 'Editar o apontamento Nascente recuperada' }));
    const editTitle = await screen.findByLabelText('Título');
    expect(screen.getByRole('form', { name: 'Editar apontamento' })).toBeInTheDocument();
    expect(editTitle).toHaveValue('Nascente recuperada');
    expect(screen.getByLabelText('Páginas (opcional)')).toHaveValue('1200');
    await user.clear(editTitle);
    await user.type(editTitle, 'Nascente protegida');
    await user.click(screen.getByLabelText('Fixado'));
    expect(await saveAndSend(user, api, 'PATCH')).toMatchObject({
      title: 'Nascente protegida',
      pinned: true,
      version: 1,
    });
    expect(await screen.findByText('Alterações salvas')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Nascente protegida' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nascente recuperada' })).not.toBeInTheDocument();

    // Deleting asks first; confirmed, the list is empty again.
    await user.click(screen.getByRole('button', { name: 'Excluir o apontamento Nascente protegida' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir “Nascente protegida”?' });
    expect(api.sent('DELETE')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(api.sent('DELETE')).toHaveLength(1));
    expect(api.sent('DELETE')[0]?.query.get('version')).toBe('2');
    expect(await screen.findByText('Apontamento excluído')).toBeInTheDocument();
    expect(await screen.findByText('Este projeto ainda não tem apontamentos')).toBeInTheDocument();
    expect(api.tables.notes).toEqual([]);
  });
});
