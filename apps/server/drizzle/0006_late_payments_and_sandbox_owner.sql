ALTER TABLE "orders" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_flagged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "owner_key_hash" text;