// The outbox's words (pt-BR).
import { formatBytes } from '@raiz/domain';
import type { OutboxItem, OutboxKind, OutboxState } from './outbox-store';

export const stateLabels: Record<OutboxState, string> = {
  pending: 'Aguardando envio',
  sending: 'Enviando...',
  sent: 'Enviado',
  refused: 'Recusado',
  conflict: 'Em conflito',
};

export const kindLabels: Record<OutboxKind, string> = {
  report: 'Relatório',
  post: 'Post',
  event: 'Evento',
  attachment: 'Arquivo',
};

export const outboxTexts = {
  title: 'Envios',
  description:
    'O que você criou neste aparelho e ainda vai para o servidor. Cada item é enviado uma única vez, mesmo que a conexão caia no meio.',
  empty: 'Nada aguardando envio',
  emptyText: 'Relatórios, posts, eventos e fotos criados sem conexão aparecem aqui até chegarem ao servidor.',
  needsLogin: 'Entre novamente para enviar',
  needsLoginText:
    'Sua sessão expirou. Os itens continuam guardados neste aparelho e serão enviados depois que você entrar.',
  signIn: 'Entrar',
  sendNow: 'Enviar agora',
  offline: 'Sem conexão: os itens serão enviados quando a conexão voltar.',
  retry: 'Tentar de novo',
  edit: 'Editar',
  discard: 'Descartar',
  discardTitle: 'Descartar este item?',
  discardText: 'Ele será apagado deste aparelho e não será enviado. Os arquivos anexados a ele também.',
  keepMine: 'Manter a minha versão',
  useServer: 'Usar a do servidor',
  clearSent: 'Remover enviados',
  export: 'Exportar pendências',
  import: 'Importar pendências',
  exported: 'Pendências exportadas',
  importBad: 'Este arquivo não é uma exportação de pendências do Raiz.',
  imported: (n: number) =>
    n === 0
      ? 'Nenhum item novo: todos já estavam neste aparelho.'
      : n === 1
        ? '1 item importado.'
        : `${n} itens importados.`,
  attach: 'Anexar fotos ou PDFs',
  preparing: 'Preparando os arquivos...',
  queuedTitle: 'Salvo neste aparelho',
  queuedText: (title: string) => `“${title}” aguarda envio e será enviado quando houver conexão.`,
  files: (n: number) => (n === 1 ? '1 arquivo aguardando envio' : `${n} arquivos aguardando envio`),
  attempts: (n: number) => (n === 1 ? '1 tentativa' : `${n} tentativas`),
  waitingCount: (n: number) => `${n} aguardando envio`,
  seeAll: 'Ver envios',
  storageTitle: 'Armazenamento neste aparelho',
  persisted: 'O navegador vai manter estes dados mesmo com pouco espaço.',
  notPersisted:
    'O navegador não garantiu manter estes dados: se faltar espaço, ele pode apagá-los. Exporte as pendências para guardar uma cópia.',
  persistUnknown:
    'O navegador ainda não foi consultado sobre manter estes dados (acontece no primeiro salvamento sem conexão).',
  usage: (used: number, quota: number) => `Espaço usado: ${formatBytes(used)} de ${formatBytes(quota)}.`,
} as const;

/** What the person calls the item: its title, or the file's name. */
export function itemTitle(item: OutboxItem): string {
  if (item.kind === 'attachment') return item.files[0]?.name ?? 'Arquivo';
  const title = item.body.title ?? item.body.name;
  return typeof title === 'string' && title.trim() ? title : `${kindLabels[item.kind]} sem título`;
}
