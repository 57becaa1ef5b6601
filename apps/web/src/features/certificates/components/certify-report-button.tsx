import { lazy, Suspense, useState } from 'react';
import type { Certificate } from '@raiz/domain';
import { Button, type ButtonProps } from '../../../components/ui/button';
import type { CertificateSigner } from '../signer';

// The dialog carries Radix and (through its checks) ethers: loaded only when someone clicks "Certificar".
const CertifyReportDialog = lazy(() => import('./certify-report-dialog'));

export interface CertifyReportButtonProps {
  report: { id: string; title: string; status: string };
  /** The wallet's signer (the wallet feature's useWalletSigner()), passed in by the route module. */
  signer: CertificateSigner;
  /** Called once the certificate is stored (e.g. to refresh the report, now frozen). */
  onCertified?: (certificate: Certificate) => void;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}

/** "Certificar" on a published report; renders nothing for reports that cannot be certified. */
export function CertifyReportButton({ report, signer, onCertified, size, variant }: CertifyReportButtonProps) {
  const [open, setOpen] = useState(false);
  // Stays while its dialog is open, so the success view survives the report turning "certified".
  if (report.status !== 'published' && !open) return null;
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
            onOpenChange={setOpen}
            onCertified={onCertified}
          />
        </Suspense>
      )}
    </>
  );
}
