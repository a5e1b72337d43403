CREATE TABLE "branch_listings" (
	"merchant_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"product_ids" integer[] NOT NULL,
	CONSTRAINT "branch_listings_pkey" PRIMARY KEY("branch_id","category_id")
);
--> statement-breakpoint
CREATE INDEX "branch_listings_merchant_idx" ON "branch_listings" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "branches_visible_position_idx" ON "branches" USING btree ("merchant_id","lat","lng","id") WHERE "branches"."active" and "branches"."visibility" and "branches"."brand_visibility";--> statement-breakpoint
-- Merchants imported before this migration: their listings, as the import now builds them.
INSERT INTO "branch_listings" ("merchant_id", "branch_id", "category_id", "product_ids")
WITH sold AS (
  SELECT s."branch_id", p."merchant_id", p."id", p."category_id", c."sort" AS category_sort, p."sort"
  FROM (SELECT DISTINCT "branch_id", "product_id" FROM "product_inventory" WHERE "active") s
  JOIN "products" p ON p."id" = s."product_id" AND p."active"
  JOIN "categories" c ON c."id" = p."category_id"
)
SELECT "merchant_id", "branch_id", 0, array_agg("id" ORDER BY category_sort, "sort", "id") FROM sold GROUP BY "merchant_id", "branch_id"
UNION ALL
SELECT "merchant_id", "branch_id", "category_id", array_agg("id" ORDER BY "sort", "id") FROM sold GROUP BY "merchant_id", "branch_id", "category_id";
