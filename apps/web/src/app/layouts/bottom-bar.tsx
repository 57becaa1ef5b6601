// The bottom bar of docs/product.md §2, for logged-in users: five destinations, or Cancelar/Salvar in editor mode; above
// it, while something waits to be sent, "N aguardando envio" (the outbox, which starts sending from here).
import type { ComponentType, SVGProps } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../components/ui/button';
import { DashboardIcon, FolderIcon, ReportIcon, UserIcon, WalletIcon } from '../../components/ui/icons';
import { paths } from '../../config/paths';
import { projectChildKinds, type ProjectChildKind } from '../../lib/content-kit/project-child-kind';
import { useEditorModeState } from '../../lib/editor-mode';
import { useSession } from '../../lib/session/session-store';
import { OutboxLink } from './outbox-link';

interface Entry {
  label: string;
  href: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Path prefixes that belong to this entry (for the highlighted state). */
  prefixes: string[];
}

const entries: Entry[] = [
  {
    label: 'Projetos',
    href: paths.projects.href(),
    icon: FolderIcon,
    // A project's content, also at its top-level paths (/events, /produtos).
    prefixes: ['/projetos', ...projectChildKinds.flatMap((kind: ProjectChildKind) => kind.topLevel ?? [])],
  },
  { label: 'Relatórios', href: paths.reports.href(), icon: ReportIcon, prefixes: ['/relatorios', '/reports'] },
  { label: 'Painel', href: paths.dashboard.href(), icon: DashboardIcon, prefixes: ['/painel'] },
  { label: 'Carteira', href: paths.wallet.href(), icon: WalletIcon, prefixes: ['/carteira', '/tokens', '/certs'] },
  { label: 'Conta', href: paths.account.href(), icon: UserIcon, prefixes: ['/conta'] },
];

const isUnder = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

const barClasses =
  'fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgb(0_0_0/0.06)] backdrop-blur ' +
  'md:inset-x-auto md:bottom-4 md:left-1/2 md:-translate-x-1/2 md:rounded-2xl md:border md:pb-0 md:shadow-lg';

// The bar floats over the page on a translucent white: the theme's light-green ring around a green button was lost
// there. A ring in the text colour (near-black, near-white in dark themes) stands out on the bar and the page (WCAG AA).
const floatingFocusRing = 'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-fg';

export function BottomBar() {
  const { isLoggedIn } = useSession();
  const { pathname } = useLocation();
  if (!isLoggedIn) return null;
  return (
    <>
      <OutboxLink current={pathname === paths.outbox.href()} />
      <Bar pathname={pathname} />
    </>
  );
}

function Bar({ pathname }: { pathname: string }) {
  const editor = useEditorModeState();

  if (editor.isOn) {
    return (
      <div className={barClasses} data-editor-mode="on">
        <div className="flex h-16 items-center gap-3 px-4 md:w-[420px]">
          <Button
            variant="outline"
            className={`flex-1 ${floatingFocusRing}`}
            onClick={editor.cancel}
            disabled={editor.isSaving}
          >
            Cancelar
          </Button>
          <Button
            className={`flex-1 ${floatingFocusRing}`}
            onClick={() => void editor.save()}
            disabled={editor.isSaving}
          >
            {editor.isSaving ? 'Salvando...' : 'Salvar'}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <nav aria-label="Navegação principal" className={barClasses}>
      <ul className="grid h-16 grid-cols-5 md:w-[520px]">
        {entries.map(({ label, href, icon: Icon, prefixes }) => {
          const active = prefixes.some((p) => isUnder(pathname, p));
          return (
            <li key={href} className="flex">
              <Link
                to={href}
                aria-current={active ? 'page' : undefined}
                className={
                  'm-1 flex flex-1 flex-col items-center justify-center gap-0.5 rounded-xl text-xs font-medium transition-colors ' +
                  (active ? 'bg-accent text-accent-fg' : 'text-muted hover:bg-surface-2 hover:text-fg')
                }
              >
                <Icon width={22} height={22} />
                <span>{label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
