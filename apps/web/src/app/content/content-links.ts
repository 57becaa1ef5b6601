// Links between content screens that carry more than a path (the aliases, a project chosen in advance).
import { matchPath } from 'react-router';
import { paths } from '../../config/paths';

/** /relatorios/criar with the project already chosen. */
export const reportCreateFor = (projectId: string) =>
  `${paths.reportCreate.href()}?projeto=${encodeURIComponent(projectId)}`;

/** Under /projetos/:id/events… (alias) rather than …/eventos: links stay on the alias the person used. */
export const isEventsAlias = (pathname: string) =>
  [paths.projectEventsAlias.path, paths.projectEventCreateAlias.path, paths.projectEventEditAlias.path].some((p) =>
    matchPath(p, pathname),
  );

export const isProductsAlias = (pathname: string) =>
  [paths.projectProductsAlias.path, paths.projectProductCreateAlias.path, paths.projectProductEditAlias.path].some(
    (p) => matchPath(p, pathname),
  );

export function eventLinks(pathname: string) {
  const alias = isEventsAlias(pathname);
  return {
    list: alias ? paths.projectEventsAlias.href : paths.projectEvents.href,
    create: alias ? paths.projectEventCreateAlias.href : paths.projectEventCreate.href,
    edit: alias ? paths.projectEventEditAlias.href : paths.projectEventEdit.href,
  };
}

export function productLinks(pathname: string) {
  const alias = isProductsAlias(pathname);
  return {
    list: alias ? paths.projectProductsAlias.href : paths.projectProducts.href,
    create: alias ? paths.projectProductCreateAlias.href : paths.projectProductCreate.href,
    edit: alias ? paths.projectProductEditAlias.href : paths.projectProductEdit.href,
  };
}
