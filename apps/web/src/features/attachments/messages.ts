// What the attachments screens say (docs/evidence.md); the API's refusals come in its own words (attachmentMessages).
import { formatCoordinate, formatNumber, type AttachmentParentKind } from '@raiz/domain';
import {
  projectChildKinds,
  type ProjectChildKey,
  type ProjectChildKind,
} from '../../lib/content-kit/project-child-kind';

interface AttachmentPanel {
  title: string;
  description: string;
  empty: string;
}

/** The panel of each kind of item: its title and what it is for. */
export const attachmentPanels: Record<AttachmentParentKind, AttachmentPanel> = {
  reports: {
    title: 'Evidências',
    description:
      'Fotos e documentos que comprovam o relatório: mudas plantadas, mapas, notas fiscais. Ao certificar, cada arquivo entra no certificado pelo seu hash.',
    empty: 'Nenhuma evidência anexada ainda.',
  },
  projects: {
    title: 'Capa e documentos',
    description: 'A primeira imagem é a capa do projeto. Anexe também documentos em PDF, como licenças e mapas.',
    empty: 'Nenhum arquivo anexado ainda.',
  },
  // A child resource's images, as its kind says (by default: in the order they appear).
  ...(Object.fromEntries(
    projectChildKinds
      .filter((kind: ProjectChildKind) => kind.attachments)
      .map(({ key, noun, attachments }: ProjectChildKind) => [
        key,
        {
          title: 'Imagens',
          description:
            (attachments !== true && attachments?.description) || `Imagens do ${noun.one}, na ordem em que aparecem.`,
          empty: 'Nenhuma imagem ainda.',
        },
      ]),
  ) as Record<ProjectChildKey, AttachmentPanel>),
};

export const attachmentTexts = {
  frozen:
    'Este relatório foi certificado: os arquivos estão congelados e não podem mais ser alterados, reordenados nem excluídos.',
  cancelled: 'Envio cancelado.',
  cover: 'Capa',
  captionLabel: 'Legenda',
  captionSaved: 'Legenda salva',
  locationSaved: 'Localização salva',
  deleted: 'Arquivo excluído',
} as const;

export const usageText = (used: string, quota: string) => `Usando ${used} de ${quota}`;

export const locationQuestion = (latitude: number, longitude: number) =>
  `Usar a localização da foto (${formatCoordinate(latitude)}, ${formatCoordinate(longitude)})?`;

/** Beyond this distance from the project's place, a photo's position is pointed out before it is kept. */
export const FAR_FROM_PROJECT_KM = 50;

export const farFromProject = (km: number) => `Esta foto foi tirada a ${formatNumber(km, 0)} km do local do projeto.`;
