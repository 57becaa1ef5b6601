ALTER TABLE "certificates" ALTER COLUMN "report_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ALTER COLUMN "owner_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ALTER COLUMN "snapshot" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ALTER COLUMN "sha256" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ALTER COLUMN "signature" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ALTER COLUMN "signer_address" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ALTER COLUMN "signer_ref" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_whole_or_withdrawn" CHECK (("certificates"."withdrawn_at" is null and "certificates"."report_id" is not null and "certificates"."owner_id" is not null and "certificates"."snapshot" is not null
        and "certificates"."sha256" is not null and "certificates"."signature" is not null and "certificates"."signer_address" is not null and "certificates"."signer_ref" is not null)
      or ("certificates"."withdrawn_at" is not null and "certificates"."report_id" is null and "certificates"."owner_id" is null and "certificates"."snapshot" is null
        and "certificates"."sha256" is null and "certificates"."signature" is null and "certificates"."signer_address" is null and "certificates"."signer_ref" is null));