import { z } from 'zod';
import { cnpjSchema } from './cnpj.ts';
import { isReservedOrganizationName, nameField, organizationNameReservedMessage } from './names.ts';
import * as common from './content/common.ts';
import { brazilianStates, labelledCodes } from './content/enums.ts';
import { contentItemKinds } from './content/kinds.ts';

// Organisations, their members and roles, invitations and history (docs/organizations.md). Who may do what in an
// organisation is decided by one table, organizationPermissions: the server enforces it on every route and the web
// shows only what it allows.

export const {
  codes: organizationTypes,
  labels: organizationTypeLabels,
  label: organizationTypeLabel,
} = labelledCodes({
  ngo: 'ONG / associação',
  cooperative: 'Cooperativa',
  company: 'Empresa',
  public_agency: 'Órgão público',
  school: 'Instituição de ensino',
  other: 'Outro',
  verifier: 'Verificadora independente',
});
export type OrganizationType = (typeof organizationTypes)[number];

/** Roles from the most to the least powerful. */
export const {
  codes: organizationRoles,
  labels: organizationRoleLabels,
  label: organizationRoleLabel,
} = labelledCodes({
  owner: 'Proprietário',
  admin: 'Administrador',
  editor: 'Editor',
  viewer: 'Leitor',
});
export type OrganizationRole = (typeof organizationRoles)[number];

const everyone = organizationRoles;
const editors = ['owner', 'admin', 'editor'] as const;
const managers = ['owner', 'admin'] as const;

/** What each role may do in its organisation: the one place these rules live. */
export const organizationPermissions = {
  /** See the organisation, its members and its content. */
  read: everyone,
  /** Create, edit and delete content (projects and everything under them). */
  editContent: editors,
  /** Sign a certificate of one of its reports with one's own wallet. */
  certify: editors,
  /** Publish a project to the public registry or withdraw it; move a project in or out. */
  manageProjects: managers,
  /** Invite, change roles, remove members; see invitations. */
  manageMembers: managers,
  /** Change the organisation's settings (name, type, CNPJ…). */
  updateSettings: managers,
  /** Read the organisation's history. */
  readHistory: managers,
  /** Delete the organisation and everything in it. */
  deleteOrganization: ['owner'],
} as const satisfies Record<string, readonly OrganizationRole[]>;
export type OrganizationPermission = keyof typeof organizationPermissions;

export function can(role: OrganizationRole | null | undefined, permission: OrganizationPermission): boolean {
  return role != null && (organizationPermissions[permission] as readonly OrganizationRole[]).includes(role);
}

/**
 * Whether someone with `actorRole` may give `newRole` to a member who has `currentRole` (null: an invitation).
 * Managers manage members; only an owner grants, changes or removes the owner role.
 */
export function canAssignRole(
  actorRole: OrganizationRole | null | undefined,
  currentRole: OrganizationRole | null,
  newRole: OrganizationRole | null,
): boolean {
  if (!can(actorRole, 'manageMembers')) return false;
  if (actorRole === 'owner') return true;
  return currentRole !== 'owner' && newRole !== 'owner';
}

export const organizationMessages = {
  notFound: 'Organização não encontrada.',
  forbidden: 'Seu papel nesta organização não permite esta ação.',
  lastOwner: 'A organização precisa de pelo menos um proprietário. Passe o papel de proprietário a outra pessoa antes.',
  slugTaken: 'Este endereço público já está em uso. Escolha outro.',
  memberNotFound: 'Pessoa não encontrada entre os membros.',
  invitationNotFound: 'Convite não encontrado.',
  invitationExpired: 'Este convite expirou. Peça um novo a quem convidou você.',
  invitationUsed: 'Este convite já foi usado.',
  invitationWrongAccount: 'Este convite foi enviado para outro e-mail. Entre com a conta desse e-mail para aceitá-lo.',
  alreadyMember: 'Você já faz parte desta organização.',
  typeLockedByAccreditation:
    'Uma verificadora com credenciamento ativo ou suspenso não pode mudar de tipo: ela continua na lista pública de verificadoras. Para deixar de verificar, peça à administração da plataforma o fim do credenciamento.',
  soleOwner:
    'Você é o único proprietário de uma organização. Passe o papel de proprietário a outra pessoa ou exclua a organização antes de excluir sua conta.',
} as const;

/** Invitations are valid for 7 days. */
export const INVITATION_TTL_DAYS = 7;

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A public address part: lower-case letters, digits and single hyphens. */
export const slugSchema = z
  .string()
  .trim()
  .min(3, 'Use pelo menos 3 caracteres.')
  .max(80, 'Use no máximo 80 caracteres.')
  .regex(SLUG_PATTERN, 'Use só letras minúsculas sem acento, números e hífens (ex.: instituto-mata-viva).');

/** "Instituto Mata Viva — SP" → "instituto-mata-viva-sp" */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

