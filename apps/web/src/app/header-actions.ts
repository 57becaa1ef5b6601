// The header action button of docs/product.md §2, by route. Routes not listed get "Painel" (logged in) or "Login" (logged out).
import { matchPath } from 'react-router';
import { paths } from '../config/paths';

export type HeaderAction = 'home' | 'manageData' | 'createProject' | 'createReport' | 'save';

const table: [pattern: string, action: HeaderAction][] = [
  [paths.auth.path, 'home'], // Início → /
  [paths.dashboard.path, 'manageData'], // Gerenciar Dados → /relatorios
  [paths.projects.path, 'createProject'], // Criar Projeto → /projetos/criar
  [paths.reports.path, 'createReport'], // Criar Relatório → /relatorios/criar
  [paths.reportsAlias.path, 'createReport'],
  // Create and edit screens of reports and projects: Salvar runs the form's save (editor mode).
  [paths.reportCreate.path, 'save'],
  [paths.reportEdit.path, 'save'],
  [paths.projectCreate.path, 'save'],
  [paths.projectEdit.path, 'save'],
  // A new organisation is created the same way.
  [paths.organizationCreate.path, 'save'],
];

export function headerActionFor(pathname: string): HeaderAction | undefined {
  return table.find(([pattern]) => matchPath(pattern, pathname))?.[1];
}
