import { Link } from 'react-router';
import { PageHeader } from '../../components/ui/page';
import { TableOfContents } from '../../components/ui/table-of-contents';
import { paths } from '../../config/paths';
import {
  DataCategoryList,
  PolicyList,
  PolicySection,
  RightsList,
} from '../../features/privacy/components/privacy-sections';
import {
  contactLink,
  dataCategories,
  PRIVACY_UPDATED_AT,
  rights,
  safeguards,
  sharing,
} from '../../features/privacy/privacy-content';
import { useScrollToHash } from '../../lib/use-scroll-to-hash';

const sections = [
  { id: 'resumo', title: 'Em poucas palavras' },
  { id: 'dados', title: 'O que guardamos, por quê e por quanto tempo' },
  { id: 'compartilhamento', title: 'Quem vê e com quem compartilhamos' },
  { id: 'seguranca', title: 'Como protegemos seus dados' },
  { id: 'direitos', title: 'Seus direitos e como exercê-los' },
  { id: 'contato', title: 'Fale conosco' },
  { id: 'mudancas', title: 'Mudanças nesta página' },
] as const;

type SectionId = (typeof sections)[number]['id'];
const titleOf = (id: SectionId) => sections.find((s) => s.id === id)!.title;
const linkClass = 'font-medium text-primary underline underline-offset-4';

/**
 * /privacidade (public, prerendered): what Raiz keeps about people, why, where, for how long, who sees it, and how to
 * exercise each right of the LGPD (docs/product.md §10). Linked from every screen's footer and from sign-up.
 */
export default function PrivacyRoute() {
  useScrollToHash();
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title="Privacidade"
        description={
          <>
            Como a Raiz trata os seus dados pessoais, conforme a Lei Geral de Proteção de Dados (LGPD, Lei nº
            13.709/2018). Atualizada em {PRIVACY_UPDATED_AT}.
          </>
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-[240px_1fr]">
        <div className="lg:sticky lg:top-28">
          <TableOfContents id="indice-privacidade" title="Nesta página" items={[...sections]} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <PolicySection id="resumo" title={titleOf('resumo')}>
            <PolicyList
              items={[
                'A Raiz guarda só o que precisa para funcionar: seu perfil, como você entra, um hash do seu CPF, o endereço da sua carteira e o que você registra nela.',
                'Não vendemos dados, não mostramos anúncios e não usamos rastreadores.',
                'Fica público só o que você decide certificar, além dos tokens RDX, que ficam na blockchain.',
                <>
                  Você baixa uma cópia de tudo ou exclui a conta quando quiser, em{' '}
                  <Link to={paths.account.href()} className={linkClass}>
                    Conta
                  </Link>
                  .
                </>,
              ]}
            />
          </PolicySection>

          <PolicySection id="dados" title={titleOf('dados')}>
            <p className="text-muted">
              Cada tipo de dado, com a finalidade, a base legal da LGPD (art. 7º) que permite tratá-lo, onde fica, por
              quanto tempo e quem o vê.
            </p>
            <DataCategoryList categories={dataCategories} />
          </PolicySection>

          <PolicySection id="compartilhamento" title={titleOf('compartilhamento')}>
            <PolicyList items={sharing} />
          </PolicySection>

          <PolicySection id="seguranca" title={titleOf('seguranca')}>
            <PolicyList items={safeguards} />
            <p className="text-muted">
              Se acontecer um incidente de segurança que possa causar risco ou dano relevante a você, avisaremos você e
              a ANPD, como manda a lei (art. 48).
            </p>
          </PolicySection>

          <PolicySection id="direitos" title={titleOf('direitos')}>
            <p className="text-muted">
              A LGPD (art. 18) garante a você estes direitos. Os que a própria Raiz atende na hora estão em Conta; para
              os demais, escreva para {contactLink}.
            </p>
            <RightsList rights={rights} />
          </PolicySection>

          <PolicySection id="contato" title={titleOf('contato')}>
            <p>
              A Raiz é a controladora dos seus dados: é ela quem decide como são tratados. Para qualquer pedido ou
              dúvida sobre seus dados, escreva para {contactLink}, o canal do encarregado pelo tratamento de dados
              pessoais (art. 41).
            </p>
            <p className="text-muted">
              Para proteger você, podemos pedir que escreva do e-mail da sua conta ou que confirme quem você é antes de
              atender um pedido.
            </p>
          </PolicySection>

          <PolicySection id="mudancas" title={titleOf('mudancas')}>
            <p>
              Quando a Raiz passar a guardar ou usar dados de outro jeito, esta página muda junto, com a nova data no
              topo.
            </p>
          </PolicySection>
        </div>
      </div>
    </div>
  );
}
