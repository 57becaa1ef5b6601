CREATE TABLE "reward_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"recipient" text NOT NULL,
	"amount" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tx_hash" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "reward_outbox_kind_reference_idx" ON "reward_outbox" USING btree ("kind","reference");--> statement-breakpoint
CREATE INDEX "reward_outbox_due_idx" ON "reward_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "reward_outbox_recipient_idx" ON "reward_outbox" USING btree ("recipient");