CREATE TABLE "attachment_orphans" (
	"sha256" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_kind" text NOT NULL,
	"parent_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"organization_id" uuid,
	"uploaded_by" uuid,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"thumb_sha256" text,
	"thumb_size" integer,
	"preview_sha256" text,
	"preview_size" integer,
	"width" integer,
	"height" integer,
	"caption" text,
	"position" integer NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attachments_parent_kind" CHECK ("attachments"."parent_kind" in ('projects', 'reports', 'posts', 'events', 'products')),
	CONSTRAINT "attachments_location_whole" CHECK (("attachments"."latitude" is null) = ("attachments"."longitude" is null))
);
--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_parent_position_idx" ON "attachments" USING btree ("parent_kind","parent_id","position");--> statement-breakpoint
CREATE INDEX "attachments_organization_idx" ON "attachments" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "attachments_personal_owner_idx" ON "attachments" USING btree ("owner_id") WHERE "attachments"."organization_id" is null;--> statement-breakpoint
CREATE INDEX "attachments_sha256_idx" ON "attachments" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "attachments_thumb_sha256_idx" ON "attachments" USING btree ("thumb_sha256");--> statement-breakpoint
CREATE INDEX "attachments_preview_sha256_idx" ON "attachments" USING btree ("preview_sha256");--> statement-breakpoint
-- An item's files follow it (docs/evidence.md): deleted with it, in the same transaction (a project's cascade to its
-- posts, events and products, and a person's deletion, included), and moved with it to another space.
CREATE FUNCTION "attachments_follow_parent"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM "attachments" WHERE "parent_kind" = TG_ARGV[0] AND "parent_id" = OLD."id";
  ELSIF NEW."owner_id" IS DISTINCT FROM OLD."owner_id" OR NEW."organization_id" IS DISTINCT FROM OLD."organization_id" THEN
    UPDATE "attachments" SET "owner_id" = NEW."owner_id", "organization_id" = NEW."organization_id"
      WHERE "parent_kind" = TG_ARGV[0] AND "parent_id" = NEW."id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "projects_attachments" AFTER DELETE OR UPDATE OF "owner_id", "organization_id" ON "projects"
  FOR EACH ROW EXECUTE FUNCTION "attachments_follow_parent"('projects');--> statement-breakpoint
CREATE TRIGGER "reports_attachments" AFTER DELETE OR UPDATE OF "owner_id", "organization_id" ON "reports"
  FOR EACH ROW EXECUTE FUNCTION "attachments_follow_parent"('reports');--> statement-breakpoint
CREATE TRIGGER "posts_attachments" AFTER DELETE OR UPDATE OF "owner_id", "organization_id" ON "posts"
  FOR EACH ROW EXECUTE FUNCTION "attachments_follow_parent"('posts');--> statement-breakpoint
CREATE TRIGGER "events_attachments" AFTER DELETE OR UPDATE OF "owner_id", "organization_id" ON "events"
  FOR EACH ROW EXECUTE FUNCTION "attachments_follow_parent"('events');--> statement-breakpoint
CREATE TRIGGER "products_attachments" AFTER DELETE OR UPDATE OF "owner_id", "organization_id" ON "products"
  FOR EACH ROW EXECUTE FUNCTION "attachments_follow_parent"('products');--> statement-breakpoint
-- A blob no row uses any more (as original, thumbnail or preview) is listed for the store to delete after the write.
CREATE FUNCTION "attachments_list_orphans"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  blob text;
BEGIN
  FOREACH blob IN ARRAY ARRAY[OLD."sha256", OLD."thumb_sha256", OLD."preview_sha256"] LOOP
    IF blob IS NOT NULL AND NOT EXISTS (
      SELECT 1 FROM "attachments" WHERE "sha256" = blob OR "thumb_sha256" = blob OR "preview_sha256" = blob
    ) THEN
      INSERT INTO "attachment_orphans" ("sha256") VALUES (blob) ON CONFLICT DO NOTHING;
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "attachments_orphans" AFTER DELETE ON "attachments"
  FOR EACH ROW EXECUTE FUNCTION "attachments_list_orphans"();
