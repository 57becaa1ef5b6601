import { reportStatusLabel, type Report } from '@raiz/domain';
import { Badge } from '../../../components/ui/badge';
import { reportStatusTone } from '../report-display';

/** Rascunho / Publicado / Certificado. */
export function ReportStatusBadge({ status }: { status: Report['status'] }) {
  return <Badge tone={reportStatusTone[status]}>{reportStatusLabel(status)}</Badge>;
}
