import { ButtonLink } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session/session-store';

const steps: { title: string; text: string }[] = [
  {
    title: 'Crie sua conta e entre',
    text: 'Clique em "Entrar". Na página segura de acesso, entre com seu e-mail e senha (ou com o provedor que sua organização usa, como o gov.br) ou crie uma conta nova. Você volta para a Raiz já conectado.',
  },
  {
    title: 'Complete sua conta',
    text: 'Em "Conta", confira seu nome e e-mail e informe o CPF, caso o provedor de acesso não o tenha enviado. Guardamos apenas uma impressão digital (hash) do CPF, nunca o número.',
  },
  {
    title: 'Cadastre seus projetos',
    text: 'Em "Projetos", use "Criar Projeto" e informe nome, categoria, bioma, município, UF, área em hectares, situação e datas de início e término.',
  },
  {
    title: 'Publique relatórios de impacto',
    text: 'Em "Relatórios", use "Criar Relatório", escolha o projeto e o período e preencha os indicadores: tCO2e, árvores plantadas, área restaurada, água, resíduos e pessoas beneficiadas. Salve como rascunho e publique quando estiver pronto.',
  },
  {
    title: 'Conte o dia a dia do projeto',
    text: 'Dentro de cada projeto, escreva posts, divulgue eventos com local e vagas e ofereça produtos com preço e estoque.',
  },
  {
    title: 'Ative sua carteira',
    text: 'Em "Carteira", crie um PIN de 6 dígitos. Sua chave é gerada no seu navegador a partir do PIN e o PIN nunca é enviado a lugar nenhum. Se quiser, cadastre uma senha de recuperação.',
  },
  {
    title: 'Certifique e compartilhe',
    text: 'Assine um relatório publicado com a carteira para gerar o certificado. Compartilhe o código: qualquer pessoa confere a assinatura em "Verificar certificado", sem precisar confiar em nós. Cada certificado rende tokens RDX, que você acompanha em "Tokens".',
  },
];

/** /como-se-faz: the step-by-step guide of the platform. */
export default function HowToRoute() {
  const { isLoggedIn } = useSession();
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="Como se faz"
        description="Do cadastro ao certificado verificável, em sete passos. Leva poucos minutos para começar."
      />
      <ol className="flex flex-col gap-4">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4 rounded-2xl border border-border bg-surface p-5 shadow-sm">
            <span
              aria-hidden="true"
              className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-fg"
            >
              {index + 1}
            </span>
            <div>
              <h2 className="font-semibold text-fg">
                <span className="sr-only">Passo {index + 1}: </span>
                {step.title}
              </h2>
              <p className="mt-1 text-muted">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-8 flex justify-center">
        {isLoggedIn ? (
          <ButtonLink to={paths.dashboard.href()} size="lg">
            Ir para o painel
          </ButtonLink>
        ) : (
          <ButtonLink to={paths.auth.href()} size="lg">
            Começar agora
          </ButtonLink>
        )}
      </div>
    </div>
  );
}
