// Every route of spec §2 (reading B). Each page is its own lazily loaded module under routes/ (the first screen
// stays small); "Carregando..." shows while one loads, and a failed load ends on the error screen.
// Declarative routes (useRoutes) rather than a data router: TanStack Query does the data loading, and the data
// router would add ~16 KB gzip to the first screen's 120 KB budget.
import { lazy, Suspense, type ComponentType } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { Loading } from '../components/ui/loading';
import { paths } from '../config/paths';
import { AppErrorBoundary } from './error-screen';
import { GuestOnly, RequireAuth } from './guards';
import { RootLayout } from './layouts/root-layout';

type PageModule = { default: ComponentType };

function page(load: () => Promise<PageModule>) {
  const Page = lazy(load);
  return (
    <Suspense fallback={<Loading />}>
      <Page />
    </Suspense>
  );
}

const reports = () => import('./routes/reports-route');
const events = () => import('./routes/events-route');
const eventCreate = () => import('./routes/event-create-route');
const eventEdit = () => import('./routes/event-edit-route');
const products = () => import('./routes/products-route');
const productCreate = () => import('./routes/product-create-route');
const productEdit = () => import('./routes/product-edit-route');

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <GuestOnly />,
        children: [
          { index: true, element: page(() => import('./routes/home-route')) },
          { path: paths.auth.path, element: page(() => import('./routes/auth-route')) },
        ],
      },
      { path: paths.howTo.path, element: page(() => import('./routes/how-to-route')) },
      { path: paths.verify.path, element: page(() => import('./routes/verify-route')) },
      {
        element: <RequireAuth />,
        children: [
          { path: paths.dashboard.path, element: page(() => import('./routes/dashboard-route')) },

          { path: paths.reports.path, element: page(reports) },
          { path: paths.reportsAlias.path, element: page(reports) },
          { path: paths.reportCreate.path, element: page(() => import('./routes/report-create-route')) },
          { path: paths.reportEdit.path, element: page(() => import('./routes/report-edit-route')) },

          { path: paths.projects.path, element: page(() => import('./routes/projects-route')) },
          { path: paths.projectCreate.path, element: page(() => import('./routes/project-create-route')) },
          { path: paths.projectEdit.path, element: page(() => import('./routes/project-edit-route')) },
          { path: paths.project.path, element: page(() => import('./routes/project-route')) },
          { path: paths.projectReports.path, element: page(() => import('./routes/project-reports-route')) },

          { path: paths.projectPosts.path, element: page(() => import('./routes/posts-route')) },
          { path: paths.projectPostCreate.path, element: page(() => import('./routes/post-create-route')) },
          { path: paths.projectPostEdit.path, element: page(() => import('./routes/post-edit-route')) },

          { path: paths.projectEvents.path, element: page(events) },
          { path: paths.projectEventCreate.path, element: page(eventCreate) },
          { path: paths.projectEventEdit.path, element: page(eventEdit) },
          { path: paths.projectEventsAlias.path, element: page(events) },
          { path: paths.projectEventCreateAlias.path, element: page(eventCreate) },
          { path: paths.projectEventEditAlias.path, element: page(eventEdit) },
          { path: paths.events.path, element: page(events) },
          { path: paths.eventCreate.path, element: page(eventCreate) },
          { path: paths.eventEdit.path, element: page(eventEdit) },

          { path: paths.projectProducts.path, element: page(products) },
          { path: paths.projectProductCreate.path, element: page(productCreate) },
          { path: paths.projectProductEdit.path, element: page(productEdit) },
          { path: paths.projectProductsAlias.path, element: page(products) },
          { path: paths.projectProductCreateAlias.path, element: page(productCreate) },
          { path: paths.projectProductEditAlias.path, element: page(productEdit) },
          { path: paths.products.path, element: page(products) },
          { path: paths.productCreate.path, element: page(productCreate) },
          { path: paths.productEdit.path, element: page(productEdit) },
          { path: paths.productsAlias.path, element: page(products) },
          { path: paths.productCreateAlias.path, element: page(productCreate) },
          { path: paths.productEditAlias.path, element: page(productEdit) },

          { path: paths.wallet.path, element: page(() => import('./routes/wallet-route')) },
          { path: paths.account.path, element: page(() => import('./routes/account-route')) },
          { path: paths.tokens.path, element: page(() => import('./routes/tokens-route')) },
          { path: paths.certs.path, element: page(() => import('./routes/certs-route')) },
        ],
      },
      { path: '*', element: page(() => import('./routes/not-found-route')) },
    ],
  },
];

/** The routes, under an error boundary that starts afresh when the path changes (e.g. the Back button). */
export function AppRoutes() {
  const element = useRoutes(routes);
  const { pathname } = useLocation();
  return <AppErrorBoundary resetKey={pathname}>{element}</AppErrorBoundary>;
}
