ALTER TABLE "idp_accounts" ALTER COLUMN "cpf" DROP NOT NULL;--> statement-breakpoint
-- A CPF belongs to one account. Where several already share one, the oldest account keeps it and the others lose it
-- (their owners can inform their own CPF on /conta).
UPDATE "idp_accounts" SET "cpf" = NULL WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (PARTITION BY "cpf" ORDER BY "created_at", "id") AS "rank"
    FROM "idp_accounts" WHERE "cpf" IS NOT NULL
  ) "ranked" WHERE "rank" > 1
);--> statement-breakpoint
-- The same for users: a user whose wallet is derived from the CPF keeps it first, then the oldest user.
UPDATE "data_table_a" SET "hashed_cpf" = NULL, "updated_at" = now() WHERE "user_id" IN (
  SELECT "user_id" FROM (
    SELECT d."user_id", row_number() OVER (
      PARTITION BY d."hashed_cpf" ORDER BY (d."evm_address" IS NULL), u."created_at", d."user_id"
    ) AS "rank"
    FROM "data_table_a" d JOIN "users" u ON u."id" = d."user_id" WHERE d."hashed_cpf" IS NOT NULL
  ) "ranked" WHERE "rank" > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "data_table_a_hashed_cpf_idx" ON "data_table_a" USING btree ("hashed_cpf");--> statement-breakpoint
CREATE UNIQUE INDEX "idp_accounts_cpf_idx" ON "idp_accounts" USING btree ("cpf");
