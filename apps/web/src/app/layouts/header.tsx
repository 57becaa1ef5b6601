// The header of docs/product.md §2: logo, theme switch and the action button of the route table; in editor mode, a thin bar.
import { lazy, Suspense } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button';
import { LeafIcon, MoonIcon, SunIcon } from '../../components/ui/icons';
import { paths } from '../../config/paths';
import { useEditorModeState } from '../../lib/editor-mode';
import { useScreenHeaderLink } from '../../lib/header-link';
import { useSession } from '../../lib/session/session-store';
import { organizationOfSpace } from '../../lib/space-ids';
import { toggleThemeMode, useTheme } from '../../lib/theme';
import { headerActionFor, type HeaderAction } from '../header-actions';

// Only a logged-in person has these: like the bottom bar, they load with their first screen, never a visitor's (the
// 95 KB first-screen budget is a visitor's: bench/bundle.mjs).
const OrganizationsLink = lazy(() => import('./account-links').then((m) => ({ default: m.OrganizationsLink })));
const SignOutButton = lazy(() => import('./account-links').then((m) => ({ default: m.SignOutButton })));

function ThemeSwitch() {
  const { mode } = useTheme();
  const dark = mode === 'dark';
  return (
    <Button
      variant="ghost"
      size="icon"
      className="max-md:w-9"
      onClick={toggleThemeMode}
      aria-label={dark ? 'Usar tema claro' : 'Usar tema escuro'}
      title={dark ? 'Usar tema claro' : 'Usar tema escuro'}
    >
      {dark ? <SunIcon width={20} height={20} /> : <MoonIcon width={20} height={20} />}
    </Button>
  );
}

// On a phone the logged-in header holds the logo, three icons and the longest action ("Gerenciar Dados") in 390 px.
const actionPadding = 'max-md:px-3';

function ActionButton({ action, isLoggedIn }: { action: HeaderAction | undefined; isLoggedIn: boolean }) {
  const editor = useEditorModeState();
  const [params] = useSearchParams();
  const space = params.get('space');
  // A screen's own link (e.g. "Ver certificado" on a certified report) replaces its route's button.
  const screenLink = useScreenHeaderLink();
  if (screenLink)
    return (
      <ButtonLink className={actionPadding} to={screenLink.href}>
        {screenLink.label}
        {screenLink.detail && <span className="hidden font-mono md:inline">{screenLink.detail}</span>}
      </ButtonLink>
    );
  // Protected routes show their action only once the guard lets the visitor in.
  switch (isLoggedIn || action === 'home' ? action : undefined) {
    case 'home':
      return (
        <ButtonLink className={actionPadding} to={paths.home.href()}>
          Início
        </ButtonLink>
      );
    case 'manageData':
      return (
        <ButtonLink className={actionPadding} to={paths.reports.href()}>
          Gerenciar Dados
        </ButtonLink>
      );
    case 'createProject':
      // From an organisation's list (/projetos?space=<id>), the new project starts in that organisation.
      return (
        <ButtonLink className={actionPadding} to={paths.projectCreate.href(organizationOfSpace(space))}>
          Criar Projeto
        </ButtonLink>
      );
    case 'createReport':
      return (
        <ButtonLink className={actionPadding} to={paths.reportCreate.href()}>
          Criar Relatório
        </ButtonLink>
      );
    case 'save':
      return (
        <Button
          className={actionPadding}
          onClick={() => void editor.save()}
          disabled={!editor.canSave || editor.isSaving}
        >
          {editor.isSaving ? 'Salvando...' : 'Salvar'}
        </Button>
      );
    default:
      return isLoggedIn ? (
        <ButtonLink className={actionPadding} to={paths.dashboard.href()}>
          Painel
        </ButtonLink>
      ) : (
        <ButtonLink className={actionPadding} to={paths.auth.href()}>
          Login
        </ButtonLink>
      );
  }
}

/** `frame`: the prerendered frame of a screen, before the session is known (no action button). */
export function Header({ frame = false }: { frame?: boolean }) {
  const { isLoggedIn } = useSession();
  const editor = useEditorModeState();
  const { pathname } = useLocation();
  const action = headerActionFor(pathname);

  if (editor.isOn) {
    return (
      <header
        data-editor-mode="on"
        className="sticky top-0 z-40 flex h-9 items-center justify-center gap-2 border-b border-border bg-accent px-4 text-sm font-medium text-accent-fg"
      >
        <span aria-hidden="true" className="h-2 w-2 animate-pulse rounded-full bg-primary motion-reduce:animate-none" />
        <p className="truncate">{editor.text}</p>
      </header>
    );
  }

  return (
    <header className="sticky top-0 z-40 h-[60px] border-b border-border bg-surface/90 backdrop-blur supports-[backdrop-filter]:bg-surface/80 md:h-[80px]">
      <div className="mx-auto flex h-full max-w-6xl items-center justify-between gap-3 px-3 md:px-4">
        <Link
          to={isLoggedIn ? paths.dashboard.href() : paths.home.href()}
          className="flex items-center gap-2 rounded-lg text-fg"
          aria-label="Raiz — página inicial"
        >
          <span className="flex h-9 w-9 items-center justify-center rounded-xl bg-primary text-primary-fg md:h-10 md:w-10">
            <LeafIcon width={20} height={20} />
          </span>
          <span className="font-display text-xl font-semibold tracking-tight md:text-2xl">Raiz</span>
        </Link>
        <div className="flex items-center gap-0.5 md:gap-2">
          {/* The public registry, for everyone; logged in on a phone the bar is full, so from md up. */}
          <ButtonLink
            to={paths.registry.href()}
            variant="ghost"
            size="sm"
            className={isLoggedIn ? 'max-md:hidden' : ''}
          >
            Registro
          </ButtonLink>
          {isLoggedIn && !frame && (
            <Suspense fallback={null}>
              <OrganizationsLink current={pathname.startsWith(paths.organizations.href())} />
            </Suspense>
          )}
          <ThemeSwitch />
          {isLoggedIn && !frame && (
            <Suspense fallback={null}>
              <SignOutButton />
            </Suspense>
          )}
          {!frame && <ActionButton action={action} isLoggedIn={isLoggedIn} />}
        </div>
      </div>
    </header>
  );
}