const websiteSchema = z
  .string()
  .trim()
  .max(300, 'Use no máximo 300 caracteres.')
  .refine((value) => {
    if (value === '') return true;
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'Informe um endereço completo, começando com https://.');

const organizationFields = z.strictObject({
  name: nameField(160, { length: 1, message: 'Informe o nome da organização.' }).refine(
    (name) => !isReservedOrganizationName(name),
    organizationNameReservedMessage,
  ),
  type: z.enum(organizationTypes, { error: 'Escolha o tipo de organização.' }),
  cnpj: cnpjSchema.nullable().optional(),
  municipality: common.textField(120).optional(),
  state: z.enum(brazilianStates, { error: 'Escolha uma UF.' }).nullable().optional(),
  description: common.textField(5000).optional(),
  website: websiteSchema.optional(),
  slug: slugSchema.optional().describe('Endereço público (/registro/organizacoes/<slug>); gerado do nome se omitido.'),
});

export const createOrganizationInputSchema = organizationFields;
export type CreateOrganizationInput = z.infer<typeof createOrganizationInputSchema>;
export const updateOrganizationInputSchema = common.updateFieldsOf(organizationFields);
export type UpdateOrganizationInput = z.infer<typeof updateOrganizationInputSchema>;

/** What the caller may do in the organisation, by the rule the server enforces (organizationPermissionsOf). */
export const organizationCanSchema = z
  .object({
    ...(Object.fromEntries(Object.keys(organizationPermissions).map((p) => [p, z.boolean()])) as Record<
      OrganizationPermission,
      z.ZodBoolean
    >),
    inviteRoles: z
      .array(z.enum(organizationRoles))
      .describe('Os papéis que a pessoa conectada pode dar num convite (vazio: não convida).'),
    changeType: z
      .boolean()
      .describe(
        'Mudar o tipo da organização: quem altera as configurações, salvo numa verificadora com credenciamento ativo ou suspenso.',
      ),
  })
  .describe('O que a pessoa conectada pode fazer na organização, pela mesma regra que o servidor aplica.');
export type OrganizationCan = z.infer<typeof organizationCanSchema>;

/** The role a person acts with in an organisation: a platform admin acts as an owner in every one. */
export function actingRole(role: OrganizationRole | null, isAdmin: boolean): OrganizationRole | null {
  return isAdmin ? 'owner' : role;
}

/**
 * What a person may do in an organisation: what their role allows, and the roles canAssignRole lets them invite
 * with; a platform admin acts with an owner's permissions in every organisation, except signing, which is personal
 * (only their own role lets them certify). An organisation that holds an accreditation (`accreditationHeld`:
 * active or suspended) keeps its type, whoever asks (docs/design.md#8-independent-verification).
 */
export function organizationPermissionsOf(
  role: OrganizationRole | null,
  isAdmin: boolean,
  holdsAccreditation = false,
): OrganizationCan {
  const acting = actingRole(role, isAdmin);
  const permissions = Object.fromEntries(
    (Object.keys(organizationPermissions) as OrganizationPermission[]).map((p) => [
      p,
      can(p === 'certify' ? role : acting, p),
    ]),
  ) as Record<OrganizationPermission, boolean>;
  return {
    ...permissions,
    inviteRoles: organizationRoles.filter((invited) => canAssignRole(acting, null, invited)),
    changeType: permissions.updateSettings && !holdsAccreditation,
  };
}

export const organizationSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  type: z.enum(organizationTypes),
  cnpj: z.string().nullable(),
  municipality: z.string(),
  state: common.codeOrNull(brazilianStates),
  description: z.string(),
  website: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  version: z.number().int(),
  /** The caller's role; null for a platform admin who is not a member. */
  myRole: common.codeOrNull(organizationRoles),
  memberCount: z.number().int().nonnegative(),
  can: organizationCanSchema,
});
export type Organization = z.infer<typeof organizationSchema>;

export const organizationListQuerySchema = common.listQuerySchema(['name', 'createdAt'], 'name:asc');
export type OrganizationListQuery = z.infer<typeof organizationListQuerySchema>;
export const { one: organizationResponseSchema, page: organizationListResponseSchema } =
  common.responseSchemasOf(organizationSchema);

export const memberSchema = z.object({
  userId: z.uuid(),
  /** The public name the person chose (their name, else their username). */
  name: z.string(),
  /** Unique without regard to case (docs/organizations.md#names). */
  username: z.string(),
  /**
   * The domain of the person's e-mail ("raiz.dev"; empty when the provider gave none), never the whole address: with the
   * username, what tells apart two people who chose the same name.
   */
  emailDomain: z.string(),
  role: z.enum(organizationRoles),
  joinedAt: z.iso.datetime(),
  can: z
    .object({
      roles: z.array(z.enum(organizationRoles)).describe('Os papéis que a pessoa conectada pode dar a este membro.'),
      remove: z.boolean().describe('Remover o membro ou, sendo a própria pessoa, sair da organização.'),
    })
    .describe('O que a pessoa conectada pode fazer com este membro, pela mesma regra que o servidor aplica.'),
});
export type Member = z.infer<typeof memberSchema>;
export type MemberCan = Member['can'];

