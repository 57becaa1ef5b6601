import { PageHeader } from '../../components/ui/page';
import { SectionCard } from '../../components/ui/section-card';
import { CertifiableReports } from '../../features/certificates/components/certifiable-reports';
import { CertificatesList } from '../../features/certificates/components/certificates-list';
import { RequestVerificationButton } from '../../features/verifications/components/request-verification';
import { useWalletSigner } from '../../features/wallet/use-wallet-signer';
import { paths } from '../../config/paths';
import { Link } from 'react-router';

/** /certs: the person's certificates, and their published reports ready to be certified. */
export default function CertsRoute() {
  const signer = useWalletSigner();
  return (
    <>
      <PageHeader
        title="Certificados"
        description="Relatórios certificados com a assinatura da sua carteira. Cada um tem um código público de verificação."
      />
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <SectionCard id="secao-certificados" title="Meus certificados">
          <CertificatesList
            actions={(c) =>
              c.can.requestVerification && (
                <RequestVerificationButton certificateCode={c.code} title={c.snapshot.title} />
              )
            }
          />
          <p className="mt-4 text-sm text-muted">
            Pedidos de verificação independente e suas respostas ficam em{' '}
            <Link to={paths.verifications.href()} className="font-semibold text-primary underline">
              Verificações
            </Link>
            .
          </p>
        </SectionCard>
        <SectionCard
          id="secao-certificar"
          title="Certificar relatório"
          description="Seus relatórios publicados. Certificar congela o relatório e rende 10 RDX à sua carteira."
        >
          <CertifiableReports signer={signer} />
        </SectionCard>
      </div>
    </>
  );
}
