import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { Toaster } from '../components/ui/toaster';
import { AppErrorBoundary } from './error-screen';
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

/** Around the router: what main.tsx mounts (BrowserRouter) and entry-prerender.tsx renders (StaticRouter) alike. */
export function AppRoot({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <AppErrorBoundary>{children}</AppErrorBoundary>
    </StrictMode>
  );
}
