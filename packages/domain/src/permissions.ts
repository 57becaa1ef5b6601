import type { ContentKind, ReportStatus, RowCan } from './content/index.ts';
import { can, type OrganizationPermission, type OrganizationRole } from './organization.ts';

// What a person may do with a content row: the rule the server enforces (its SQL in the server's access.ts says the same
// for many rows at once) and sends with every row as `can`, so the web never decides a permission
// (docs/organizations.md). A row lives in its owner's personal space (organizationId null) or an organisation's.

/** Whose permissions: the person, whether they are a platform admin, and their role in an organisation (null: none). */
export interface PermissionSubject {
  id: string;
  isAdmin: boolean;
  roleIn: (organizationId: string) => OrganizationRole | null;
}

export interface SpacedRowValues {
  ownerId: string;
  organizationId: string | null;
  /** A report's status: a certified report is frozen; only a published one is certified. */
  status?: ReportStatus | string;
  /** A report's next version (docs/design.md §5): only a version without one gets a new version. */
  nextReportId?: string | null;
}

/**
 * Whether the subject may use a row as a permission of its organisation allows. In a personal space its owner may do
 * everything; an admin may do everything but sign (signing is personal: they certify only what they could as anyone).
 */
export function mayInSpace(
  subject: PermissionSubject,
  row: SpacedRowValues,
  permission: OrganizationPermission,
): boolean {
  if (row.organizationId === null) {
    if (row.ownerId === subject.id) return true;
    return subject.isAdmin && permission !== 'certify';
  }
  if (subject.isAdmin && permission !== 'certify') return true;
  return can(subject.roleIn(row.organizationId), permission);
}

export const noRowPermissions: RowCan = {
  edit: false,
  delete: false,
  publish: false,
  move: false,
  certify: false,
  revise: false,
};

/** What the subject may do with a row of this kind. */
export function rowPermissions(kind: ContentKind, subject: PermissionSubject, row: SpacedRowValues): RowCan {
  const edit = mayInSpace(subject, row, 'editContent');
  if (kind === 'project') {
    const manage = mayInSpace(subject, row, 'manageProjects');
    return { ...noRowPermissions, edit, delete: edit, publish: manage, move: manage };
  }
  if (kind === 'report') {
    const certified = row.status === 'certified';
    return {
      ...noRowPermissions,
      edit: edit && !certified,
      delete: edit && !certified,
      certify: row.status === 'published' && mayInSpace(subject, row, 'certify'),
      // "Nova versão": who may edit the report, on its latest version once certified.
      revise: edit && certified && !row.nextReportId,
    };
  }
  return { ...noRowPermissions, edit, delete: edit };
}
