// "Certificar" where reports are listed: the certificates feature's button and dialog, signed with the wallet.
import { useCallback, type ReactNode } from 'react';
import type { Report } from '@raiz/domain';
import { CertifyReportButton } from '../../features/certificates/components/certify-report-button';
import { useWalletSigner } from '../../features/wallet/use-wallet-signer';

/** A report card's "Certificar", where the report's `can.certify` allows it (the button hides itself otherwise). */
export function useCertifyReportAction(): (report: Report) => ReactNode {
  const signer = useWalletSigner();
  return useCallback((report: Report) => <CertifyReportButton report={report} signer={signer} size="sm" />, [signer]);
}
