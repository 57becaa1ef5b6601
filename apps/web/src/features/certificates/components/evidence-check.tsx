// The verification page's look at each evidence file: a picture shown from its small WebP copy (never the original,
// which may weigh megabytes), a PDF offered for download, and the check of the original — fetched and hashed in this
// browser with its progress ("Conferindo… 45 %"), then judged "conferida", "alterada" or "indisponível".
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { EvidenceEntry } from '@raiz/domain';
import { Badge } from '../../../components/ui/badge';
import { AlertIcon, CheckIcon } from '../../../components/ui/icons';
import { DownloadIcon } from '../../../components/ui/more-icons';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { apiUrl } from '../../../lib/api-client';
import { certificateMessages } from '../messages';
import { shortHash } from '../short-hash';
import {
  evidenceCheckQueryOptions,
  evidenceProgressQueryOptions,
  evidenceRoute,
  type EvidenceCheck,
} from '../verify-evidence';

/** The file's check, started by the page (once the signature check settled); this only reads it. */
function useEvidenceCheck(code: string, entry: EvidenceEntry): EvidenceCheck | undefined {
  return useQuery({ ...evidenceCheckQueryOptions(code, entry), enabled: false }).data;
}

/** Points the link at an object URL of the blob while it is shown, revoked after. */
function useBlobHref(blob: Blob | undefined) {
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!blob || !element) return undefined;
    const url = URL.createObjectURL(blob);
    element.href = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return ref;
}

// The same small box at every width: a thumbnail (320 px wide) fills it sharply on a phone's dense screen too.
const box = 'flex h-24 w-32 shrink-0 items-center justify-center overflow-hidden rounded-md bg-surface';

/** The PDF's download: the bytes hashed here once checked (the public route's address until then). */
function PdfLink({ blob, name, href }: { blob: Blob | undefined; name: string; href: string }) {
  const ref = useBlobHref(blob);
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

/**
 * A picture from the server's WebP thumbnail, loaded lazily in a box of fixed size, so nothing moves when it arrives;
 * it opens the larger WebP copy (1280 px). The original, megabytes maybe, is only fetched by the check below.
 */
function Thumbnail({ code, entry }: { code: string; entry: EvidenceEntry }) {
  return (
    <a
      href={apiUrl(evidenceRoute(code, entry.sha256, 'preview'))}
      target="_blank"
      rel="noopener noreferrer"
      className={box}
    >
      <img
        src={apiUrl(evidenceRoute(code, entry.sha256, 'thumbnail'))}
        width={128}
        height={96}
        loading="lazy"
        decoding="async"
        alt={entry.caption ?? entry.name}
        className="h-full w-full object-cover"
      />
    </a>
  );
}

/** The file as shown on the page: a picture's preview, or a PDF to download. */
export function EvidencePreview({ code, entry }: { code: string; entry: EvidenceEntry }) {
  const check = useEvidenceCheck(code, entry);
  if (entry.type !== 'application/pdf') return <Thumbnail code={code} entry={entry} />;
  const blob = check && check.state !== 'unavailable' ? check.blob : undefined;
  return <PdfLink blob={blob} name={entry.name} href={apiUrl(evidenceRoute(code, entry.sha256))} />;
}

const verdicts = {
  ok: { tone: 'success', Icon: CheckIcon, label: certificateMessages.evidenceOk },
  altered: { tone: 'danger', Icon: AlertIcon, label: certificateMessages.evidenceAltered },
  unavailable: { tone: 'warning', Icon: AlertIcon, label: certificateMessages.evidenceUnavailable },
} as const;

/** While the original is fetched and hashed: waiting for its turn, then "Conferindo… 45 %" with a bar. */
function EvidenceProgress({ code, entry }: { code: string; entry: EvidenceEntry }) {
  const percent = useQuery(evidenceProgressQueryOptions(code, entry.sha256)).data;
  const id = `evidence-progress-${entry.sha256}`;
  return (
    <div className="mt-2 flex flex-col gap-1" data-testid="evidence-progress">
      <p id={id} className="text-sm text-muted">
        {percent === undefined ? certificateMessages.evidenceWaiting : certificateMessages.evidenceChecking(percent)}
      </p>
      <ProgressBar percent={percent ?? 0} labelledBy={id} className="h-1.5 bg-border print:hidden" />
    </div>
  );
}

/** "Evidência conferida", "alterada" (with both hashes shortened) or "indisponível" (with why); its progress before. */
export function EvidenceStatus({ code, entry }: { code: string; entry: EvidenceEntry }) {
  const check = useEvidenceCheck(code, entry);
  if (!check) return <EvidenceProgress code={code} entry={entry} />;
  const { tone, Icon, label } = verdicts[check.state];
  return (
    <div className="mt-2" data-testid="evidence-status" data-state={check.state}>
      <Badge tone={tone}>
        <Icon width={14} height={14} /> {label}
      </Badge>
      {check.state === 'altered' && (
        <p className="mt-1 text-sm text-fg">
          O arquivo guardado não é o que foi assinado: hash esperado{' '}
          <span className="font-mono">{shortHash(entry.sha256)}</span>, encontrado{' '}
          <span className="font-mono">{shortHash(check.found)}</span>.
        </p>
      )}
      {check.state === 'unavailable' && (
        <p className="mt-1 text-sm text-muted">Não foi possível obter o arquivo agora: {check.message}</p>
      )}
    </div>
  );
}
