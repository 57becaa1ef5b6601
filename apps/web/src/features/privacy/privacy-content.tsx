// The texts of /privacidade (docs/product.md §10): what Raiz stores, why (LGPD art. 7), where, for how long, who sees
// it, and how to exercise each right of art. 18. Each fact is the code's: the tables of apps/server/src/db/schema and
// apps/recovery, the cookies of the API and the SPA, the logger's redaction, the export and the deletion of /conta.
// Change the text when the code changes what it keeps.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { privacyContact } from '../../config/privacy-contact';

/** When this text last changed (shown under the title). */
export const PRIVACY_UPDATED_AT = '25 de novembro de 2026';

export interface DataCategory {
  id: string;
  title: string;
  what: ReactNode;
  why: ReactNode;
  basis: ReactNode;
  where: ReactNode;
  howLong: ReactNode;
  who: ReactNode;
}

export interface PrivacyRight {
  id: string;
  title: string;
  /** The item of LGPD art. 18 (or the paragraph) the right comes from. */
  article: string;
  how: ReactNode;
}

const b = (text: string) => <strong className="font-semibold text-fg">{text}</strong>;
const linkClass = 'font-medium text-primary underline underline-offset-4';
const account = (text = 'Conta') => (
  <Link to={paths.account.href()} className={linkClass}>
    {text}
  </Link>
);
export const contactLink = (
  <a href={`mailto:${privacyContact}`} className={`${linkClass} break-words`}>
    {privacyContact}
  </a>
);

const whileAccount = 'Enquanto a sua conta existir. Ao excluir a conta, é apagado na hora.';

