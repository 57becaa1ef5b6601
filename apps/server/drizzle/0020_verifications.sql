CREATE TABLE "accreditation_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"action" text NOT NULL,
	"status" text NOT NULL,
	"scope" jsonb NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date NOT NULL,
	"reason" text,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accreditations" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"scope" jsonb NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accreditations_status" CHECK ("accreditations"."status" in ('active', 'suspended', 'revoked'))
);
--> statement-breakpoint
CREATE TABLE "verification_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"side" text NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"certificate_id" uuid NOT NULL,
	"verifier_organization_id" uuid NOT NULL,
	"requester_organization_id" uuid,
	"requester_id" uuid,
	"requester_name" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"verdicts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"statement" jsonb,
	"statement_sha256" text,
	"signature" text,
	"signer_address" text,
	"signer_id" uuid,
	"comments" jsonb,
	"outcome" text,
	"signed_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"withdrawal_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "verification_requests_signed_whole" CHECK (("verification_requests"."signed_at" is null) = ("verification_requests"."statement" is null) and ("verification_requests"."statement" is null) = ("verification_requests"."signature" is null))
);
--> statement-breakpoint
ALTER TABLE "accreditation_history" ADD CONSTRAINT "accreditation_history_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accreditation_history" ADD CONSTRAINT "accreditation_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accreditations" ADD CONSTRAINT "accreditations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_messages" ADD CONSTRAINT "verification_messages_request_id_verification_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."verification_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_messages" ADD CONSTRAINT "verification_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_verifier_organization_id_organizations_id_fk" FOREIGN KEY ("verifier_organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_requester_organization_id_organizations_id_fk" FOREIGN KEY ("requester_organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_signer_id_users_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accreditation_history_org_idx" ON "accreditation_history" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "verification_messages_request_idx" ON "verification_messages" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "verification_requests_certificate_idx" ON "verification_requests" USING btree ("certificate_id");--> statement-breakpoint
CREATE INDEX "verification_requests_verifier_idx" ON "verification_requests" USING btree ("verifier_organization_id","created_at");--> statement-breakpoint
CREATE INDEX "verification_requests_requester_org_idx" ON "verification_requests" USING btree ("requester_organization_id","created_at");--> statement-breakpoint
CREATE INDEX "verification_requests_requester_idx" ON "verification_requests" USING btree ("requester_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "verification_requests_open_idx" ON "verification_requests" USING btree ("certificate_id","verifier_organization_id") WHERE status in ('requested', 'in_review', 'clarification');