import { Link } from 'react-router';
import type { Dashboard } from '@raiz/domain/dashboard';
import { formatNumber } from '@raiz/domain/format';
import { WalletIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { projectChildKinds, type ProjectChildKind } from '../../../lib/content-kit/project-child-kind';
import { formatRdxBalance } from '../dashboard-data';

type CountKey = keyof Dashboard['counts'];

const countCards: { key: CountKey; label: (n: number) => string; href?: string }[] = [
  { key: 'projects', label: (n) => (n === 1 ? 'Projeto' : 'Projetos'), href: paths.projects.href() },
  { key: 'reports', label: (n) => (n === 1 ? 'Relatório' : 'Relatórios'), href: paths.reports.href() },
  // Each child resource by its kind: its words, its top-level list when it has one.
  ...projectChildKinds.map(({ key, noun, topLevel }: ProjectChildKind<CountKey>) => ({
    key,
    label: (n: number) => (n === 1 ? noun.One : noun.Many),
    href: topLevel?.[0],
  })),
  { key: 'certificates', label: (n) => (n === 1 ? 'Certificado' : 'Certificados'), href: paths.certs.href() },
];

const cardClasses =
  'flex h-full flex-col justify-between gap-1 rounded-2xl border border-border bg-surface p-4 shadow-sm';

/** Six count cards (projects, reports, posts, events, products, certificates); each opens its list when it has one. */
export function CountCards({ counts }: { counts: Dashboard['counts'] }) {
  return (
    <ul aria-label="Seus números" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {countCards.map(({ key, label, href }) => {
        const value = counts[key];
        const body = (
          <>
            <span
              className="font-display text-3xl font-semibold tracking-tight text-fg tabular-nums"
              data-testid={`count-${key}`}
            >
              {formatNumber(value, 0)}
            </span>
            <span className="text-sm font-medium text-muted">{label(value)}</span>
          </>
        );
        return (
          <li key={key}>
            {href ? (
              <Link to={href} className={`${cardClasses} transition-colors hover:bg-surface-2`}>
                {body}
              </Link>
            ) : (
              <div className={cardClasses}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The RDX balance (6 decimals), or "Carteira não ativada" with the way to /carteira. */
export function BalanceCard({ rdxBalance }: { rdxBalance: string | null }) {
  const balance = formatRdxBalance(rdxBalance);
  return (
    <section
      aria-labelledby="saldo-rdx"
      className="flex flex-col gap-3 rounded-2xl border border-border bg-accent p-5 text-accent-fg shadow-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-center gap-4">
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-surface text-primary">
          <WalletIcon width={22} height={22} />
        </span>
        <div className="min-w-0">
          <h2 id="saldo-rdx" className="text-sm font-semibold">
            Saldo de tokens RDX
          </h2>
          {balance ? (
            <p className="font-display text-2xl font-semibold break-all tabular-nums" data-testid="rdx-balance">
              {balance}
            </p>
          ) : (
            <p className="font-display text-xl font-semibold" data-testid="rdx-balance">
              Carteira não ativada
            </p>
          )}
        </div>
      </div>
      {balance ? (
        <Link to={paths.tokens.href()} className="text-sm font-semibold underline underline-offset-4">
          Ver tokens
        </Link>
      ) : (
        <Link
          to={paths.wallet.href()}
          className="inline-flex h-10 items-center justify-center rounded-lg bg-primary px-4 text-sm font-semibold text-primary-fg shadow-sm hover:bg-primary-hover"
        >
          Ativar carteira
        </Link>
      )}
    </section>
  );
}
