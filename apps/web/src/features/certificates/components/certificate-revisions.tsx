import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDate, formatIndicator, indicatorDefinitions, type Certificate, type IndicatorKey } from '@raiz/domain';
import {
  snapshotDifference,
  type FieldChange,
  type FileChange,
  type SnapshotValue,
} from '@raiz/domain/certificate-difference';
import { AlertIcon } from '../../../components/ui/icons';
import { Loading } from '../../../components/ui/loading';
import { paths } from '../../../config/paths';
import { publicCertificateQueryOptions } from '../api/get-public-certificate';

// The versions of a certificate's report on /verificar/<code> (docs/design.md §5, "Versions"): a superseded
// certificate names the version that replaces it and shows what changed between what each author signed; a later one
// names the version it replaces. Loaded with the page only when there is another version.

const indicatorKeys = new Set<string>(indicatorDefinitions.map((d) => d.key));

function shown(field: FieldChange['field'], value: SnapshotValue): string {
  if (value === null || value === '') return '—';
  if (indicatorKeys.has(field)) return formatIndicator(field as IndicatorKey, value as number);
  if (field === 'periodStart' || field === 'periodEnd') return formatDate(String(value));
  return String(value);
}

function fileLine(change: FileChange): string {
  switch (change.change) {
    case 'added':
      return `Arquivo incluído: ${change.after.name}`;
    case 'removed':
      return `Arquivo retirado: ${change.before.name}`;
    case 'changed':
      return `Arquivo substituído por outro conteúdo: ${change.after.name}`;
    case 'caption': {
      const renamed = change.before.name !== change.after.name ? ` (agora ${change.after.name})` : '';
      return `Legenda alterada em ${change.before.name}${renamed}: “${change.before.caption ?? '—'}” → “${change.after.caption ?? '—'}”`;
    }
  }
}

/** What changed from this certificate's snapshot to the next version's, both as signed. */
function Difference({ certificate, nextCode }: { certificate: Certificate; nextCode: string }) {
  const next = useQuery(publicCertificateQueryOptions(nextCode));
  if (next.isPending) return <Loading label="Carregando as diferenças..." />;
  if (next.isError) return <p className="mt-2 text-sm">Não foi possível carregar a versão seguinte para comparar.</p>;
  const { fields, files } = snapshotDifference(certificate.snapshot, next.data.snapshot);
  if (fields.length === 0 && files.length === 0) {
    return <p className="mt-2 text-sm">O conteúdo assinado é o mesmo nas duas versões.</p>;
  }
  return (
    <div className="mt-3" data-testid="revision-difference">
      <h3 className="text-sm font-semibold">O que mudou na versão seguinte</h3>
      {fields.length > 0 && (
        <dl className="mt-2 grid gap-2">
          {fields.map((f) => (
            <div key={f.field} data-testid={`difference-${f.field}`}>
              <dt className="text-sm font-medium">{f.label}</dt>
              <dd className="text-sm break-words">
                <span className="line-through opacity-80">{shown(f.field, f.before)}</span>
                <span aria-hidden="true"> → </span>
                <span className="sr-only"> passou a </span>
                <span className="font-semibold">{shown(f.field, f.after)}</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
      {files.length > 0 && (
        <ul className="mt-2 list-disc pl-5 text-sm break-words" aria-label="Arquivos alterados">
          {files.map((change, i) => (
            <li key={i}>{fileLine(change)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

export default function CertificateRevisions({ certificate }: { certificate: Certificate }) {
  const { supersededBy, replaces } = certificate;
  const revision = certificate.snapshot.revision ?? 1;
  const link = 'font-semibold text-primary underline underline-offset-4';
  return (
    <div className="flex flex-col gap-3">
      {supersededBy && (
        <section
          aria-labelledby="certificate-superseded"
          data-testid="certificate-superseded"
          className="rounded-2xl border-2 border-amber-500/60 bg-amber-500/15 p-4 text-fg md:p-5"
        >
          <h2 id="certificate-superseded" className="flex items-center gap-2 font-display text-xl font-semibold">
            <AlertIcon width={20} height={20} /> Substituída pela versão {supersededBy.revision}
          </h2>
          <p className="mt-1 text-sm">
            Este certificado continua válido para a versão {revision} do relatório, como foi assinada. O relatório foi
            corrigido depois por uma nova versão, também certificada:{' '}
            <Link to={paths.verify.href(supersededBy.code)} className={link}>
              ver o certificado da versão {supersededBy.revision} ({supersededBy.code})
            </Link>
            .
          </p>
          <Difference certificate={certificate} nextCode={supersededBy.code} />
        </section>
      )}
      {replaces && (
        <p
          data-testid="certificate-replaces"
          className="rounded-2xl border border-border bg-surface-2 p-4 text-sm text-fg"
        >
          <span className="font-semibold">
            Versão {revision}. Substitui a versão {replaces.revision}
          </span>
          , cujo certificado continua verificável:{' '}
          <Link to={paths.verify.href(replaces.code)} className={link}>
            ver o certificado da versão {replaces.revision} ({replaces.code})
          </Link>
          .
        </p>
      )}
    </div>
  );
}