export const dataCategories: DataCategory[] = [
  {
    id: 'dados-perfil',
    title: 'Seu perfil',
    what: 'Nome completo, nome de usuário, e-mail, papel na plataforma (usuário ou administrador) e as datas de criação e de alteração.',
    why: 'Identificar você, mostrar seu nome nas telas e entrar em contato sobre a sua conta.',
    basis: 'Execução do contrato que você faz ao criar a conta (art. 7º, V).',
    where: 'No banco de dados principal da Raiz.',
    howLong: whileAccount,
    who: 'Você e a equipe técnica que opera os servidores da Raiz.',
  },
  {
    id: 'dados-acesso',
    title: 'Como você entra',
    what: (
      <>
        O provedor de acesso que você usa (o da própria Raiz ou um externo, como o gov.br) e o identificador que ele dá
        a você, além de um hash desse identificador (<code>hashed_auth_provider_id</code>). Quando você entra pelo
        gov.br, esse identificador é o próprio CPF.
      </>
    ),
    why: 'Reconhecer você a cada login. O hash também entra no cálculo da chave da sua carteira.',
    basis: 'Execução do contrato (art. 7º, V).',
    where: 'No banco de dados principal da Raiz.',
    howLong: whileAccount,
    who: 'Você e a equipe técnica que opera os servidores da Raiz.',
  },
  {
    id: 'dados-cpf',
    title: 'CPF',
    what: (
      <>
        Na sua conta, um hash do CPF (<code>hashed_cpf</code>). O número em si só fica guardado como identificador de
        login, se você entra pelo gov.br; o provedor de acesso da própria Raiz não o guarda (só o hash, até o seu
        primeiro login). Como um CPF tem poucos dígitos, o hash pode ser revertido por tentativa e erro: por isso ele é
        tratado como dado pessoal, e não como dado anônimo.
      </>
    ),
    why: 'Garantir uma conta por pessoa — o que dá valor aos certificados — e calcular a chave da sua carteira.',
    basis: 'Execução do contrato (art. 7º, V) e prevenção de fraudes, legítimo interesse (art. 7º, IX).',
    where: 'No banco de dados principal da Raiz.',
    howLong: whileAccount,
    who: 'Ninguém o vê nas telas, nem você: a página Conta só diz se ele foi informado. Tem acesso a equipe técnica que opera os servidores.',
  },
  {
    id: 'dados-provedor',
    title: 'Conta no provedor de acesso da Raiz',
    what: (
      <>
        Só se você criou a conta na própria Raiz (e não entra pelo gov.br ou outro provedor): nome, e-mail, CPF, a senha
        — guardada apenas como hash (scrypt), nunca o texto —, se o e-mail foi verificado, as sessões de login (até 24
        horas) e as autorizações dadas ao site da Raiz (até 14 dias).
      </>
    ),
    why: 'Permitir que você entre com e-mail e senha e impedir duas contas com o mesmo e-mail ou CPF.',
    basis: 'Execução do contrato (art. 7º, V).',
    where: 'No banco de dados principal da Raiz.',
    howLong:
      'A conta, enquanto existir; sessões e autorizações vencidas são apagadas automaticamente a cada hora. Ao excluir a conta, tudo é apagado na hora.',
    who: 'Você e a equipe técnica que opera os servidores da Raiz.',
  },
  {
    id: 'dados-carteira',
    title: 'Carteira',
    what: (
      <>
        O endereço público da sua carteira (<code>evm_address</code>); um número aleatório, o salt, que entra no cálculo
        da chave; e, se você quiser, um backup do PIN cifrado no seu navegador com uma senha de recuperação que a Raiz
        não conhece. O PIN e a chave privada não são enviados à Raiz: a chave é calculada no seu navegador.
      </>
    ),
    why: 'Assinar relatórios e certificados e receber os tokens RDX. O backup serve para recuperar o PIN esquecido.',
    basis: (
      <>
        Execução do contrato (art. 7º, V). O backup do PIN é opcional: consentimento (art. 7º, I), que você dá ao
        criá-lo.
      </>
    ),
    where: (
      <>
        O endereço, no banco de dados principal. O salt e o backup, num banco separado, o da API de recuperação, em que
        você aparece só como um hash do seu identificador: nenhum dos dois bancos sozinho basta para tentar adivinhar o
        seu PIN.
      </>
    ),
    howLong: whileAccount,
    who: 'Você. O endereço também aparece nos certificados que você emite e na blockchain (veja abaixo).',
  },
  {
    id: 'dados-sessoes',
    title: 'Sessões e cookies',
    what: (
      <>
        Cada login: quando começou, foi renovado e expira — o token em si é guardado só como hash. No navegador, os
        cookies <code>accessToken</code> (60 minutos) e <code>refreshToken</code> (7 dias), que mantêm você conectado e
        que o código da página não consegue ler; <code>user</code> (7 dias), com seu identificador, nome de usuário,
        e-mail e papéis, para as telas; e <code>raizLogin</code> (10 minutos, só durante o login).
      </>
    ),
    why: 'Manter você conectado com segurança e encerrar a sessão quando você sai.',
    basis: 'Execução do contrato (art. 7º, V) e segurança da conta, legítimo interesse (art. 7º, IX).',
    where: 'No banco de dados principal da Raiz e no seu navegador.',
    howLong:
      'Os cookies, pelos prazos acima ou até você sair. O registro de cada sessão é apagado uma semana depois de ela vencer, e todos são apagados ao excluir a conta.',
    who: 'Você e a equipe técnica que opera os servidores da Raiz.',
  },
  {
    id: 'dados-conteudo',
    title: 'Seus projetos, relatórios, posts, eventos e produtos',
    what: (
      <>
        Tudo o que você escreve neles: nomes, descrições, município e UF, coordenadas e área dos projetos, indicadores
        de impacto, textos, datas, locais, preços. Evite escrever ali dados sensíveis (saúde, religião, origem racial…)
        ou dados de outras pessoas sem necessidade.
      </>
    ),
    why: 'Oferecer o serviço da Raiz: registrar, medir e mostrar o impacto do seu trabalho.',
    basis: 'Execução do contrato (art. 7º, V).',
    where: 'No banco de dados principal da Raiz.',
    howLong: (
      <>
        Até você apagar cada item, ou até excluir a conta. A página inicial mostra apenas somas de todos os relatórios
        publicados, sem identificar ninguém.
      </>
    ),
    who: (
      <>
        Você e os administradores da plataforma, que podem ver e alterar o conteúdo de todas as pessoas para suporte e
        moderação. O conteúdo do espaço de uma organização é visto pelos membros dela, conforme o papel de cada um. Um
        projeto que você publica no registro público (e o que ele mostra: relatórios publicados e certificados, posts
        publicados, eventos futuros e produtos ativos) passa a ser visto por qualquer pessoa, até você retirá-lo.
      </>
    ),
  },
  {
    id: 'dados-arquivos',
    title: 'Fotos e documentos anexados',
    what: (
      <>
        As fotos (JPEG, PNG, WebP) e os PDFs que você anexa a projetos, relatórios, posts, eventos e produtos, com nome,
        legenda, tamanho e o hash SHA-256 de cada um. Das fotos, a Raiz apaga ao receber todos os metadados da câmera,
        inclusive a posição de GPS; a posição só fica guardada se você confirmar que quer usá-la como local da
        evidência. Evite fotografar pessoas ou documentos de outras pessoas sem necessidade.
      </>
    ),
    why: 'Mostrar e comprovar o trabalho registrado (evidências de relatórios) e ilustrar o conteúdo.',
    basis: 'Execução do contrato (art. 7º, V).',
    where: 'No armazenamento de arquivos da Raiz (disco do servidor ou um serviço de armazenamento compatível com S3).',
    howLong: (
      <>
        Até você excluir o arquivo ou o item, ou até excluir a conta. Os arquivos de um relatório certificado não podem
        mais ser trocados nem excluídos enquanto o certificado valer: o certificado assina o hash de cada um.
      </>
    ),
    who: (
      <>
        Quem pode ver o item: você, os membros da organização conforme o papel e os administradores. Os arquivos de
        itens mostrados no registro público ficam públicos junto com eles, e as evidências de um relatório certificado
        podem ser baixadas por qualquer pessoa que tenha o código do certificado, para conferir cada uma.
      </>
    ),
  },
  {
    id: 'dados-organizacoes',
    title: 'Organizações e convites',
    what: (
      <>
        As organizações de que você faz parte e o seu papel em cada uma; o histórico do que você faz nelas (quando, o
        quê e os campos alterados, antes e depois), com o seu nome público daquele momento; e, nos convites, o e-mail da
        pessoa convidada, até o convite ser aceito ou expirar.
      </>
    ),
    why: 'Permitir o trabalho em equipe e que cada organização saiba quem fez o quê no seu espaço.',
    basis: 'Execução do contrato (art. 7º, V) e legítimo interesse da organização (art. 7º, IX) quanto ao histórico.',
    where:
      'No banco de dados principal da Raiz. O convite só sai por e-mail quando o servidor de e-mail está configurado.',
    howLong: (
      <>
        Enquanto você for membro. Ao sair ou excluir a conta, o que você escreveu no espaço da organização fica com ela,
        e o histórico guarda o seu nome público daquele momento, sem o seu e-mail.
      </>
    ),
    who: 'Os membros da organização veem seu nome público e seu papel (nunca o seu e-mail); o histórico, só proprietários e administradores.',
  },
  {
    id: 'dados-certificados',
    title: 'Certificados',
    what: (
      <>
        Uma cópia do relatório certificado (título, projeto, período, resumo, indicadores), o nome público que você
        escolhe ao assinar (seu nome completo ou outro, nunca e-mail ou CPF), o endereço da sua carteira, a assinatura e
        uma referência em hash de quem assinou.
      </>
    ),
    why: 'Permitir que qualquer pessoa confira o certificado pelo código, sem precisar confiar na Raiz.',
    basis: 'Consentimento (art. 7º, I): você decide certificar e escolhe o nome que aparece.',
    where: 'No banco de dados principal da Raiz, publicado em /verificar/<código>.',
    howLong: (
      <>
        Enquanto a conta existir. Ao excluir a conta, o certificado é retirado: a verificação passa a dizer “Certificado
        retirado a pedido do titular” e só o código e as datas permanecem.
      </>
    ),
    who: 'Qualquer pessoa que tenha o código.',
  },
  {
    id: 'dados-blockchain',
    title: 'Tokens RDX e blockchain',
    what: 'Os tokens RDX que você recebe (ao ativar a carteira e ao certificar) e as transferências, ligados ao endereço da sua carteira.',
    why: 'Os tokens reconhecem o trabalho certificado.',
    basis: 'Execução do contrato (art. 7º, V).',
    where: 'Numa blockchain pública, fora dos bancos da Raiz.',
    howLong: (
      <>
        Para sempre: ninguém, nem a Raiz, consegue apagar um registro da blockchain. Depois que você exclui a conta,
        nada na Raiz liga o endereço a você.
      </>
    ),
    who: 'Qualquer pessoa que consulte a blockchain.',
  },
  {
    id: 'dados-registros',
    title: 'Registros técnicos e proteção contra abuso',
    what: (
      <>
        Os registros (logs) do servidor: cada pedido com método, endereço sem parâmetros, resultado e tempo de resposta,
        e eventos como login, exportação e exclusão de conta com o identificador da pessoa. Nunca senhas, tokens, PIN,
        CPF ou salt: o servidor os oculta antes de gravar. Para limitar tentativas, o endereço IP é contado por 1 minuto
        (e, depois de uma senha errada, por 15 minutos).
      </>
    ),
    why: 'Manter a Raiz funcionando e segura: investigar erros e frear ataques e abusos.',
    basis: 'Legítimo interesse (art. 7º, IX), na segurança do serviço e das contas.',
    where:
      'Nos servidores que hospedam a Raiz. As contagens por IP não vão para o banco de dados: ficam em memória e expiram sozinhas.',
    howLong:
      'As contagens por IP, pelos prazos acima. Os registros, pelo tempo definido pela hospedagem desta instalação: pergunte pelo contato abaixo.',
    who: 'A equipe técnica que opera os servidores da Raiz.',
  },
  {
    id: 'dados-navegador',
    title: 'No seu navegador',
    what: (
      <>
        O tema escolhido, os rascunhos de formulários que você ainda não salvou e, durante o login, a página para onde
        voltar.
      </>
    ),
    why: 'Lembrar suas preferências e não perder o que você digitou.',
    basis: 'Ficam só no seu aparelho: a Raiz não os recebe.',
    where: 'No armazenamento local do seu navegador.',
    howLong: 'Até você salvar ou descartar o rascunho, ou limpar os dados do navegador.',
    who: 'Quem usa o mesmo navegador. Em computador compartilhado, salve ou descarte os rascunhos e saia da conta.',
  },
];

