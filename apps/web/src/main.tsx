import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App, AppRoot } from './app/app';
import { hashRedirectTarget } from './app/guards';
import './index.css';

// Zod compiles object parsers with `new Function`, probing for it as each schema is built; the CSP forbids eval and
// reports even the probe. `z.config({ jitless: true })` turns both off, but importing zod here would put it on the
// first screen (~4 KB gzip): zod keeps its configuration in this global and only creates it when absent, so setting
// it before any lazily loaded screen builds a schema has the same effect.
(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = { jitless: true };

const container = document.getElementById('root')!;
const app = (
  <AppRoot>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </AppRoot>
);

// A public page prerendered at build (scripts/prerender.mjs marks its root) is hydrated: the markup on screen stays and
// comes alive. Not when this visit is not what was prerendered: a hash link of "/" that redirects, or a page
// reloaded with router state (e.g. /auth after "Sair"). The frame of the other screens is simply replaced.
// As a transition, React does this work in slices of a few milliseconds, answering input in between, rather than in
// one long task (the page is already on screen).
const routerState = (window.history.state as { usr?: unknown } | null)?.usr;
startTransition(() => {
  if ('prerendered' in container.dataset && !hashRedirectTarget(location.pathname, location.hash) && routerState == null) {
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
});