/**
 * What `acting` (the role the person acts with; see reachOrganization) may do with a member: the other roles
 * canAssignRole lets them give, and removing them — or leaving, for the person themselves. The only owner keeps the role:
 * they can neither be demoted nor removed, nor leave.
 */
export function memberPermissionsOf(
  acting: OrganizationRole | null,
  self: boolean,
  member: { role: OrganizationRole },
  owners: number,
): MemberCan {
  const lastOwner = member.role === 'owner' && owners <= 1;
  if (lastOwner) return { roles: [], remove: false };
  return {
    roles: organizationRoles.filter((role) => role !== member.role && canAssignRole(acting, member.role, role)),
    remove: self || canAssignRole(acting, member.role, null),
  };
}
export const memberListResponseSchema = common.dataSchema(z.array(memberSchema));
export const memberResponseSchema = common.dataSchema(memberSchema);
/** /v1/organizations/:id */
export const organizationParamsSchema = z.object({ id: z.uuid('Identificador de organização inválido.') });
export const memberParamsSchema = z.object({
  id: z.uuid('Identificador inválido.'),
  userId: z.uuid('Identificador de pessoa inválido.'),
});
export const updateMemberInputSchema = z.strictObject({
  role: z.enum(organizationRoles, { error: 'Escolha um papel.' }),
});
export type UpdateMemberInput = z.infer<typeof updateMemberInputSchema>;

export const createInvitationInputSchema = z.strictObject({
  // Trimmed and in lower case before it is checked: an address pasted with a space or typed in capitals is the same.
  email: z
    .string({ error: 'Informe um e-mail válido.' })
    .trim()
    .toLowerCase()
    .max(254, 'Use no máximo 254 caracteres.')
    .pipe(z.email('Informe um e-mail válido.')),
  role: z.enum(organizationRoles, { error: 'Escolha um papel.' }),
});
export type CreateInvitationInput = z.infer<typeof createInvitationInputSchema>;

export const invitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: z.enum(organizationRoles),
  expiresAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
  acceptedAt: z.iso.datetime().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;
/** A new invitation, with the link to share (shown once: only its hash is stored). */
export const createdInvitationSchema = invitationSchema.extend({
  url: z.url(),
  /** Whether the link also went out by e-mail (only when the server has an SMTP server configured). */
  emailSent: z.boolean(),
});
export type CreatedInvitation = z.infer<typeof createdInvitationSchema>;
export const createdInvitationResponseSchema = common.dataSchema(createdInvitationSchema);
export const invitationListResponseSchema = common.dataSchema(z.array(invitationSchema));
export const invitationParamsSchema = z.object({
  id: z.uuid('Identificador de organização inválido.'),
  invitationId: z.uuid('Identificador de convite inválido.'),
});
export const invitationTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'Convite inválido.'),
});
/** What the invitation page shows before accepting. */
export const invitationPreviewSchema = z.object({
  organization: z.object({ id: z.uuid(), name: z.string(), slug: z.string() }),
  role: z.enum(organizationRoles),
  expiresAt: z.iso.datetime(),
  /** Whether it was sent to the signed-in person's e-mail (which e-mail it was sent to is never told). */
  forYou: z.boolean(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;
export const invitationPreviewResponseSchema = common.dataSchema(invitationPreviewSchema);

/** What an organisation's history records. */
export const historyActions = [
  'create',
  'update',
  'delete',
  'move_in',
  'move_out',
  'publish',
  'unpublish',
  'certify',
  'member_join',
  'member_role',
  'member_remove',
  'member_leave',
  'invite',
  'settings',
  'accredit',
  'accreditation_renew',
  'accreditation_suspend',
  'accreditation_reinstate',
  'accreditation_revoke',
  'verification_request',
  'verification_message',
  'verification_verdicts',
  'verification_sign',
  'verification_withdraw',
] as const;
export type HistoryAction = (typeof historyActions)[number];
export const historyEntityTypes = [
  'organization',
  'member',
  'invitation',
  ...Object.values(contentItemKinds),
  'certificate',
  'accreditation',
  'verification',
] as const;
export type HistoryEntityType = (typeof historyEntityTypes)[number];

export const historyChangeSchema = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
export type HistoryChange = z.infer<typeof historyChangeSchema>;
export const historyEntrySchema = z.object({
  id: z.uuid(),
  at: z.iso.datetime(),
  actor: z.object({ id: z.uuid().nullable(), name: z.string() }),
  action: z.enum(historyActions),
  entityType: z.enum(historyEntityTypes),
  entityId: z.uuid().nullable(),
  projectId: z.uuid().nullable(),
  summary: z.string(),
  changes: z.array(historyChangeSchema),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
const { page, pageSize } = common.listQuerySchema(['createdAt'], 'createdAt:desc').shape;
export const historyQuerySchema = z.object({
  page,
  pageSize,
  projectId: z.uuid('Identificador de projeto inválido.').optional(),
  actorId: z.uuid('Identificador de pessoa inválido.').optional(),
});
export type HistoryQuery = z.infer<typeof historyQuerySchema>;
export const historyResponseSchema = common.dataSchema(common.pageSchema(historyEntrySchema));