export const rights: PrivacyRight[] = [
  {
    id: 'direito-confirmacao',
    title: 'Confirmação de que tratamos seus dados',
    article: 'art. 18, I',
    how: (
      <>
        Se você tem conta, sim, tratamos dados seus, como esta página descreve. Para ver quais, use o acesso, abaixo; ou
        peça pelo contato uma declaração completa, que a lei prevê em até 15 dias (art. 19).
      </>
    ),
  },
  {
    id: 'direito-acesso',
    title: 'Acesso aos dados',
    article: 'art. 18, II',
    how: (
      <>
        Em {account()}, toque em {b('Baixar meus dados')}: você recebe na hora um arquivo ZIP com tudo o que a Raiz
        guarda sobre você, explicado num LEIA-ME.txt.
      </>
    ),
  },
  {
    id: 'direito-correcao',
    title: 'Correção de dados incompletos, inexatos ou desatualizados',
    article: 'art. 18, III',
    how: (
      <>
        Nome completo e nome de usuário, em {account()}; projetos, relatórios, posts, eventos e produtos, na tela de
        cada um. Um relatório certificado não pode mais ser alterado. O CPF é informado uma única vez e o e-mail vem do
        provedor de acesso: para corrigi-los, escreva para nós.
      </>
    ),
  },
  {
    id: 'direito-anonimizacao',
    title: 'Anonimização, bloqueio ou eliminação de dados desnecessários ou excessivos',
    article: 'art. 18, IV',
    how: (
      <>
        Você mesmo apaga cada projeto, relatório, post, evento ou produto. Se achar que guardamos algo além do
        necessário, escreva para nós dizendo o quê.
      </>
    ),
  },
  {
    id: 'direito-portabilidade',
    title: 'Portabilidade',
    article: 'art. 18, V',
    how: (
      <>
        O mesmo {b('Baixar meus dados')}, em {account()}: os arquivos vêm em JSON, para levar a outro serviço, e em CSV,
        para abrir numa planilha.
      </>
    ),
  },
  {
    id: 'direito-eliminacao',
    title: 'Eliminação dos dados',
    article: 'art. 18, VI',
    how: (
      <>
        Em {account()}, {b('Excluir minha conta')} apaga na hora seu perfil, seus identificadores, sua conta no provedor
        de acesso da Raiz, suas sessões, o salt e o backup do PIN e todo o seu espaço pessoal. Ficam apenas o código dos
        seus certificados, marcados como retirados, os tokens já registrados na blockchain e os registros técnicos do
        servidor, até expirarem. O que você escreveu no espaço de uma organização é dela e fica; os certificados que
        você assinou por ela continuam com o nome público que você escolheu. Se você for o único proprietário de uma
        organização, passe esse papel a outra pessoa ou exclua a organização antes. Se você entrar de novo depois, uma
        conta nova e vazia é criada.
      </>
    ),
  },
  {
    id: 'direito-compartilhamento',
    title: 'Informação sobre com quem compartilhamos',
    article: 'art. 18, VII',
    how: (
      <>
        Está na parte{' '}
        <a href="#compartilhamento" className={linkClass}>
          Quem vê e com quem compartilhamos
        </a>
        . Se quiser detalhes, escreva para nós.
      </>
    ),
  },
  {
    id: 'direito-nao-consentir',
    title: 'Informação sobre não consentir',
    article: 'art. 18, VIII',
    how: (
      <>
        Dependem do seu consentimento só o backup do PIN e os certificados. Sem o backup, um PIN esquecido não pode ser
        recuperado e a carteira fica inacessível; sem certificar, seus relatórios continuam na Raiz, mas ninguém pode
        conferi-los por um código.
      </>
    ),
  },
  {
    id: 'direito-revogacao',
    title: 'Revogação do consentimento',
    article: 'art. 18, IX',
    how: (
      <>
        Escreva para nós pedindo para apagar o backup do PIN ou retirar um certificado, ou exclua a conta, o que faz as
        duas coisas. O que foi feito antes da revogação continua válido.
      </>
    ),
  },
  {
    id: 'direito-oposicao',
    title: 'Oposição e revisão',
    article: 'art. 18, § 2º, e art. 20',
    how: (
      <>
        Você pode se opor a um tratamento feito por legítimo interesse, escrevendo para nós. A Raiz não toma decisões
        automatizadas sobre pessoas.
      </>
    ),
  },
  {
    id: 'direito-anpd',
    title: 'Reclamação à ANPD',
    article: 'art. 18, § 1º',
    how: (
      <>
        Se não ficar satisfeito com a nossa resposta, você pode reclamar à Autoridade Nacional de Proteção de Dados, em{' '}
        <a
          href="https://www.gov.br/anpd"
          className={`${linkClass} break-words`}
          rel="noopener noreferrer"
          target="_blank"
        >
          www.gov.br/anpd
        </a>
        .
      </>
    ),
  },
];

