import type { TestProject } from 'vitest/node';
import { createDatabaseTemplate, createRecoveryDatabaseTemplate } from './test-database-template.ts';

/** Vitest's global setup of the server project: the run's migrated template databases, dropped when the run ends. */
export default async function setup(project: TestProject) {
  const [main, recovery] = await Promise.all([createDatabaseTemplate(), createRecoveryDatabaseTemplate()]);
  project.provide('databaseTemplate', main.template);
  project.provide('recoveryDatabaseTemplate', recovery.file);
  return async () => {
    await Promise.all([main.drop(), recovery.drop()]);
  };
}
