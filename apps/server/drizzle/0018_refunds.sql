CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"key" text NOT NULL,
	"order_id" integer NOT NULL,
	"payment_id" integer,
	"provider" text NOT NULL,
	"amount_centavos" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"provider_ref" text,
	"failure_reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone,
	"next_attempt_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_key_unique" ON "refunds" USING btree ("key");--> statement-breakpoint
CREATE INDEX "refunds_open_idx" ON "refunds" USING btree ("next_attempt_at") WHERE status = 'pending';