CREATE TABLE "wallet_cart_credits" (
	"cart_id" integer NOT NULL,
	"credit_id" integer NOT NULL,
	"amount_centavos" integer NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_cart_credits_cart_id_credit_id_pk" PRIMARY KEY("cart_id","credit_id"),
	CONSTRAINT "wallet_cart_credits_amount_check" CHECK ("wallet_cart_credits"."amount_centavos" > 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"type" text NOT NULL,
	"code" text NOT NULL,
	"pin_hash" text NOT NULL,
	"issued_centavos" integer NOT NULL,
	"balance_centavos" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_credits_balance_check" CHECK ("wallet_credits"."balance_centavos" >= 0),
	CONSTRAINT "wallet_credits_issued_check" CHECK ("wallet_credits"."issued_centavos" > 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_order_debits" (
	"order_uuid" uuid NOT NULL,
	"credit_id" integer NOT NULL,
	"amount_centavos" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"returned_at" timestamp with time zone,
	CONSTRAINT "wallet_order_debits_order_uuid_credit_id_pk" PRIMARY KEY("order_uuid","credit_id"),
	CONSTRAINT "wallet_order_debits_amount_check" CHECK ("wallet_order_debits"."amount_centavos" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "wallet_paid_centavos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_cart_credits" ADD CONSTRAINT "wallet_cart_credits_credit_id_wallet_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."wallet_credits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_order_debits" ADD CONSTRAINT "wallet_order_debits_credit_id_wallet_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."wallet_credits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_credits_merchant_code_idx" ON "wallet_credits" USING btree ("merchant_id","code");--> statement-breakpoint
CREATE INDEX "wallet_order_debits_credit_idx" ON "wallet_order_debits" USING btree ("credit_id");