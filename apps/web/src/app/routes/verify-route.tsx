import { useParams } from 'react-router';
import { CertificateVerificationView } from '../../features/certificates/components/certificate-verification';

/** Public: anyone checks a certificate by its code, logged in or not. */
export default function VerifyRoute() {
  const { code = '' } = useParams();
  return <CertificateVerificationView code={code.trim().toUpperCase()} />;
}
