-- A username is one person's without regard to case. Where several already share one ("Ana", "ana"), the oldest
-- account keeps it and each other gets it followed by 8 characters of its id ("ana-3f2a9c1d"), so the outcome does not
-- depend on the order rows are read; those people can choose another name on /conta.
UPDATE "users" SET "username" = left("username", 31) || '-' || left(replace("id"::text, '-', ''), 8), "updated_at" = now()
WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (PARTITION BY lower("username") ORDER BY "created_at", "id") AS "rank"
    FROM "users"
  ) "ranked" WHERE "rank" > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));
