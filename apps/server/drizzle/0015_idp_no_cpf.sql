ALTER TABLE "idp_accounts" ADD COLUMN "pending_hashed_cpf" text;--> statement-breakpoint
-- The bundled provider keeps no CPF (docs/design.md#cpf-in-the-bundled-provider). An account whose person has logged
-- in already handed its CPF to the app (data table A holds the hash): it keeps nothing. One not yet logged in keeps only
-- the hash its first login hands over.
UPDATE "idp_accounts" a SET "pending_hashed_cpf" = encode(sha256(convert_to(a."cpf", 'UTF8')), 'hex')
WHERE a."cpf" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "users" u WHERE u."subject" = a."id"::text);--> statement-breakpoint
DROP INDEX "idp_accounts_cpf_idx";--> statement-breakpoint
ALTER TABLE "idp_accounts" DROP COLUMN "cpf";--> statement-breakpoint
CREATE UNIQUE INDEX "idp_accounts_pending_hashed_cpf_idx" ON "idp_accounts" USING btree ("pending_hashed_cpf");
