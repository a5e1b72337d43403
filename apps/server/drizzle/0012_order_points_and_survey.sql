CREATE TABLE "survey_responses" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "points_balances" ADD COLUMN "movement_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "points_balances" ADD COLUMN "unlisted_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "points_movements" ADD COLUMN "uuid" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_rate_points" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_rate_centavos" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_earned" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_taken_back" integer;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Balances kept before the counts existed: count their ledgers once (every type then was one of the spec's).
UPDATE "points_balances" AS b SET "movement_count" = (
	SELECT count(*) FROM "points_movements" AS m WHERE m."merchant_id" = b."merchant_id" AND m."customer_id" = b."customer_id"
);
