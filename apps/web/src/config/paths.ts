// One entry per route of docs/product.md §2 (reading B): `path` is the router pattern, `href()` builds a link to it.
// Components link with `paths.x.href(...)`, never with hand-written strings, so a route moves in one place.

const seg: (value: string) => string = encodeURIComponent;
/** A route without parameters: its link is its pattern (written once, which keeps the first screen's code small). */
const fixed = <P extends string>(path: P) => ({ path, href: () => path });

export const paths = {
  // Public
  home: fixed('/'),
  howTo: fixed('/como-se-faz'),
  privacy: fixed('/privacidade'),
  auth: { path: '/auth/*', href: () => '/auth' },
  verify: { path: '/verificar/:code', href: (code: string) => `/verificar/${seg(code)}` },
  /** The accredited verifiers (public) and, signed in, one's verification requests or one of them (docs/design.md §8). */
  verifiers: fixed('/verificadores'),
  verifications: {
    path: '/verificacoes/:id?',
    href: (id?: string) => (id ? `/verificacoes/${seg(id)}` : '/verificacoes'),
  },
  registry: fixed('/registro'),
  registryProject: { path: '/registro/:slug', href: (slug: string) => `/registro/${seg(slug)}` },
  registryOrganization: {
    path: '/registro/organizacoes/:slug',
    href: (slug: string) => `/registro/organizacoes/${seg(slug)}`,
  },

  // Protected
  dashboard: fixed('/painel'),
  reports: fixed('/relatorios'),
  reportsAlias: fixed('/reports'),
  reportCreate: fixed('/relatorios/criar'),
  reportEdit: { path: '/relatorios/editar/:id', href: (id: string) => `/relatorios/editar/${seg(id)}` },
  /** What waits on this device to be sent; `editar`: the form of one of its items. */
  outbox: {
    path: '/envios',
    href: (edit?: string) => (edit ? `/envios?editar=${seg(edit)}` : '/envios'),
  },

  projects: fixed('/projetos'),
  /** `space`: the organisation the new project starts in (the list it was asked from). */
  projectCreate: {
    path: '/projetos/criar',
    href: (space?: string | null) => (space ? `/projetos/criar?space=${seg(space)}` : '/projetos/criar'),
  },
  projectEdit: { path: '/projetos/editar/:id', href: (id: string) => `/projetos/editar/${seg(id)}` },
  project: { path: '/projetos/:projectId', href: (projectId: string) => `/projetos/${seg(projectId)}` },
  projectReports: {
    path: '/projetos/:projectId/relatorios',
    href: (projectId: string) => `/projetos/${seg(projectId)}/relatorios`,
  },

  // A project's posts, events and products: their paths come from their kinds (lib/content-kit/project-child-kind.ts).

  wallet: fixed('/carteira'),
  account: fixed('/conta'),
  tokens: fixed('/tokens'),
  certs: fixed('/certs'),

  // Organisations (docs/organizations.md); an invitation's link needs a login too.
  organizations: fixed('/organizacoes'),
  organizationCreate: fixed('/organizacoes/criar'),
  organization: {
    path: '/organizacoes/:organizationId',
    /** `section`: one of the page's sections (?secao=convites…); none for the first. */
    href: (organizationId: string, section?: string) =>
      `/organizacoes/${seg(organizationId)}${section ? `?secao=${seg(section)}` : ''}`,
  },
  invitation: { path: '/convite/:token', href: (token: string) => `/convite/${seg(token)}` },
} as const;

export type PathName = keyof typeof paths;
