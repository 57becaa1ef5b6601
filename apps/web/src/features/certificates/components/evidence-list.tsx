// The evidence files a certificate's snapshot lists (name, type, size, caption), each with what the verification page
// found when it fetched and re-hashed it: confere, alterada or indisponível.
import type { ReactNode } from 'react';
import { formatBytes, type EvidenceEntry } from '@raiz/domain';

const typeLabels: Record<EvidenceEntry['type'], string> = {
  'image/jpeg': 'Imagem JPEG',
  'image/png': 'Imagem PNG',
  'image/webp': 'Imagem WebP',
  'application/pdf': 'Documento PDF',
};

export function EvidenceList({
  evidence,
  preview,
  status,
}: {
  evidence: EvidenceEntry[];
  /** The file itself (a thumbnail, a PDF's download), where it was fetched. */
  preview?: (entry: EvidenceEntry) => ReactNode;
  /** What was found of each file (the verification page); none where the list is only shown. */
  status?: (entry: EvidenceEntry) => ReactNode;
}) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-fg">Evidências ({evidence.length})</h3>
      <ul className="mt-2 flex flex-col gap-2" aria-label="Evidências">
        {evidence.map((entry) => (
          <li
            key={entry.sha256}
            className="flex flex-col gap-3 rounded-lg bg-surface-2 p-3 sm:flex-row sm:items-start print:border print:border-border"
            data-testid="evidence"
          >
            {preview?.(entry)}
            <div className="min-w-0 flex-1">
              <p className="font-semibold break-words text-fg">{entry.name}</p>
              <p className="text-sm text-muted">
                {typeLabels[entry.type]} · {formatBytes(entry.size)}
              </p>
              {entry.caption && <p className="mt-1 text-sm text-fg">{entry.caption}</p>}
              <p className="mt-1 font-mono text-xs break-all text-muted">SHA-256 {entry.sha256}</p>
              {status?.(entry)}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
