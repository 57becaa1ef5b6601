import { PageHeader, UnderConstruction } from '../../components/ui/page';

export default function WalletRoute() {
  return (
    <>
      <PageHeader title="Carteira" description="Sua carteira para assinar dados e certificar relatórios." />
      <UnderConstruction what="a carteira">
        Aqui você ativará sua carteira com um PIN de 6 dígitos — que nunca sai do seu navegador —, assinará dados, exportará o arquivo de chave e cadastrará uma senha de recuperação do PIN.
      </UnderConstruction>
    </>
  );
}
