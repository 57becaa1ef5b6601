CREATE TABLE "dashboard_stamps" (
	"owner_id" uuid PRIMARY KEY NOT NULL,
	"stamp" uuid DEFAULT gen_random_uuid() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dashboard_stamps" ADD CONSTRAINT "dashboard_stamps_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A new stamp for a person, while they exist (a cascade from deleting the person fires the triggers below too).
CREATE FUNCTION "bump_dashboard_stamp"("owner" uuid) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "dashboard_stamps" ("owner_id") SELECT "owner" WHERE EXISTS (SELECT 1 FROM "users" WHERE "id" = "owner")
  ON CONFLICT ("owner_id") DO UPDATE SET "stamp" = gen_random_uuid();
$$;--> statement-breakpoint
-- A row added, changed or removed changes its owner's panel (counts, sums, recent activity).
CREATE FUNCTION "dashboard_stamp_owner"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "bump_dashboard_stamp"(OLD."owner_id");
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM "bump_dashboard_stamp"(NEW."owner_id");
  ELSIF TG_OP = 'UPDATE' THEN
    IF NEW."owner_id" IS DISTINCT FROM OLD."owner_id" THEN
      PERFORM "bump_dashboard_stamp"(NEW."owner_id");
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A project's name shows in the panel of everyone whose reports point at it (an admin may file a report on another
-- person's project), not only in its owner's.
CREATE FUNCTION "dashboard_stamp_project_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "bump_dashboard_stamp"("r"."owner_id")
    FROM (SELECT DISTINCT "owner_id" FROM "reports" WHERE "project_id" = NEW."id" AND "owner_id" <> NEW."owner_id") "r";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "projects_dashboard_stamp" AFTER INSERT OR UPDATE OR DELETE ON "projects"
  FOR EACH ROW EXECUTE FUNCTION "dashboard_stamp_owner"();--> statement-breakpoint
CREATE TRIGGER "projects_name_dashboard_stamp" AFTER UPDATE OF "name" ON "projects"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "dashboard_stamp_project_name"();--> statement-breakpoint
CREATE TRIGGER "reports_dashboard_stamp" AFTER INSERT OR UPDATE OR DELETE ON "reports"
  FOR EACH ROW EXECUTE FUNCTION "dashboard_stamp_owner"();--> statement-breakpoint
-- Posts, events, products and certificates show in the panel only as counts.
CREATE TRIGGER "posts_dashboard_stamp" AFTER INSERT OR DELETE OR UPDATE OF "owner_id" ON "posts"
  FOR EACH ROW EXECUTE FUNCTION "dashboard_stamp_owner"();--> statement-breakpoint
CREATE TRIGGER "events_dashboard_stamp" AFTER INSERT OR DELETE OR UPDATE OF "owner_id" ON "events"
  FOR EACH ROW EXECUTE FUNCTION "dashboard_stamp_owner"();--> statement-breakpoint
CREATE TRIGGER "products_dashboard_stamp" AFTER INSERT OR DELETE OR UPDATE OF "owner_id" ON "products"
  FOR EACH ROW EXECUTE FUNCTION "dashboard_stamp_owner"();--> statement-breakpoint
CREATE TRIGGER "certificates_dashboard_stamp" AFTER INSERT OR DELETE OR UPDATE OF "owner_id" ON "certificates"
  FOR EACH ROW EXECUTE FUNCTION "dashboard_stamp_owner"();
