CREATE TABLE "promo_code_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"promo_code_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"max_discount_centavos" integer,
	"min_subtotal_centavos" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"total_uses" integer,
	"uses_per_customer" integer,
	"branch_uuids" uuid[],
	"category_ids" integer[],
	"listed" boolean NOT NULL,
	"terms_and_conditions" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "promo_code_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "voucher_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "voucher_type" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "voucher_centavos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sub_orders" ADD COLUMN "voucher_centavos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_code_uses_order" ON "promo_code_uses" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "promo_code_uses_customer" ON "promo_code_uses" USING btree ("promo_code_id","customer_id") WHERE "promo_code_uses"."released_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_merchant_code" ON "promo_codes" USING btree ("merchant_id","code");