/** Who sees what, beyond the person: the answer to art. 18, VII, also shown on its own. */
export const sharing: ReactNode[] = [
  <>
    {b('Ninguém compra seus dados.')} A Raiz não vende nem aluga dados, não mostra anúncios e não usa ferramentas de
    análise, rastreamento ou redes sociais: a página não carrega nada de outros sites.
  </>,
  <>
    {b('Qualquer pessoa')} vê os certificados que você emite (com o nome público que você escolhe e o endereço da sua
    carteira) e, na blockchain, os tokens RDX desse endereço.
  </>,
  <>
    {b('Os administradores da plataforma')} podem ver e alterar projetos, relatórios, posts, eventos e produtos de todas
    as pessoas, para suporte e moderação.
  </>,
  <>
    {b('O provedor de acesso externo')}, se você entra por um (como o gov.br), fica sabendo que você entrou na Raiz e
    envia a ela seu e-mail, nome e, quando o fornece, seu CPF. O que ele guarda segue a política dele.
  </>,
  <>
    {b('O serviço de blockchain')} a que a Raiz se conecta recebe, do servidor da Raiz, o endereço da sua carteira ao
    consultar o saldo e ao enviar tokens.
  </>,
  <>
    {b('A hospedagem')} (servidores e banco de dados) guarda os dados em nome da Raiz e só os usa para isso. Para saber
    onde ficam os servidores desta instalação, escreva para nós.
  </>,
  <>{b('Autoridades')} só recebem dados quando a lei obriga, por ordem judicial ou requisição legal.</>,
];

/** How the data is protected, in short. */
export const safeguards: ReactNode[] = [
  'A senha e os tokens de sessão são guardados só como hash, e o CPF também, na sua conta. O PIN e a chave da carteira não chegam à Raiz: o backup do PIN chega já cifrado, com uma senha que só você sabe.',
  'O salt e o backup do PIN ficam num banco separado do principal, cada um servido só à própria pessoa e com limite de pedidos.',
  'Os cookies de sessão não podem ser lidos pelo código da página, e a página só executa código da própria Raiz.',
  'Os registros do servidor nunca guardam senhas, tokens, PIN, CPF ou salt.',
  'Tentativas repetidas de login e de senha são freadas, por conta e por endereço IP.',
];
