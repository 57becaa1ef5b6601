// The step-by-step guide of /como-se-faz. Each section has a stable id (its anchor: /como-se-faz#carteira) and the
// screenshots e2e/guide-screenshots.ts captures into apps/web/public/guia/ (same file names; see that script).
import type { ReactNode } from 'react';

export interface GuideImage {
  /** File in apps/web/public/guia/. */
  file: string;
  alt: string;
  caption: string;
}

export interface GuideSection {
  id: string;
  title: string;
  intro: ReactNode;
  steps: ReactNode[];
  tip?: ReactNode;
  images: GuideImage[];
}

/** The size every guide screenshot is captured at (a 390 px wide phone screen, CSS pixels). */
export const GUIDE_IMAGE_SIZE = { width: 390, height: 844 } as const;

const b = (text: string) => <strong className="font-semibold text-fg">{text}</strong>;

export const guideSections: GuideSection[] = [
  {
    id: 'conta',
    title: 'Criar a conta e entrar',
    intro:
      'Você entra na Raiz pela página segura do seu provedor de acesso. Quem ainda não tem conta cria uma ali mesmo.',
    steps: [
      <>
        Toque em {b('Login')}, no alto da tela, e depois em {b('Entrar')}.
      </>,
      <>
        Na página de acesso, entre com e-mail e senha. Se ainda não tem conta, escolha {b('Criar conta')} e informe nome
        completo, e-mail, CPF e uma senha de pelo menos 10 caracteres.
      </>,
      <>
        Você volta para a Raiz já conectado, com o aviso {b('Login bem-sucedido!')} (ou {b('Conta criada!')} na primeira
        vez), e cai no seu {b('Painel')}.
      </>,
      <>
        Em {b('Conta')}, na barra de baixo, confira seus dados e escolha o tema. Se o provedor não enviou o CPF,
        informe-o ali: ele é necessário para ativar a carteira.
      </>,
    ],
    tip: (
      <>
        Na sua conta, a Raiz guarda só uma impressão digital (hash) do seu CPF; a página de acesso da Raiz guarda o
        número para que cada CPF tenha uma conta só. Veja tudo o que guardamos em {b('Privacidade')}, no rodapé.
        Organizações podem entrar com o provedor que já usam, como o gov.br.
      </>
    ),
    images: [
      {
        file: 'conta-entrar.jpg',
        alt: 'Tela "Entrar" da Raiz, com o botão Entrar',
        caption: 'A tela de entrada da Raiz.',
      },
      {
        file: 'conta-criar.jpg',
        alt: 'Formulário "Criar conta" com nome completo, e-mail, CPF, senha e confirmação de senha preenchidos',
        caption: 'Criando a conta na página de acesso.',
      },
    ],
  },
  {
    id: 'projeto',
    title: 'Criar um projeto',
    intro: 'O projeto é a iniciativa no território: um reflorestamento, uma área de conservação, uma agrofloresta…',
    steps: [
      <>
        Na barra de baixo, toque em {b('Projetos')} e depois em {b('Criar Projeto')}, no alto da tela.
      </>,
      <>
        Preencha nome, descrição, categoria, bioma, município e UF. Se souber, informe a área em hectares, as
        coordenadas e as datas de início e término.
      </>,
      <>
        Escolha a situação ({b('Planejado')}, {b('Em andamento')} ou {b('Concluído')}).
      </>,
      <>
        Toque em {b('Salvar')}. Enquanto você edita, a barra de baixo mostra {b('Cancelar')} e {b('Salvar')}; se algum
        campo estiver errado, a mensagem aparece logo abaixo dele.
      </>,
    ],
    images: [
      {
        file: 'projeto-criar.jpg',
        alt: 'Formulário de novo projeto com nome, categoria, bioma, município e UF preenchidos',
        caption: 'Cadastro de um projeto.',
      },
      {
        file: 'projeto-lista.jpg',
        alt: 'Lista de projetos com o projeto recém-criado',
        caption: 'Seus projetos, em lista.',
      },
    ],
  },
  {
    id: 'relatorio',
    title: 'Publicar um relatório com indicadores',
    intro: 'O relatório registra o que o projeto alcançou num período. É dele que saem os números do painel.',
    steps: [
      <>
        Em {b('Relatórios')}, toque em {b('Criar Relatório')}.
      </>,
      <>Dê um título, escolha o projeto e informe o início e o fim do período.</>,
      <>
        Preencha os indicadores que se aplicam: {b('tCO2e')} evitadas ou sequestradas, {b('árvores plantadas')},{' '}
        {b('área restaurada')} (ha), {b('água')} (m³), {b('resíduos')} (t) e {b('pessoas beneficiadas')}. Use vírgula
        para decimais, como em 12,5.
      </>,
      <>
        Salve como {b('Rascunho')} enquanto revisa. Quando estiver pronto, mude a situação para {b('Publicado')} e
        salve: o relatório passa a contar no painel e nos números públicos da plataforma.
      </>,
    ],
    tip: 'Rascunhos não entram nas somas do painel. Um relatório certificado fica congelado: para corrigir, publique um novo.',
    images: [
      {
        file: 'relatorio-indicadores.jpg',
        alt: 'Formulário de relatório com os campos de indicadores: tCO2e, árvores, área, água, resíduos e pessoas',
        caption: 'Os indicadores de um relatório.',
      },
      {
        file: 'painel.jpg',
        alt: 'Painel com os cartões de resumo e o gráfico de indicadores por mês',
        caption: 'O painel soma os relatórios publicados, por mês e por projeto.',
      },
    ],
  },
  {
    id: 'evidencias',
    title: 'Anexar evidências ao relatório',
    intro:
      'Um relatório convence mais com provas: fotos das mudas, o mapa do plantio, a nota fiscal do viveiro. As evidências ficam junto do relatório e entram no certificado.',
    steps: [
      <>
        Abra o relatório em {b('Relatórios')} e desça até {b('Evidências')}. Toque em {b('Escolher arquivos')} (dá para
        escolher vários de uma vez) ou, no celular, em {b('Tirar foto')}. No computador, também dá para arrastar os
        arquivos para o quadro.
      </>,
      <>
        Cada arquivo mostra uma barra de progresso enquanto é enviado; {b('Cancelar')} interrompe o envio daquele
        arquivo sem atrapalhar os outros. Se um arquivo for recusado, o motivo aparece ao lado dele.
      </>,
      <>
        Aceitamos JPEG, PNG, WebP e PDF, até 20 MB cada e no máximo 30 arquivos por relatório. O quadro mostra quanto do
        espaço de armazenamento (1 GB por espaço, pessoal ou de organização) já foi usado e avisa quando ele enche.
      </>,
      <>
        Escreva uma {b('Legenda')} para cada arquivo (ela é salva quando você sai do campo ou aperta Enter) e use as
        setas para pôr as evidências na ordem em que devem ser vistas.
      </>,
      <>
        Ao guardar uma foto, a Raiz remove os metadados dela (modelo da câmera, data, posição GPS). Se a foto tinha
        posição GPS, aparece a pergunta {b('Usar a localização da foto?')}: a posição só fica registrada se você
        confirmar.
      </>,
      <>
        Ao certificar, o certificado guarda o nome, o tipo, o tamanho, a legenda e a impressão digital (SHA-256) de cada
        arquivo. Depois disso as evidências ficam congeladas: não podem ser trocadas, reordenadas nem excluídas.
      </>,
      <>
        Na página pública {b('/verificar/código')}, qualquer pessoa, sem conta, vê as evidências: o navegador baixa cada
        arquivo original, recalcula o SHA-256 mostrando o andamento e diz {b('Evidência conferida')} ou, se o arquivo
        guardado mudou, {b('Evidência alterada')}.
      </>,
    ],
    tip: 'Projetos também recebem arquivos: a primeira imagem vira a capa do projeto, e documentos em PDF (licenças, mapas) ficam logo abaixo. Posts, eventos e produtos recebem imagens.',
    images: [
      {
        file: 'evidencias.jpg',
        alt: 'Quadro Evidências de um relatório com duas fotos legendadas, um PDF e o espaço de armazenamento usado',
        caption: 'As evidências anexadas ao relatório.',
      },
      {
        file: 'evidencias-verificar.jpg',
        alt: 'Página de verificação do certificado listando cada evidência com o selo Evidência conferida',
        caption: 'Cada evidência conferida no navegador.',
      },
    ],
  },
  {
    id: 'posts-eventos-produtos',
    title: 'Posts, eventos e produtos',
    intro: 'Dentro de cada projeto você conta o dia a dia, divulga encontros e oferece o que o projeto produz.',
    steps: [
      <>
        Em {b('Projetos')}, abra o projeto. A página dele leva a {b('Posts')}, {b('Eventos')}, {b('Produtos')} e{' '}
        {b('Relatórios')}.
      </>,
      <>
        {b('Post')}: título e conteúdo. O texto aceita Markdown (**negrito**, listas, links), com pré-visualização.
        Marque {b('Publicado')} para que ele apareça; desmarcado, fica como rascunho.
      </>,
      <>{b('Evento')}: título, descrição, início, fim, local e número de vagas.</>,
      <>{b('Produto')}: nome, descrição, preço em reais (R$), unidade, estoque e se está ativo.</>,
    ],
    images: [
      {
        file: 'projeto-pagina.jpg',
        alt: 'Página de um projeto com os atalhos para posts, eventos, produtos e relatórios',
        caption: 'A página do projeto.',
      },
      {
        file: 'eventos.jpg',
        alt: 'Lista de eventos do projeto com data, horário, local e vagas',
        caption: 'Os eventos de um projeto.',
      },
    ],
  },
  {
    id: 'carteira',
    title: 'Ativar a carteira e escolher o PIN',
    intro: (
      <>
        A carteira assina seus dados e certifica relatórios. A chave dela é calculada no seu navegador a partir do PIN:
        o PIN nunca é enviado a lugar nenhum, nem à Raiz.
      </>
    ),
    steps: [
      <>Confira em {b('Conta')} que o seu CPF está informado.</>,
      <>Na barra de baixo, toque em {b('Carteira')}.</>,
      <>
        Em {b('Crie um PIN de 6 dígitos')}, digite o PIN e repita-o em {b('Repita o PIN')}. Evite datas e sequências
        como 123456.
      </>,
      <>
        Recomendado: cadastre uma {b('Senha de recuperação')} (12 caracteres ou mais). Com ela você recupera o PIN se
        esquecê-lo.
      </>,
      <>
        Toque em {b('Ativar carteira')}. O endereço da carteira aparece na tela e você recebe 100 tokens RDX de
        boas-vindas, que aparecem no {b('Painel')} e em {b('Tokens')}.
      </>,
    ],
    tip: 'Um PIN de 6 dígitos tem um milhão de combinações. Não o compartilhe e não use o mesmo PIN do banco. A equipe da Raiz nunca pede seu PIN.',
    images: [
      {
        file: 'carteira-ativar.jpg',
        alt: 'Tela Carteira com os campos para criar o PIN de 6 dígitos, repetir o PIN e a senha de recuperação',
        caption: 'Ativando a carteira.',
      },
      {
        file: 'carteira-ativa.jpg',
        alt: 'Carteira ativada mostrando o endereço e o saldo de RDX',
        caption: 'A carteira ativada, com o endereço.',
      },
    ],
  },
  {
    id: 'assinar',
    title: 'Assinar dados',
    intro: 'Assinar prova que um texto veio de você e não foi alterado depois.',
    steps: [
      <>
        Em {b('Carteira')}, vá até {b('Assinar dados')}.
      </>,
      <>
        Escreva ou cole o texto em {b('Dados a assinar')} e digite o seu {b('PIN')}.
      </>,
      <>
        Toque em {b('Assinar dados')}. Com o PIN certo aparece {b('Dados assinados com sucesso.')} e a assinatura, com o
        botão para copiá-la. Com o PIN errado, a Raiz avisa {b('Falha ao assinar: PIN incorreto.')} e nada é assinado.
      </>,
    ],
    images: [
      {
        file: 'assinar.jpg',
        alt: 'Formulário Assinar dados com o texto, o PIN e a assinatura gerada',
        caption: 'Uma assinatura pronta para copiar.',
      },
    ],
  },
  {
    id: 'certificar',
    title: 'Certificar um relatório e verificar o certificado',
    intro:
      'O certificado prende o relatório publicado à assinatura da sua carteira. Qualquer pessoa consegue conferi-lo.',
    steps: [
      <>Publique o relatório e ative a carteira (passos anteriores).</>,
      <>
        No {b('Painel')}, toque no cartão {b('Certificados')}: em {b('Certificar relatório')} aparecem os seus
        relatórios publicados. (Também dá para abrir o relatório em {b('Relatórios')} e tocar em {b('Certificar')}.)
      </>,
      <>
        Toque em {b('Certificar')}. Confira o resumo do relatório e a mensagem que a carteira vai assinar: a impressão
        digital (SHA-256) é recalculada no seu navegador e precisa conferir com a do servidor.
      </>,
      <>
        Digite o {b('PIN da carteira')} e toque em {b('Assinar e certificar')}. O certificado recebe um código curto e
        você ganha 10 RDX.
      </>,
      <>
        Em {b('Meus certificados')}, toque em {b('Verificar')} para abrir a página pública do certificado, com o QR code
        e a versão para imprimir. Compartilhe o link {b('/verificar/código')}: qualquer pessoa confere a assinatura no
        próprio navegador, sem precisar de conta.
      </>,
    ],
    tip: 'Depois de certificado, o relatório não pode mais ser alterado: assim o certificado sempre corresponde ao que foi assinado.',
    images: [
      {
        file: 'certificar.jpg',
        alt: 'Janela Certificar relatório com o resumo do relatório, a mensagem a assinar e o campo PIN da carteira',
        caption: 'Assinando o certificado com o PIN.',
      },
      {
        file: 'certificados.jpg',
        alt: 'Lista de certificados com o código de verificação de cada um',
        caption: 'Seus certificados.',
      },
      {
        file: 'verificar.jpg',
        alt: 'Página pública de verificação mostrando que a assinatura do certificado confere',
        caption: 'A verificação pública.',
      },
    ],
  },
  {
    id: 'recuperar-pin',
    title: 'Recuperar o PIN',
    intro: 'Se você cadastrou uma senha de recuperação, dá para reaver o PIN esquecido.',
    steps: [
      <>
        Em {b('Carteira')}, vá até {b('Esqueci meu PIN')}.
      </>,
      <>
        Digite a {b('Senha de recuperação')} que você cadastrou e toque em {b('Recuperar PIN')}.
      </>,
      <>O PIN é decifrado no seu navegador e mostrado na tela. Memorize-o e toque em {b('Ocultar PIN')}.</>,
      <>
        Não cadastrou a senha ao ativar a carteira? Enquanto ainda sabe o PIN, cadastre-a em{' '}
        {b('Senha de recuperação do PIN')}, na mesma tela.
      </>,
    ],
    tip: 'A Raiz guarda o PIN apenas cifrado com a sua senha de recuperação e não consegue lê-lo. Sem essa senha, não há como recuperar o PIN.',
    images: [
      {
        file: 'recuperar-pin.jpg',
        alt: 'Seção Esqueci meu PIN mostrando o PIN recuperado',
        caption: 'O PIN recuperado, no seu navegador.',
      },
    ],
  },
  {
    id: 'exportar',
    title: 'Exportar para planilha (CSV)',
    intro: 'Leve seus dados para o Excel, o LibreOffice ou o Google Planilhas.',
    steps: [
      <>
        No {b('Painel')} ou na lista de {b('Relatórios')}, toque em {b('Exportar CSV')} para baixar todos os seus
        relatórios.
      </>,
      <>
        Na página de um projeto, em {b('Exportar para planilha')}, os botões {b('Relatórios (CSV)')},{' '}
        {b('Eventos (CSV)')} e {b('Produtos (CSV)')} baixam só os daquele projeto. As listas de relatórios, eventos e
        produtos do projeto também têm {b('Exportar CSV')}.
      </>,
      <>
        Abra o arquivo na planilha. Ele já vem no formato brasileiro: colunas separadas por ponto e vírgula, decimais
        com vírgula, datas dd/mm/aaaa e acentos corretos (UTF-8).
      </>,
    ],
    tip: (
      <>
        Para levar tudo de uma vez — perfil, projetos, relatórios, posts, eventos, produtos e certificados —, use{' '}
        {b('Baixar meus dados')}, em {b('Conta')}: um arquivo ZIP com JSON e CSV.
      </>
    ),
    images: [
      {
        file: 'exportar.jpg',
        alt: 'Painel com o botão Exportar CSV em destaque',
        caption: 'O botão Exportar CSV no painel.',
      },
    ],
  },
];
