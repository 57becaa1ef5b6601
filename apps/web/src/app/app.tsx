import type { QueryClient } from '@tanstack/react-query';
import { Toaster } from '../components/ui/toaster';
import { AppProviders } from './providers';
import { AppRoutes } from './route-table';
import { VersionLabel } from './version-label';

/**
 * The whole app, inside a router (BrowserRouter in main.tsx, MemoryRouter in tests). The toast area and the version
 * label sit outside the routes' error boundary, so they are on every screen, the error screen included.
 */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <AppRoutes />
      <Toaster />
      <VersionLabel />
    </AppProviders>
  );
}
