import { formatDateTime } from '@raiz/domain';
import { CSV_TIME_ZONE } from '@raiz/server-kit/csv';

// LEIA-ME.txt of "Baixar meus dados": what each file of the ZIP holds, in plain Portuguese. Windows line ends and a BOM,
// so the Notepad of any Windows shows the accents.

const what: Record<string, string> = {
  projetos: 'seus projetos (nome, descrição, categoria, bioma, local, área, situação, datas).',
  relatorios:
    'seus relatórios (período, indicadores de impacto, resumo, situação e o código do certificado, se houver).',
  posts: 'os posts dos seus projetos (título, conteúdo em Markdown, publicado ou não).',
  eventos: 'os eventos dos seus projetos (título, início, término, local, vagas, descrição).',
  produtos: 'os produtos dos seus projetos (nome, preço, unidade, estoque, ativo, descrição).',
  arquivos:
    'a lista das fotos e documentos anexados aos itens do seu espaço pessoal (nome, tipo, tamanho, hash SHA-256, ' +
    'legenda, local confirmado), com onde cada um está neste ZIP (a pasta arquivos/, com os próprios arquivos como ' +
    'a Raiz os guarda) e o link de cada um na Raiz.',
  organizacoes: 'as organizações de que você faz parte, com o seu papel em cada uma e desde quando.',
  historico:
    'o que você fez em organizações, como o histórico delas registra (quando, onde, o quê e os campos alterados, ' +
    'antes e depois). O conteúdo das organizações é delas e não está aqui.',
  certificados:
    'os certificados que você assinou com a sua carteira: o código, o conteúdo assinado, o hash, a assinatura, o ' +
    'endereço da carteira e o link público de verificação.',
  verificacoes:
    'os pedidos de verificação independente que você fez, respondeu ou assinou: a verificadora, a situação, as ' +
    'mensagens, os pareceres por seção e, se assinada, a declaração com o hash e a assinatura.',
};

export function exportReadme(input: {
  exportedAt: Date;
  publicUrl: string;
  counts: [name: string, count: number][];
}): string {
  const files = input.counts.map(
    ([name, count]) =>
      `- ${name}.json e ${name}.csv — ${what[name] ?? ''} ${count === 1 ? '1 registro' : `${count} registros`}.`,
  );
  const lines = [
    'RAIZ — SEUS DADOS',
    '',
    `Cópia gerada em ${formatDateTime(input.exportedAt, CSV_TIME_ZONE)} (horário de Brasília), a seu pedido, em "Baixar meus dados" na página Conta.`,
    'A Lei Geral de Proteção de Dados (LGPD, Lei nº 13.709/2018, art. 18) garante a você o acesso aos seus dados e a',
    'portabilidade deles. Este arquivo reúne tudo o que a Raiz guarda sobre você.',
    '',
    'ARQUIVOS',
    '',
    '- perfil.json — seu perfil (nome completo, nome de usuário, e-mail, papéis, datas de criação e alteração), o',
    '  provedor pelo qual você entra, sua conta no provedor de acesso da própria Raiz (se for o caso), os',
    '  identificador em hash do seu login (hashed_auth_provider_id), o endereço da sua carteira (evm_address), se há um',
    '  CPF informado (hasCpf) e as suas sessões de acesso (início, última renovação, expiração e encerramento).',
    ...files,
    '',
    'COMO ABRIR',
    '',
    '- Os arquivos .csv abrem no Excel, no LibreOffice ou no Google Planilhas: colunas separadas por ponto e vírgula,',
    '  vírgula decimal e datas no padrão ISO 8601 (2025-09-20; com hora, 2025-09-20 09:00, no horário de Brasília,',
    '  como diz o título da coluna), que as planilhas leem como datas.',
    '- Os arquivos .json servem para levar seus dados a outro serviço. Os nomes dos campos são os da API da Raiz,',
    `  descritos em ${input.publicUrl}/docs. Datas e horários estão no padrão ISO 8601, em UTC.`,
    '- Um texto que começa com = + - ou @ aparece nas planilhas com um apóstrofo na frente, para que não seja',
    '  executado como fórmula.',
    '',
    'O QUE NÃO ESTÁ AQUI, E POR QUÊ',
    '',
    '- Seu CPF, e também o hash dele (hashed_cpf). A Raiz guarda na sua conta um hash SHA-256 dos 11 dígitos, sem',
    '  chave: ele calcula a chave da sua carteira e impede duas contas com o mesmo CPF. Como um CPF tem poucos',
    '  dígitos, esse hash pode ser revertido por tentativa e erro, então vale tanto quanto o próprio número; por isso',
    '  não vem neste arquivo, que pode ficar salvo em lugares menos protegidos. O provedor de acesso da própria Raiz',
    '  não guarda o seu CPF: só o hash, até o seu primeiro login passá-lo à sua conta.',
    '- Sua senha (a Raiz guarda só um hash dela), seu PIN (a Raiz não o conhece), o salt da carteira e o backup do',
    '  PIN cifrado no seu navegador (ficam na API de recuperação) e os tokens de sessão: são segredos de segurança.',
    '  Com eles, quem obtivesse este arquivo poderia tentar entrar na sua conta ou usar a sua carteira.',
    '- Os tokens RDX não estão em nenhum banco da Raiz: ficam na blockchain, no endereço da sua carteira.',
    '',
    'SEUS DIREITOS',
    '',
    `Como corrigir, excluir ou saber mais sobre o uso dos seus dados: ${input.publicUrl}/privacidade`,
    '',
  ];
  return `\uFEFF${lines.join('\r\n')}`;
}
