ALTER TABLE "orders" ADD COLUMN "payment_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_window_minutes" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_expired_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_payment_due_idx" ON "orders" USING btree ("payment_due_at") WHERE payment_due_at is not null and payment_expired_at is null and payment_status <> 'paid';