CREATE TABLE "branches" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"merchant_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"contact_number" text,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"visibility" boolean NOT NULL,
	"brand_visibility" boolean NOT NULL,
	"logistic_types" jsonb NOT NULL,
	"store_hours" jsonb NOT NULL,
	"delivery_settings" jsonb,
	"pickup_settings" jsonb,
	"max_order" integer NOT NULL,
	"delivery_fee" jsonb,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "branches_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "branches_merchant_key" UNIQUE("merchant_id","key")
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"merchant_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"logo" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "brands_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "brands_merchant_key" UNIQUE("merchant_id","key")
);
--> statement-breakpoint
CREATE TABLE "add_on_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"limit" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "add_on_categories_product_key" UNIQUE("product_id","key")
);
--> statement-breakpoint
CREATE TABLE "add_ons" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"category_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"price_centavos" integer NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "add_ons_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "add_ons_category_key" UNIQUE("category_id","key")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"merchant_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"image" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "categories_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "categories_merchant_key" UNIQUE("merchant_id","key")
);
--> statement-breakpoint
CREATE TABLE "product_inventory" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"variation_code" text NOT NULL,
	"regular_price_centavos" integer NOT NULL,
	"sale_price_centavos" integer,
	"sale_until" timestamp with time zone,
	"stock" integer,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "product_inventory_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "inventory_product_branch_variation" UNIQUE("product_id","branch_id","variation_code")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"merchant_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"type" text NOT NULL,
	"images" jsonb NOT NULL,
	"attributes" jsonb NOT NULL,
	"enable_special_discount" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "products_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "products_merchant_key" UNIQUE("merchant_id","key")
);
--> statement-breakpoint
CREATE TABLE "media_files" (
	"hash" text PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_domains" (
	"hostname" text PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"subdomain" text NOT NULL,
	"name" text NOT NULL,
	"token" text NOT NULL,
	"is_coin_merchant" boolean DEFAULT false NOT NULL,
	"search_radius_m" integer DEFAULT 8000 NOT NULL,
	"profile" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchants_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "merchants_subdomain_unique" UNIQUE("subdomain"),
	CONSTRAINT "merchants_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "add_on_categories" ADD CONSTRAINT "add_on_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "add_ons" ADD CONSTRAINT "add_ons_category_id_add_on_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."add_on_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_inventory" ADD CONSTRAINT "product_inventory_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_domains" ADD CONSTRAINT "merchant_domains_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "branches_brand_idx" ON "branches" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "inventory_branch_idx" ON "product_inventory" USING btree ("branch_id","product_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "media_files_merchant_idx" ON "media_files" USING btree ("merchant_id");