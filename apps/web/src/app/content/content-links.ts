// Links between content screens that carry more than a path (a project chosen in advance).
import { paths } from '../../config/paths';

/** /relatorios/criar with the project already chosen. */
export const reportCreateFor = (projectId: string) =>
  `${paths.reportCreate.href()}?projeto=${encodeURIComponent(projectId)}`;
