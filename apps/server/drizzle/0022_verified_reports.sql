CREATE INDEX "verification_requests_approved_idx" ON "verification_requests" USING btree ("certificate_id") WHERE "verification_requests"."outcome" = 'approved' and "verification_requests"."withdrawn_at" is null;--> statement-breakpoint
-- A statement signed or withdrawn changes which of a report's indicators count as verified on its space's panels
-- (docs/design.md §8, "Verified impact"); a request's other changes (messages, draft verdicts) do not.
CREATE FUNCTION "dashboard_stamp_verification"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "bump_dashboard_stamps_of_space"("r"."owner_id", "r"."organization_id")
    FROM "certificates" "c" JOIN "reports" "r" ON "r"."id" = "c"."report_id"
    WHERE "c"."id" = CASE WHEN TG_OP = 'DELETE' THEN OLD."certificate_id" ELSE NEW."certificate_id" END;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "verification_requests_dashboard_stamp" AFTER DELETE OR UPDATE OF "outcome", "withdrawn_at" ON "verification_requests"
  FOR EACH ROW EXECUTE FUNCTION "dashboard_stamp_verification"();
