import { useParams } from 'react-router';
import { PageHeader, UnderConstruction } from '../../components/ui/page';

/** Public: anyone checks a certificate by its code. */
export default function VerifyRoute() {
  const { code = '' } = useParams();
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Verificar certificado" description={`Código ${code}`} />
      <UnderConstruction what="a verificação pública de certificados">
        Aqui qualquer pessoa poderá conferir, no próprio navegador, a assinatura deste certificado e os dados do
        relatório certificado, sem precisar confiar no servidor.
      </UnderConstruction>
    </div>
  );
}
