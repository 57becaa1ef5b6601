import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { Certificate } from '@raiz/domain';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { queryRoots } from '../../../lib/query-keys';
import type { CertificateSigner } from '../signer';

// The dialog carries Radix and (through its checks) ethers: loaded only when someone clicks "Certificar".
const CertifyReportDialog = lazy(() => import('./certify-report-dialog'));

export interface CertifyReportButtonProps {
  report: { id: string; title: string; can: { certify: boolean } };
  /** The wallet's signer (the wallet feature's useWalletSigner()), passed in by the route module. */
  signer: CertificateSigner;
  /**
   * Called when the dialog closes after a certificate was stored (e.g. to refresh the report, now frozen). Not at
   * once: refreshing while the dialog shows its success would replace the screen under it.
   */
  onCertified?: (certificate: Certificate) => void;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}

/** "Certificar" on a published report; renders nothing for reports that cannot be certified. */
export function CertifyReportButton({ report, signer, onCertified, size, variant }: CertifyReportButtonProps) {
  const [open, setOpen] = useState(false);
  const [issued, setIssued] = useState<Certificate | null>(null);
  const queryClient = useQueryClient();
  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next && issued) {
      setIssued(null);
      // A certified report is frozen: every screen of reports shows its new status (and "Ver certificado") — once the
      // dialog has closed, since refreshing under its success message would replace the screen that holds it.
      void queryClient.invalidateQueries({ queryKey: queryRoots.reports });
      onCertified?.(issued);
    }
  };
  // Offered exactly when the server says this person may certify it (published, and their role allows signing).
  if (!report.can.certify && !open) return null;
  return (
    <>
      <Button
        size={size}
        variant={variant}
        onClick={() => setOpen(true)}
        aria-label={`Certificar o relatório ${report.title}`}
      >
        Certificar
      </Button>
      {open && (
        <Suspense
          fallback={
            <span role="status" className="sr-only">
              Carregando...
            </span>
          }
        >
          <CertifyReportDialog
            reportId={report.id}
            reportTitle={report.title}
            signer={signer}
            open={open}
            onOpenChange={changeOpen}
            onCertified={setIssued}
          />
        </Suspense>
      )}
    </>
  );
}
