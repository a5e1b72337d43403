CREATE TABLE "ecodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"points" integer NOT NULL,
	"batch" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_by_customer_id" integer,
	"used_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ecodes_points_check" CHECK ("ecodes"."points" > 0)
);
--> statement-breakpoint
CREATE TABLE "reward_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"merchant_id" integer NOT NULL,
	"reward_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"points" integer NOT NULL,
	"claim_code" text NOT NULL,
	"promo_code" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_redemptions_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"merchant_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image" text,
	"points_cost" integer NOT NULL,
	"stock" integer,
	"redeemed" integer DEFAULT 0 NOT NULL,
	"per_customer_limit" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"terms" text NOT NULL,
	"discount" jsonb,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rewards_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "rewards_redeemed_check" CHECK ("rewards"."stock" is null or "rewards"."redeemed" <= "rewards"."stock")
);
--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "owner_customer_id" integer;--> statement-breakpoint
ALTER TABLE "points_movements" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ecodes_merchant_code" ON "ecodes" USING btree ("merchant_id","code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_redemptions_attempt" ON "reward_redemptions" USING btree ("merchant_id","customer_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_redemptions_claim_code" ON "reward_redemptions" USING btree ("merchant_id","claim_code");--> statement-breakpoint
CREATE INDEX "reward_redemptions_customer" ON "reward_redemptions" USING btree ("merchant_id","customer_id","reward_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rewards_merchant_key" ON "rewards" USING btree ("merchant_id","key");--> statement-breakpoint
CREATE INDEX "rewards_merchant_list" ON "rewards" USING btree ("merchant_id","sort") WHERE "rewards"."active";--> statement-breakpoint
CREATE INDEX "promo_codes_owner" ON "promo_codes" USING btree ("merchant_id","owner_customer_id") WHERE "promo_codes"."owner_customer_id" is not null;