import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  can,
  organizationPermissionsOf,
  canAssignRole,
  organizationPermissions,
  organizationRoles,
  slugify,
  type OrganizationPermission,
} from './organization.ts';
import { rowPermissions } from './permissions.ts';

const docsPage = path.resolve(import.meta.dirname, '../../../docs/organizations.md');

describe('the permission table', () => {
  it('is the one docs/organizations.md#roles describes, permission by permission and role by role', () => {
    const rows = fs
      .readFileSync(docsPage, 'utf8')
      .split('\n')
      .map((line) => /^\|\s*`(\w+)`\s*\|[^|]*\|(.*)\|\s*$/.exec(line))
      .filter((match) => match && match[1]! in organizationPermissions);
    const documented = Object.fromEntries(
      rows.map((match) => [match![1], match![2]!.split('|').map((cell) => cell.trim() === 'yes')]),
    );
    const fromCode = Object.fromEntries(
      Object.keys(organizationPermissions).map((permission) => [
        permission,
        organizationRoles.map((role) => can(role, permission as OrganizationPermission)),
      ]),
    );
    expect(documented).toEqual(fromCode);
  });

  it('lets no one without a role do anything', () => {
    for (const permission of Object.keys(organizationPermissions) as OrganizationPermission[]) {
      expect(can(null, permission)).toBe(false);
      expect(can(undefined, permission)).toBe(false);
    }
  });

  it('lets managers assign roles, and only an owner grant, change or take the owner role', () => {
    expect(canAssignRole('owner', 'owner', 'viewer')).toBe(true);
    expect(canAssignRole('owner', null, 'owner')).toBe(true);
    expect(canAssignRole('admin', 'editor', 'admin')).toBe(true);
    expect(canAssignRole('admin', null, 'viewer')).toBe(true);
    expect(canAssignRole('admin', null, 'owner')).toBe(false);
    expect(canAssignRole('admin', 'owner', 'admin')).toBe(false);
    expect(canAssignRole('admin', 'owner', null)).toBe(false);
    expect(canAssignRole('editor', 'viewer', 'editor')).toBe(false);
    expect(canAssignRole('viewer', null, 'viewer')).toBe(false);
  });
});

describe('what a person may do (sent as `can`)', () => {
  it('in an organisation: what the role allows; a platform admin acts as an owner but signs only by their own role', () => {
    expect(organizationPermissionsOf('viewer', false)).toMatchObject({
      read: true,
      editContent: false,
      certify: false,
    });
    expect(organizationPermissionsOf('editor', false)).toMatchObject({ editContent: true, manageProjects: false });
    expect(organizationPermissionsOf(null, true)).toMatchObject({ deleteOrganization: true, certify: false });
    expect(organizationPermissionsOf('editor', true)).toMatchObject({ deleteOrganization: true, certify: true });
    expect(organizationPermissionsOf(null, false)).toMatchObject({ read: false, editContent: false });
  });

  it('with a row: its owner does everything in a personal space; a certified report is frozen', () => {
    const ana = { id: 'ana', isAdmin: false, roleIn: () => null };
    const admin = { id: 'adm', isAdmin: true, roleIn: () => null };
    const personal = { ownerId: 'ana', organizationId: null };
    expect(rowPermissions('project', ana, personal)).toEqual({
      edit: true,
      delete: true,
      publish: true,
      move: true,
      certify: false,
      revise: false,
    });
    expect(rowPermissions('report', ana, { ...personal, status: 'published' }).certify).toBe(true);
    expect(rowPermissions('report', ana, { ...personal, status: 'draft' }).certify).toBe(false);
    expect(rowPermissions('report', ana, { ...personal, status: 'certified' })).toMatchObject({
      edit: false,
      delete: false,
      certify: false,
      revise: true,
    });
    // "Nova versão" only on the latest version: not once another version exists, nor before certification.
    const revised = { ...personal, status: 'certified', nextReportId: 'r2' };
    expect(rowPermissions('report', ana, revised).revise).toBe(false);
    expect(rowPermissions('report', ana, { ...personal, status: 'published' }).revise).toBe(false);
    expect(rowPermissions('report', { ...ana, id: 'bia' }, { ...personal, status: 'certified' }).revise).toBe(false);
    expect(rowPermissions('report', admin, { ...personal, status: 'published' })).toMatchObject({
      edit: true,
      certify: false,
    });
    const editor = { id: 'bia', isAdmin: false, roleIn: () => 'editor' as const };
    expect(rowPermissions('project', editor, { ownerId: 'ana', organizationId: 'org' })).toMatchObject({
      edit: true,
      publish: false,
      move: false,
    });
  });
});

describe('slugify', () => {
  it('keeps lower-case letters without accents, digits and single hyphens', () => {
    expect(slugify('  Associação São João — das Águas! ')).toBe('associacao-sao-joao-das-aguas');
    expect(slugify('ONG 100% Verde')).toBe('ong-100-verde');
    expect(slugify('!!')).toBe('');
    expect(slugify('a'.repeat(79) + ' b').length).toBeLessThanOrEqual(80);
  });
});
