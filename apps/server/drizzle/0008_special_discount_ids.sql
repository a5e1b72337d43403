CREATE TABLE "order_special_discount_ids" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"discount_type" text NOT NULL,
	"id_type" text NOT NULL,
	"full_name" text NOT NULL,
	"id_number" text NOT NULL,
	"rejected_action" text NOT NULL,
	"image_content_type" text,
	"image" "bytea",
	"validated_at" timestamp with time zone,
	"image_purged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_discount_id_images" (
	"special_discount_id" integer PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_discount_ids" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"merchant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"discount_type" text NOT NULL,
	"id_type" text NOT NULL,
	"full_name" text NOT NULL,
	"id_number" text NOT NULL,
	"rejected_action" text NOT NULL,
	"notes" text,
	"consented_at" timestamp with time zone NOT NULL,
	"consent_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "special_discount_ids_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "special_discount_id_images" ADD CONSTRAINT "special_discount_id_images_special_discount_id_special_discount_ids_id_fk" FOREIGN KEY ("special_discount_id") REFERENCES "public"."special_discount_ids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_special_discount_ids_order_type" ON "order_special_discount_ids" USING btree ("order_id","discount_type");--> statement-breakpoint
CREATE INDEX "order_special_discount_ids_purge" ON "order_special_discount_ids" USING btree ("validated_at") WHERE "order_special_discount_ids"."image" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "special_discount_ids_customer_type" ON "special_discount_ids" USING btree ("customer_id","discount_type");