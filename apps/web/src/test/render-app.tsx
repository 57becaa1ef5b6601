// Renders the real app (routes, providers, toaster) in a memory router, as the browser would show it.
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { App } from '../app/app';
import { createQueryClient } from '../lib/query-client';

function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" hidden>
      {location.pathname + location.search + location.hash}
    </output>
  );
}

export function renderApp(url: string) {
  const queryClient = createQueryClient();
  const result = render(
    <MemoryRouter initialEntries={[url]}>
      <App queryClient={queryClient} />
      <LocationProbe />
    </MemoryRouter>,
  );
  return { ...result, queryClient };
}
