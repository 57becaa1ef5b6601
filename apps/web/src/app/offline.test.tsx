// The app offline (docs/ARCHITECTURE.md#offline): what is kept on the device and for whom, the banner that says the
// data shown is that copy, and the offer of a new version. IndexedDB is fake-indexeddb, a complete implementation.
import 'fake-indexeddb/auto';
import { onlineManager, useQuery, type QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../components/ui/toaster';
import { startOffline } from '../lib/offline/start-offline';
import { offerUpdate } from '../lib/offline/update-prompt';
import { createQueryClient } from '../lib/query-client';
import { clearLocalSession, loginSession } from '../lib/session/session-store';
import { OfflineBanner } from './layouts/offline-banner';
import { AppProviders } from './providers';
import { sessionUser } from '../test/session-users';

const projectsKey = ['projects', 'list', { page: 1 }];
const projectKey = ['projects', 'detail', 'p1'];
const walletKey = ['wallet', 'data-table-a'];
const certificatesKey = ['certificates', 'mine'];
const projects = { items: [{ id: 'p1', name: 'Viveiro do Cerrado' }], total: 1 };

const stops: (() => void)[] = [];
/** The app's query client as a page load starts it: the person's saved queries restored before anything shows. */
async function openApp(): Promise<QueryClient> {
  const client = createQueryClient();
  const offline = startOffline(client);
  stops.push(offline.stop);
  await offline.restored;
  return client;
}
/** Closes the page: hidden, it writes what it holds at once (IndexedDB runs the next visit's read after it). */
function closeApp() {
  const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  document.dispatchEvent(new Event('visibilitychange'));
  visibility.mockRestore();
  for (const stop of stops.splice(0)) stop();
}

/** Ana's visit that loaded her projects, then left: what it kept is on the device. */
async function visitWithProjects() {
  loginSession(sessionUser('ana'));
  const first = await openApp();
  first.setQueryData(projectsKey, projects);
  closeApp();
}

beforeEach(() => {
  clearLocalSession();
  onlineManager.setOnline(true);
});
afterEach(async () => {
  for (const stop of stops.splice(0)) stop();
  onlineManager.setOnline(true);
});

describe('the queries kept on this device', () => {
  it("keep the person's projects for the next visit, never the wallet or certificates", async () => {
    loginSession(sessionUser('ana'));
    const first = await openApp();
    first.setQueryData(projectsKey, projects);
    first.setQueryData(projectKey, { id: 'p1', name: 'Viveiro do Cerrado' });
    first.setQueryData(walletKey, { evm_address: '0xabc' });
    first.setQueryData(certificatesKey, [{ code: 'RAIZ1' }]);
    closeApp();

    const again = await openApp();
    expect(again.getQueryData(projectsKey)).toEqual(projects);
    expect(again.getQueryData(projectKey)).toEqual({ id: 'p1', name: 'Viveiro do Cerrado' });
    expect(again.getQueryData(walletKey)).toBeUndefined();
    expect(again.getQueryData(certificatesKey)).toBeUndefined();
  });

  it('show at once on the next visit, then what the server has now', async () => {
    await visitWithProjects();

    const renamed = { items: [{ id: 'p1', name: 'Viveiro do Cerrado II' }], total: 1 };
    let answer: (value: typeof renamed) => void = () => {};
    function Projects() {
      const { data } = useQuery({
        queryKey: projectsKey,
        queryFn: () => new Promise<typeof renamed>((r) => (answer = r)),
      });
      return <p>{data?.items[0]?.name}</p>;
    }
    render(
      <AppProviders queryClient={await openApp()}>
        <Projects />
      </AppProviders>,
    );
    expect(await screen.findByText('Viveiro do Cerrado')).toBeInTheDocument();
    act(() => answer(renamed));
    expect(await screen.findByText('Viveiro do Cerrado II')).toBeInTheDocument();
  });

  it('offer only what works without signal until the server answers: a report certified since is not offered again', async () => {
    const reportsKey = ['reports', 'list', { page: 1 }];
    const organizationsKey = ['organizations', 'list', { page: 1 }];
    const offers = { edit: true, delete: true, publish: false, move: false, certify: true, revise: false };
    const reports = { items: [{ id: 'r1', title: 'Plantio de março', can: offers }], total: 1 };
    const organizationCan = {
      read: true,
      editContent: true,
      manageMembers: true,
      certify: true,
      inviteRoles: ['admin', 'editor'],
    };
    loginSession(sessionUser('ana'));
    const first = await openApp();
    first.setQueryData(reportsKey, reports);
    first.setQueryData(organizationsKey, { items: [{ id: 'o1', can: organizationCan }], total: 1 });
    closeApp();

    const again = await openApp();
    // Reading still opens the organisation (read) and capture offline still has its projects and spaces (edit,
    // editContent); nothing that needs the server is offered.
    expect(again.getQueryData(reportsKey)).toEqual({
      items: [{ id: 'r1', title: 'Plantio de março', can: { ...offers, delete: false, certify: false } }],
      total: 1,
    });
    expect(again.getQueryData(organizationsKey)).toEqual({
      items: [
        { id: 'o1', can: { read: true, editContent: true, manageMembers: false, certify: false, inviteRoles: [] } },
      ],
      total: 1,
    });
    // What this visit fetched itself is shown as the server said it.
    expect(first.getQueryData(reportsKey)).toEqual(reports);

    // The server's answer brings back what it offers now: the report was certified meanwhile, so no "Certificar".
    const certified = { edit: false, delete: false, publish: false, move: false, certify: false, revise: true };
    function Reports() {
      const { data } = useQuery({
        queryKey: reportsKey,
        queryFn: async () => ({ items: [{ ...reports.items[0]!, can: certified }], total: 1 }),
      });
      const report = data?.items[0];
      return <p>{report && (report.can.certify ? 'Certificar' : report.can.revise ? 'Nova versão' : 'Só leitura')}</p>;
    }
    render(
      <AppProviders queryClient={again}>
        <Reports />
      </AppProviders>,
    );
    expect(await screen.findByText('Nova versão')).toBeInTheDocument();
    expect(screen.queryByText('Certificar')).not.toBeInTheDocument();
  });

  it('are deleted at "Sair": the next visit on this browser finds nothing', async () => {
    await visitWithProjects();

    const again = await openApp();
    expect(again.getQueryData(projectsKey)).toEqual(projects);
    clearLocalSession();
    expect(again.getQueryData(projectsKey)).toBeUndefined();
    closeApp();

    loginSession(sessionUser('ana'));
    expect((await openApp()).getQueryData(projectsKey)).toBeUndefined();
  });

  it("one browser, two people: Bruno never sees Ana's saved data", async () => {
    await visitWithProjects();

    // Bruno logs in (in this tab or another): Ana's data leaves the screen and the device at once.
    const open = await openApp();
    expect(open.getQueryData(projectsKey)).toEqual(projects);
    loginSession(sessionUser('bruno'));
    expect(open.getQueryData(projectsKey)).toBeUndefined();
    closeApp();
    expect((await openApp()).getQueryData(projectsKey)).toBeUndefined();
    closeApp();

    // Even a copy written under Ana's name while Bruno's session starts on a closed app is never shown to him.
    clearLocalSession();
    loginSession(sessionUser('ana'));
    const anaAgain = await openApp();
    anaAgain.setQueryData(projectsKey, projects);
    closeApp();
    loginSession(sessionUser('bruno'));
    expect((await openApp()).getQueryData(projectsKey)).toBeUndefined();
  });
});

function ProjectsScreen() {
  const { data } = useQuery({ queryKey: projectsKey, queryFn: () => projects, enabled: false });
  return <p>{data?.items[0]?.name}</p>;
}

describe('the offline banner', () => {
  it('shows only offline, with when the data on screen was fetched', async () => {
    const client = createQueryClient();
    // Fetched on 10 April 2026 at 09:00 (this machine's time zone, as the person reads it).
    client.setQueryData(projectsKey, projects, { updatedAt: new Date(2026, 3, 10, 9, 0).getTime() });
    client.setQueryData(walletKey, { evm_address: '0xabc' }); // in the cache, not on this screen
    render(
      <AppProviders queryClient={client}>
        <OfflineBanner />
        <ProjectsScreen />
      </AppProviders>,
    );
    expect(await screen.findByText('Viveiro do Cerrado')).toBeInTheDocument();
    expect(screen.queryByTestId('offline-banner')).not.toBeInTheDocument();

    window.dispatchEvent(new Event('offline'));
    expect(await screen.findByRole('status')).toHaveTextContent('Sem conexão — dados salvos em 10/04/2026 09:00');

    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(screen.queryByTestId('offline-banner')).not.toBeInTheDocument());
  });

  it('says only "Sem conexão" when the screen shows no saved data', async () => {
    onlineManager.setOnline(false);
    render(
      <AppProviders queryClient={createQueryClient()}>
        <OfflineBanner />
      </AppProviders>,
    );
    expect(await screen.findByTestId('offline-banner')).toHaveTextContent(/^Sem conexão$/);
  });
});

describe('a new version of the app', () => {
  it('is offered by a toast and applied only when the person clicks "Atualizar"', async () => {
    const update = vi.fn(() => Promise.resolve());
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => offerUpdate(update));
    // It waits for the person, however long they stay in a form (other toasts close after 5 s).
    act(() => vi.advanceTimersByTime(30 * 60 * 1000));
    vi.useRealTimers();
    expect(screen.getByText('Nova versão disponível')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(update).toHaveBeenCalledTimes(1);
  });
});
