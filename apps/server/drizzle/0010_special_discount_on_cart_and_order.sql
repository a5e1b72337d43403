ALTER TABLE "carts" ADD COLUMN "special_discount_types" text[];--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "special_discount_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "special_discount_centavos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "special_discount_vat_exemption_centavos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "special_discount_vat_exempt_sale_centavos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "special_discount_approved" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "special_discount_rejected_action" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "special_discount_validated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sub_orders" ADD COLUMN "special_discount_centavos" integer DEFAULT 0 NOT NULL;