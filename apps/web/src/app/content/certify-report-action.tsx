// "Certificar" where reports are listed: the certificates feature's button and dialog, signed with the wallet.
import { useCallback, type ReactNode } from 'react';
import type { Report } from '@raiz/domain';
import { CertifyReportButton } from '../../features/certificates/components/certify-report-button';
import { useWalletSigner } from '../../features/wallet/use-wallet-signer';
import { useSession } from '../../lib/session/session-store';

/** A report card's "Certificar": for the author's published reports only (the button hides itself otherwise). */
export function useCertifyReportAction(): (report: Report) => ReactNode {
  const signer = useWalletSigner();
  const { user } = useSession();
  return useCallback(
    (report: Report) =>
      report.ownerId === user.id ? <CertifyReportButton report={report} signer={signer} size="sm" /> : null,
    [signer, user.id],
  );
}
