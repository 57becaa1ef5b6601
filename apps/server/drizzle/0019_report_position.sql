ALTER TABLE "reports" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "location_accuracy_m" double precision;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_position_whole" CHECK (("reports"."latitude" is null) = ("reports"."longitude" is null));