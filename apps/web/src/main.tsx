import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { AppErrorBoundary } from './app/error-screen';
import './index.css';

// Zod compiles object parsers with `new Function`, probing for it as each schema is built; the CSP forbids eval and
// reports even the probe. `z.config({ jitless: true })` turns both off, but importing zod here would put it on the
// first screen (~4 KB gzip): zod keeps its configuration in this global and only creates it when absent, so setting
// it before any lazily loaded screen builds a schema has the same effect.
(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = { jitless: true };

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppErrorBoundary>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </AppErrorBoundary>
  </StrictMode>,
);
