// Build time only (scripts/prerender.mjs, after `vite build --ssr`): the public screens as HTML, for the first paint
// before any JavaScript. main.tsx hydrates them with the same tree (AppRoot > router > App), so the markup must be
// what the browser's first render makes: a visitor (no session) on the default light theme.
import type { ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App, AppRoot } from './app/app';
import { RootLayout } from './app/layouts/root-layout';
import { AppProviders } from './app/providers';
import { VersionLabel } from './app/version-label';
import { createQueryClient } from './lib/query-client';

/** The prerendered pages: path pattern (":name" is one segment), the URL rendered for it, its route module. */
export const prerenderedPages = [
  { path: '/', url: '/', name: 'inicio', module: 'src/app/routes/home-route.tsx' },
  { path: '/como-se-faz', url: '/como-se-faz', name: 'como-se-faz', module: 'src/app/routes/how-to-route.tsx' },
  { path: '/auth', url: '/auth', name: 'auth', module: 'src/app/routes/auth-route.tsx' },
  { path: '/privacidade', url: '/privacidade', name: 'privacidade', module: 'src/app/routes/privacy-route.tsx' },
  // The check of a certificate starts as its frame ("Carregando certificado..."), the same for every code.
  {
    path: '/verificar/:code',
    url: '/verificar/RAIZ000000',
    name: 'verificar',
    module: 'src/app/routes/verify-route.tsx',
    alsoLoads: ['src/lib/query-client.ts'],
  },
];

async function html(element: ReactElement): Promise<string> {
  // prerender waits for every lazily loaded page. Without a chunk size limit, no Suspense boundary is sent apart
  // (hidden, then moved in place by an inline script the CSP refuses): the HTML is in order and script-free.
  const { prelude } = await prerender(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}

/**
 * A public page at `url`, to be hydrated. Its own query client (the browser's loads later, lib/deferred-query-client.ts):
 * queries render their pending state and fetch nothing here. Cleared afterwards: each query it made holds a timer
 * (gcTime, 5 minutes) that would keep the build's process alive that long after its work is done.
 */
export async function renderPage(url: string): Promise<string> {
  const queryClient = createQueryClient();
  try {
    return await html(
      <AppRoot>
        <StaticRouter location={url}>
          <App queryClient={queryClient} />
        </StaticRouter>
      </AppRoot>,
    );
  } finally {
    queryClient.clear();
  }
}

/** The frame of every other screen (index.html): header and "Carregando...", replaced when the app starts. */
export function renderFrame(): Promise<string> {
  return html(
    <StaticRouter location="/">
      <AppProviders>
        <RootLayout frame />
        <VersionLabel />
      </AppProviders>
    </StaticRouter>,
  );
}
