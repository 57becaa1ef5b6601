// /verificadores (docs/design.md §8): the accredited verifiers with their scope, period, status and history, for
// anyone; a platform administrator (by the server's `can`) also accredits, renews, suspends, reinstates and revokes.
import { useState } from 'react';
import {
  accreditationActionLabels,
  accreditationStatusLabels,
  biomeLabel,
  categoryLabel,
  formatDate,
  formatDateTime,
  type AccreditationStatusAction,
  type PublicVerifier,
  type Verifier,
} from '@raiz/domain';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { CheckIcon } from '../../../components/ui/icons';
import { QueryStates } from '../../../components/ui/query-states';
import { EmptyState } from '../../../components/ui/states';
import { useSession } from '../../../lib/session/session-store';
import { usePublicVerifiers, useVerifiers } from '../api/verifiers-api';
import { AccreditationDialog, StatusDialog } from './accreditation-forms';

const statusTone = { active: 'success', suspended: 'warning', revoked: 'danger' } as const satisfies Record<
  string,
  BadgeTone
>;

/** What an admin may do to an accreditation: renew it (a new scope and period) or change its status. */
type CardAction = AccreditationStatusAction | 'renew';
const actions: { action: CardAction; label: string }[] = [
  { action: 'renew', label: 'Renovar' },
  { action: 'suspend', label: 'Suspender' },
  { action: 'reinstate', label: 'Reativar' },
  { action: 'revoke', label: 'Revogar' },
];

type Row = PublicVerifier | Verifier;
const canOf = (v: Row) => ('can' in v ? v.can : null);

function VerifierCard({ verifier, onAction }: { verifier: Row; onAction: (action: CardAction) => void }) {
  const can = canOf(verifier);
  return (
    <li className="rounded-2xl border border-border bg-surface p-4 md:p-5" data-testid="verifier">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="font-display text-lg font-semibold break-words text-fg">{verifier.name}</h2>
        {verifier.status && (
          <Badge tone={statusTone[verifier.status]}>{accreditationStatusLabels[verifier.status]}</Badge>
        )}
      </div>
      {verifier.scope && verifier.period && (
        <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-muted">Biomas</dt>
            <dd className="text-fg">{verifier.scope.biomes.map(biomeLabel).join(', ')}</dd>
          </div>
          <div>
            <dt className="text-muted">Categorias</dt>
            <dd className="text-fg">{verifier.scope.categories.map(categoryLabel).join(', ')}</dd>
          </div>
          <div>
            <dt className="text-muted">Vigência</dt>
            <dd className="text-fg">
              {formatDate(verifier.period.validFrom)} a {formatDate(verifier.period.validUntil)}
            </dd>
          </div>
        </dl>
      )}
      {can && actions.some((a) => can[a.action]) && (
        <div className="mt-3 flex flex-wrap gap-2">
          {actions
            .filter((a) => can[a.action])
            .map((a) => (
              <Button
                key={a.action}
                size="sm"
                variant={a.action === 'reinstate' || a.action === 'renew' ? 'outline' : 'danger'}
                onClick={() => onAction(a.action)}
              >
                {a.label}
              </Button>
            ))}
        </div>
      )}
      {verifier.history.length > 0 && (
        <details className="mt-3">
          <summary className="cursor-pointer text-sm font-semibold text-primary">Histórico do credenciamento</summary>
          <ol className="mt-2 flex flex-col gap-2 text-sm">
            {[...verifier.history].reverse().map((h) => (
              <li key={`${h.at}-${h.action}`} className="border-l-2 border-border pl-3">
                <p className="text-fg">
                  <span className="font-semibold">{accreditationActionLabels[h.action]}</span> em {formatDateTime(h.at)}{' '}
                  · {accreditationStatusLabels[h.status]} · {h.by}
                </p>
                <p className="text-muted">
                  {h.scope.biomes.map(biomeLabel).join(', ')} · {h.scope.categories.map(categoryLabel).join(', ')} ·{' '}
                  {formatDate(h.period.validFrom)} a {formatDate(h.period.validUntil)}
                </p>
                {h.reason && <p className="text-fg">Motivo: {h.reason}</p>}
              </li>
            ))}
          </ol>
        </details>
      )}
    </li>
  );
}

/** The list: the public one logged out; the signed-in one (with `can`) for a person who is logged in. */
export function VerifiersList() {
  const { isLoggedIn } = useSession();
  const mine = useVerifiers({ enabled: isLoggedIn });
  const everyone = usePublicVerifiers({ enabled: !isLoggedIn });
  const [accrediting, setAccrediting] = useState(false);
  const [changing, setChanging] = useState<{ verifier: Verifier; action: CardAction } | null>(null);

  const candidates = isLoggedIn ? (mine.data ?? []).filter((v) => v.can.accredit) : [];
  return (
    <QueryStates<Row[]>
      query={isLoggedIn ? mine : everyone}
      loading="Carregando verificadoras..."
      failed="Não foi possível carregar as verificadoras."
    >
      {(rows) => {
        const accredited = rows.filter((v) => v.status !== null);
        return (
          <div className="flex flex-col gap-4">
            {candidates.length > 0 && (
              <div>
                <Button onClick={() => setAccrediting(true)}>Credenciar organização</Button>
                <AccreditationDialog candidates={candidates} open={accrediting} onOpenChange={setAccrediting} />
              </div>
            )}
            {accredited.length === 0 ? (
              <EmptyState icon={CheckIcon} title="Nenhuma verificadora credenciada ainda.">
                Verificadoras independentes são credenciadas pela administração da plataforma para um escopo de biomas e
                categorias, por um período.
              </EmptyState>
            ) : (
              <ul className="flex flex-col gap-3" aria-label="Verificadoras">
                {accredited.map((v) => (
                  <VerifierCard
                    key={v.id}
                    verifier={v}
                    onAction={(action) => 'can' in v && setChanging({ verifier: v, action })}
                  />
                ))}
              </ul>
            )}
            {changing?.action === 'renew' && (
              <AccreditationDialog
                verifier={changing.verifier}
                open
                onOpenChange={(open) => !open && setChanging(null)}
              />
            )}
            {changing && changing.action !== 'renew' && (
              <StatusDialog verifier={changing.verifier} action={changing.action} onClose={() => setChanging(null)} />
            )}
          </div>
        );
      }}
    </QueryStates>
  );
}
