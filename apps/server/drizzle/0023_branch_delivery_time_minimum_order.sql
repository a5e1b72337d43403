ALTER TABLE "branches" ADD COLUMN "delivery_time" jsonb;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "minimum_order_centavos" integer;