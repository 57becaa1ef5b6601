import { contentResources, manifestSql } from '../modules/content-common/manifest.ts';

// `npm run db:manifest-sql -w @raiz/server -- <key>…`: what the manifest implies for the migration that adds a resource
// (docs/ARCHITECTURE.md#adding-a-content-resource) — the attachments' CHECK over every key, and the stamp and file
// triggers of the resources named (all without keys).
const keys = process.argv.slice(2);
const named = keys.length === 0 ? contentResources : contentResources.filter((r) => keys.includes(r.key));
const statements = [...manifestSql().slice(0, 2), ...manifestSql(named).slice(2)];
process.stdout.write(`${statements.join(';--> statement-breakpoint\n')};\n`);
