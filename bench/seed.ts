// How the benchmarks seed a fresh DATA_DIR before starting the built server on it: through the app's own code
// (migrations, factories), with the config the started server will have.
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig, type Config } from '../apps/server/src/config.ts';
import { createUser } from '../apps/server/src/db/factories.ts';
import { projects } from '../apps/server/src/db/schema/index.ts';
import { projectInput } from '../apps/server/src/modules/content-common/content-factories.ts';

/**
 * The app built in this process from `env` (`overrides` change its config): a token it issues is signed by the keys the
 * started server will load from the same DATA_DIR.
 */
export async function buildSeeder(env: Record<string, string | undefined>, overrides: Partial<Config> = {}) {
  const configResult = loadConfig(env);
  if (!configResult.ok) throw new Error(configResult.problems.join('\n'));
  return buildApp({ ...configResult.config, logLevel: 'silent', ...overrides });
}

/** A person with one project, seeded through `seeder`, and their bearer token. */
export async function seedPersonWithProject(seeder: Awaited<ReturnType<typeof buildSeeder>>, email: string) {
  const owner = await createUser(seeder.db, { email });
  const [project] = await seeder.db
    .insert(projects)
    .values({ ...projectInput(), ownerId: owner.id })
    .returning();
  return { owner, project: project!, authorization: `Bearer ${await seeder.issueAccessToken(owner)}` };
}
