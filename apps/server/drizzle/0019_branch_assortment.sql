CREATE TABLE "branch_assortment" (
	"merchant_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"position" integer NOT NULL,
	"category_id" integer NOT NULL,
	"category_position" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "branch_assortment_pkey" PRIMARY KEY("branch_id","position")
);
--> statement-breakpoint
CREATE INDEX "branch_assortment_category_idx" ON "branch_assortment" USING btree ("branch_id","category_id","category_position");--> statement-breakpoint
CREATE INDEX "branch_assortment_merchant_idx" ON "branch_assortment" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "branches_merchant_position_idx" ON "branches" USING btree ("merchant_id","lat","lng");--> statement-breakpoint
INSERT INTO "branch_assortment" ("merchant_id", "branch_id", "position", "category_id", "category_position", "product_id")
SELECT p."merchant_id", s."branch_id",
  row_number() OVER (PARTITION BY s."branch_id" ORDER BY c."sort", p."sort", p."id"),
  p."category_id",
  row_number() OVER (PARTITION BY s."branch_id", p."category_id" ORDER BY p."sort", p."id"),
  p."id"
FROM (SELECT DISTINCT "branch_id", "product_id" FROM "product_inventory" WHERE "active") s
JOIN "products" p ON p."id" = s."product_id" AND p."active"
JOIN "categories" c ON c."id" = p."category_id";
