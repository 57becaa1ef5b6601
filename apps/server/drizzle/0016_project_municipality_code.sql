ALTER TABLE "projects" ADD COLUMN "municipality_code" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "car_number" text;