import type { TestProject } from 'vitest/node';
import { createDatabaseTemplate } from './test-database-template.ts';

/** Vitest's global setup of the server project: the run's migrated template database, dropped when the run ends. */
export default async function setup(project: TestProject) {
  const { template, drop } = await createDatabaseTemplate();
  project.provide('databaseTemplate', template);
  return drop;
}
