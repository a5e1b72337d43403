CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"sub_order_id" integer NOT NULL,
	"inventory_id" integer NOT NULL,
	"product_uuid" text NOT NULL,
	"product_name" text NOT NULL,
	"variation" jsonb NOT NULL,
	"add_ons" jsonb NOT NULL,
	"remarks" text NOT NULL,
	"quantity" integer NOT NULL,
	"line_total_centavos" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"merchant_id" integer NOT NULL,
	"customer_id" integer,
	"idempotency_key" text NOT NULL,
	"contact" jsonb NOT NULL,
	"address" jsonb,
	"payment_method" text NOT NULL,
	"payment_status" text NOT NULL,
	"subtotal_centavos" integer NOT NULL,
	"fees_centavos" integer NOT NULL,
	"total_centavos" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "sub_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"order_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"branch_name" text NOT NULL,
	"brand_name" text NOT NULL,
	"delivery_type" text NOT NULL,
	"delivery_datetime" text,
	"status" text NOT NULL,
	"subtotal_centavos" integer NOT NULL,
	"delivery_fee_centavos" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sub_orders_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_sub_order_id_sub_orders_id_fk" FOREIGN KEY ("sub_order_id") REFERENCES "public"."sub_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_orders" ADD CONSTRAINT "sub_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_sub_order_idx" ON "order_items" USING btree ("sub_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency" ON "orders" USING btree ("merchant_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "sub_orders_order_idx" ON "sub_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sub_orders_schedule_idx" ON "sub_orders" USING btree ("branch_id","delivery_type","delivery_datetime");