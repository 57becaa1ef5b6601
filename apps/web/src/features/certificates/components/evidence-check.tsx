// The verification page's look at each evidence file: fetched from the public route once, hashed in this browser,
// shown as a thumbnail (images) or offered for download (PDF), and judged "confere", "alterada" or "indisponível".
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { EvidenceEntry } from '@raiz/domain';
import { Badge } from '../../../components/ui/badge';
import { AlertIcon, CheckIcon } from '../../../components/ui/icons';
import { DownloadIcon } from '../../../components/ui/more-icons';
import { apiUrl } from '../../../lib/api-client';
import { certificateMessages } from '../messages';
import { shortHash } from '../short-hash';
import { evidenceCheckQueryOptions, evidenceRoute } from '../verify-evidence';

function useEvidenceCheck(code: string, entry: EvidenceEntry) {
  return useQuery(evidenceCheckQueryOptions(code, entry));
}

/** Points the element (an image's src, a link's href) at an object URL of the blob while it is shown, revoked after. */
function useBlobUrl<E extends HTMLImageElement | HTMLAnchorElement>(blob: Blob | undefined) {
  const ref = useRef<E>(null);
  useEffect(() => {
    const element = ref.current;
    if (!blob || !element) return undefined;
    const url = URL.createObjectURL(blob);
    if (element instanceof HTMLImageElement) element.src = url;
    else element.href = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return ref;
}

const box = 'flex h-24 w-full shrink-0 items-center justify-center overflow-hidden rounded-md bg-surface sm:w-32';

/** The PDF's download: the bytes hashed here once fetched (the public route's address until then). */
function PdfLink({ blob, name, href }: { blob: Blob; name: string; href: string }) {
  const ref = useBlobUrl<HTMLAnchorElement>(blob);
  return (
    <a
      ref={ref}
      href={href}
      download={name}
      className={`${box} flex-col gap-1 text-sm font-semibold text-primary print:hidden`}
    >
      <DownloadIcon width={22} height={22} />
      Baixar PDF<span className="sr-only"> {name}</span>
    </a>
  );
}

function Thumbnail({ blob, alt }: { blob: Blob; alt: string }) {
  const ref = useBlobUrl<HTMLImageElement>(blob);
  return (
    <div className={box}>
      <img ref={ref} alt={alt} className="h-full w-full object-cover" />
    </div>
  );
}

/** The file as fetched for the check: a thumbnail of an image, a PDF to download (nothing while it loads or fails). */
export function EvidencePreview({ code, entry }: { code: string; entry: EvidenceEntry }) {
  const check = useEvidenceCheck(code, entry);
  if (!check.data || check.data.state === 'unavailable') return <div aria-hidden="true" className={box} />;
  return entry.type === 'application/pdf' ? (
    <PdfLink blob={check.data.blob} name={entry.name} href={apiUrl(evidenceRoute(code, entry.sha256))} />
  ) : (
    <Thumbnail blob={check.data.blob} alt={entry.caption ?? entry.name} />
  );
}

const verdicts = {
  ok: { tone: 'success', Icon: CheckIcon, label: certificateMessages.evidenceOk },
  altered: { tone: 'danger', Icon: AlertIcon, label: certificateMessages.evidenceAltered },
  unavailable: { tone: 'warning', Icon: AlertIcon, label: certificateMessages.evidenceUnavailable },
} as const;

/** "Evidência confere", "alterada" (with both hashes shortened) or "indisponível" (with why). */
export function EvidenceStatus({ code, entry }: { code: string; entry: EvidenceEntry }) {
  const result = useEvidenceCheck(code, entry).data;
  if (!result)
    return (
      <p role="status" className="mt-2 text-sm text-muted">
        {certificateMessages.evidenceChecking}
      </p>
    );
  const { tone, Icon, label } = verdicts[result.state];
  return (
    <div className="mt-2" data-testid="evidence-status" data-state={result.state}>
      <Badge tone={tone}>
        <Icon width={14} height={14} /> {label}
      </Badge>
      {result.state === 'altered' && (
        <p className="mt-1 text-sm text-fg">
          O arquivo guardado não é o que foi assinado: hash esperado{' '}
          <span className="font-mono">{shortHash(entry.sha256)}</span>, encontrado{' '}
          <span className="font-mono">{shortHash(result.found)}</span>.
        </p>
      )}
      {result.state === 'unavailable' && (
        <p className="mt-1 text-sm text-muted">Não foi possível obter o arquivo agora: {result.message}</p>
      )}
    </div>
  );
}
