-- The panel covers the person's spaces (docs/organizations.md#the-panel): their personal space and every organisation
-- they are a member of. A write in an organisation's space changes the panel of each of its members, and joining or
-- leaving one changes the person's panel.
CREATE FUNCTION "bump_dashboard_stamps_of_space"("owner" uuid, "organization" uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF "organization" IS NULL THEN
    PERFORM "bump_dashboard_stamp"("owner");
  ELSE
    PERFORM "bump_dashboard_stamp"("m"."user_id") FROM "memberships" "m" WHERE "m"."organization_id" = "organization";
  END IF;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "dashboard_stamp_owner"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "bump_dashboard_stamps_of_space"(OLD."owner_id", OLD."organization_id");
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM "bump_dashboard_stamps_of_space"(NEW."owner_id", NEW."organization_id");
  ELSIF TG_OP = 'UPDATE' THEN
    IF NEW."owner_id" IS DISTINCT FROM OLD."owner_id" OR NEW."organization_id" IS DISTINCT FROM OLD."organization_id" THEN
      PERFORM "bump_dashboard_stamps_of_space"(NEW."owner_id", NEW."organization_id");
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Rows that show only as counts change the panel when they come, go or change space (a project moved with its rows).
DROP TRIGGER "posts_dashboard_stamp" ON "posts";--> statement-breakpoint
CREATE TRIGGER "posts_dashboard_stamp" AFTER INSERT OR DELETE OR UPDATE OF "owner_id", "organization_id" ON "posts"
  FOR EACH ROW EXECUTE FUNCTION "dashboard_stamp_owner"();--> statement-breakpoint
DROP TRIGGER "events_dashboard_stamp" ON "events";--> statement-breakpoint
CREATE TRIGGER "events_dashboard_stamp" AFTER INSERT OR DELETE OR UPDATE OF "owner_id", "organization_id" ON "events"
  FOR EACH ROW EXECUTE FUNCTION "dashboard_stamp_owner"();--> statement-breakpoint
DROP TRIGGER "products_dashboard_stamp" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_dashboard_stamp" AFTER INSERT OR DELETE OR UPDATE OF "owner_id", "organization_id" ON "products"
  FOR EACH ROW EXECUTE FUNCTION "dashboard_stamp_owner"();--> statement-breakpoint
DROP TRIGGER "certificates_dashboard_stamp" ON "certificates";--> statement-breakpoint
CREATE TRIGGER "certificates_dashboard_stamp" AFTER INSERT OR DELETE OR UPDATE OF "owner_id", "organization_id" ON "certificates"
  FOR EACH ROW EXECUTE FUNCTION "dashboard_stamp_owner"();--> statement-breakpoint
CREATE FUNCTION "dashboard_stamp_member"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "bump_dashboard_stamp"(OLD."user_id");
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM "bump_dashboard_stamp"(NEW."user_id");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "memberships_dashboard_stamp" AFTER INSERT OR DELETE OR UPDATE OF "user_id", "organization_id" ON "memberships"
  FOR EACH ROW EXECUTE FUNCTION "dashboard_stamp_member"();
