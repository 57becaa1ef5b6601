export * from './users.ts';
export * from './data-table-a.ts';
export * from './refresh-tokens.ts';
export * from './idp.ts';
export * from './content.ts';
export * from './dashboard-stamps.ts';
export * from './organizations.ts';
export * from './attachments.ts';
