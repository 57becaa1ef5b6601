// Every route of docs/product.md §2 (reading B). Each page is its own lazily loaded module under routes/ (the first screen
// stays small); "Carregando..." shows while one loads, and a failed load ends on the error screen.
// Declarative routes (useRoutes) rather than a data router: TanStack Query does the data loading, and the data
// router would add ~16 KB gzip to the first screen's 95 KB budget. A page's module is loaded together with the query
// client (lib/deferred-query-client.ts), except the public pages that show no server data (`staticPage`).
import { lazy, Suspense, type ComponentType } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { Loading } from '../components/ui/loading';
import { paths } from '../config/paths';
import { withQueryClient } from '../lib/deferred-query-client';
import { kindPatterns } from '../lib/content-kit/project-child-kind';
import { projectChildEntries, type ProjectChildEntry } from './content/resources';
import { AppErrorBoundary } from './error-screen';
import { GuestOnly, RequireAuth } from './guards';
import { RootLayout } from './layouts/root-layout';

type PageModule = { default: ComponentType };

/** A page that needs no query client before it renders. */
function staticPage(load: () => Promise<PageModule>) {
  const Page = lazy(load);
  return (
    <Suspense fallback={<Loading />}>
      <Page />
    </Suspense>
  );
}

function page(load: () => Promise<PageModule>) {
  return staticPage(withQueryClient(load));
}

/** Every path of a project child resource (under its project, aliases, top-level) to its screen, loaded lazily. */
export function projectChildRoutes({ kind, screens }: ProjectChildEntry): RouteObject[] {
  return kindPatterns(kind).map(([path, screen]) => ({
    path,
    element: page(() => screens().then((m) => ({ default: m[screen] }))),
  }));
}

const reports = () => import('./routes/reports-route');
/** The public registry's screens, from one lazily loaded module (the verification screens through it too). */
const registry = (name: 'List' | 'Project' | 'Organization' | 'verifiers' | 'verifications') =>
  page(() => import('./routes/registry-routes').then((m) => ({ default: m[name] })));
/** The organisation screens, from one lazily loaded module (one entry in the first screen's preload list). */
const organizations = (name: 'List' | 'Create' | 'Detail' | 'Invitation') =>
  page(() => import('./routes/organization-routes').then((m) => ({ default: m[name] })));

/** The screens that need a login (guards.test.tsx walks this very list). */
export const protectedRoutes: RouteObject[] = [
  { path: paths.dashboard.path, element: page(() => import('./routes/dashboard-route')) },

  { path: paths.reports.path, element: page(reports) },
  { path: paths.reportsAlias.path, element: page(reports) },
  { path: paths.reportCreate.path, element: page(() => import('./routes/report-create-route')) },
  { path: paths.reportEdit.path, element: page(() => import('./routes/report-edit-route')) },
  { path: paths.outbox.path, element: page(() => import('./routes/outbox-route')) },

  { path: paths.projects.path, element: page(() => import('./routes/projects-route')) },
  { path: paths.projectCreate.path, element: page(() => import('./routes/project-create-route')) },
  { path: paths.projectEdit.path, element: page(() => import('./routes/project-edit-route')) },
  { path: paths.project.path, element: page(() => import('./routes/project-route')) },
  { path: paths.projectReports.path, element: page(() => import('./routes/project-reports-route')) },

  ...projectChildEntries.flatMap(projectChildRoutes),

  { path: paths.wallet.path, element: page(() => import('./routes/wallet-route')) },
  { path: paths.account.path, element: page(() => import('./routes/account-route')) },
  { path: paths.tokens.path, element: page(() => import('./routes/tokens-route')) },
  { path: paths.certs.path, element: page(() => import('./routes/certs-route')) },
  { path: paths.verifications.path, element: registry('verifications') },

  { path: paths.organizations.path, element: organizations('List') },
  { path: paths.organizationCreate.path, element: organizations('Create') },
  { path: paths.organization.path, element: organizations('Detail') },
  { path: paths.invitation.path, element: organizations('Invitation') },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <GuestOnly />,
        children: [
          { index: true, element: staticPage(() => import('./routes/home-route')) },
          { path: paths.auth.path, element: staticPage(() => import('./routes/auth-route')) },
        ],
      },
      { path: paths.howTo.path, element: staticPage(() => import('./routes/how-to-route')) },
      { path: paths.privacy.path, element: staticPage(() => import('./routes/privacy-route')) },
      { path: paths.verify.path, element: page(() => import('./routes/verify-route')) },
      { path: paths.registry.path, element: registry('List') },
      { path: paths.registryProject.path, element: registry('Project') },
      { path: paths.registryOrganization.path, element: registry('Organization') },
      { path: paths.verifiers.path, element: registry('verifiers') },
      { element: <RequireAuth />, children: protectedRoutes },
      { path: '*', element: staticPage(() => import('./routes/not-found-route')) },
    ],
  },
];

/** The routes, under an error boundary that starts afresh when the path changes (e.g. the Back button). */
export function AppRoutes() {
  const element = useRoutes(routes);
  const { pathname } = useLocation();
  return <AppErrorBoundary resetKey={pathname}>{element}</AppErrorBoundary>;
}
