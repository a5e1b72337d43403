CREATE TABLE "points_balances" (
	"merchant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"balance" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_balances_merchant_id_customer_id_pk" PRIMARY KEY("merchant_id","customer_id"),
	CONSTRAINT "points_balances_balance_check" CHECK ("points_balances"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"type" text NOT NULL,
	"points" integer NOT NULL,
	"source" text NOT NULL,
	"source_key" text NOT NULL,
	"balance_after" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_movements_points_check" CHECK ("points_movements"."points" <> 0),
	CONSTRAINT "points_movements_balance_after_check" CHECK ("points_movements"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "points_movements_source" ON "points_movements" USING btree ("merchant_id","customer_id","type","source","source_key");--> statement-breakpoint
CREATE INDEX "points_movements_customer" ON "points_movements" USING btree ("merchant_id","customer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);