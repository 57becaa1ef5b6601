// One entry per route of docs/product.md §2 (reading B): `path` is the router pattern, `href()` builds a link to it.
// Components link with `paths.x.href(...)`, never with hand-written strings, so a route moves in one place.

const seg = (value: string) => encodeURIComponent(value);

export const paths = {
  // Public
  home: { path: '/', href: () => '/' },
  howTo: { path: '/como-se-faz', href: () => '/como-se-faz' },
  privacy: { path: '/privacidade', href: () => '/privacidade' },
  auth: { path: '/auth/*', href: () => '/auth' },
  verify: { path: '/verificar/:code', href: (code: string) => `/verificar/${seg(code)}` },
  registry: { path: '/registro', href: () => '/registro' },
  registryProject: { path: '/registro/:slug', href: (slug: string) => `/registro/${seg(slug)}` },
  /** The accredited verifiers (docs/verification.md). */
  verifiers: { path: '/verificadores', href: () => '/verificadores' },
  registryOrganization: {
    path: '/registro/organizacoes/:slug',
    href: (slug: string) => `/registro/organizacoes/${seg(slug)}`,
  },

  // Protected
  dashboard: { path: '/painel', href: () => '/painel' },
  reports: { path: '/relatorios', href: () => '/relatorios' },
  reportsAlias: { path: '/reports', href: () => '/reports' },
  reportCreate: { path: '/relatorios/criar', href: () => '/relatorios/criar' },
  reportEdit: { path: '/relatorios/editar/:id', href: (id: string) => `/relatorios/editar/${seg(id)}` },
  /** What waits on this device to be sent; `editar`: the form of one of its items. */
  outbox: {
    path: '/envios',
    href: (edit?: string) => (edit ? `/envios?editar=${encodeURIComponent(edit)}` : '/envios'),
  },

  projects: { path: '/projetos', href: () => '/projetos' },
  /** `space`: the organisation the new project starts in (the list it was asked from). */
  projectCreate: {
    path: '/projetos/criar',
    href: (space?: string | null) => (space ? `/projetos/criar?space=${encodeURIComponent(space)}` : '/projetos/criar'),
  },
  projectEdit: { path: '/projetos/editar/:id', href: (id: string) => `/projetos/editar/${seg(id)}` },
  project: { path: '/projetos/:projectId', href: (projectId: string) => `/projetos/${seg(projectId)}` },
  projectReports: {
    path: '/projetos/:projectId/relatorios',
    href: (projectId: string) => `/projetos/${seg(projectId)}/relatorios`,
  },

  // A project's posts, events and products: their paths come from their kinds (lib/content-kit/project-child-kind.ts).

  wallet: { path: '/carteira', href: () => '/carteira' },
  account: { path: '/conta', href: () => '/conta' },
  tokens: { path: '/tokens', href: () => '/tokens' },
  certs: { path: '/certs', href: () => '/certs' },
  verifications: { path: '/verificacoes', href: () => '/verificacoes' },
  verification: { path: '/verificacoes/:id', href: (id: string) => `/verificacoes/${seg(id)}` },

  // Organisations (docs/organizations.md); an invitation's link needs a login too.
  organizations: { path: '/organizacoes', href: () => '/organizacoes' },
  organizationCreate: { path: '/organizacoes/criar', href: () => '/organizacoes/criar' },
  organization: {
    path: '/organizacoes/:organizationId',
    /** `section`: one of the page's sections (?secao=convites…); none for the first. */
    href: (organizationId: string, section?: string) =>
      `/organizacoes/${seg(organizationId)}${section ? `?secao=${seg(section)}` : ''}`,
  },
  invitation: { path: '/convite/:token', href: (token: string) => `/convite/${seg(token)}` },
} as const;

export type PathName = keyof typeof paths;
