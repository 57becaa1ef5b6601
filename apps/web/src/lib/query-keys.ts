// The first element of every query key of each kind of server data. A feature's key factory starts from its own root;
// a mutation that changes what another feature shows declares that root in its `invalidates` meta (lib/query-client),
// so features stay apart and the invalidation is written once, where the mutation is defined.
import { projectChildKinds } from './content-kit/project-child-kind';

export const queryRoots = {
  projects: ['projects'],
  /** Every project's detail (its counts of posts, events, products and reports). */
  projectDetails: ['projects', 'detail'],
  reports: ['reports'],
  /** Organisations, their members, invitations and history. */
  organizations: ['organizations'],
  certificates: ['certificates'],
  /** Verifiers (accreditations) and verification requests (docs/design.md §8). */
  verifications: ['verifications'],
  /** The files of every item (reports' evidence, a project's cover and documents, images of posts…). */
  attachments: ['attachments'],
  dashboard: ['dashboard'],
  /** The public registry's lists and pages (a project published, withdrawn or changed). */
  registry: ['registry'],
  /** The server's map settings (tile server or offline outline); they change only with a restart. */
  mapConfig: ['map-config'],
  wallet: ['wallet'],
  tokens: ['tokens'],
  /** Every RDX balance read from the chain (tokens feature). */
  rdxBalances: ['tokens', 'balance'],
} as const;

/** The root of each project child resource: its key (project-child-api.ts, `projectResource(key)`). */
export const projectChildRoots = projectChildKinds.map((kind) => [kind.key] as const);
