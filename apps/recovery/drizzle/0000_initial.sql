CREATE TABLE "pin_backups" (
	"hashed_user_id_unsalted" text PRIMARY KEY NOT NULL,
	"encrypted_pin" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salts" (
	"hashed_user_id_unsalted" text PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
