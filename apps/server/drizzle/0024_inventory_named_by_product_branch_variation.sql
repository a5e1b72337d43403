ALTER TABLE "product_inventory" DROP CONSTRAINT "product_inventory_uuid_unique";--> statement-breakpoint
ALTER TABLE "product_inventory" DROP CONSTRAINT "product_inventory_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "product_inventory" DROP COLUMN "uuid";--> statement-breakpoint
-- The foreign key's check is a query per inserted row (over a third of a chain's inventory inserts);
-- these check a whole statement's rows at once. Products are deactivated, never deleted (ADR 0002):
-- deleting one that has inventory is refused, as the key did. (Unlike the key they take no lock on the
-- product, so a delete racing an import's insert is not caught; nothing deletes products.)
CREATE FUNCTION "inventory_products_exist"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_rows n WHERE NOT EXISTS (SELECT 1 FROM products p WHERE p.id = n.product_id)) THEN
    RAISE foreign_key_violation USING MESSAGE = 'product_inventory names a product that does not exist';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "inventory_products_exist_on_insert" AFTER INSERT ON "product_inventory"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "inventory_products_exist"();
--> statement-breakpoint
-- Per row, but only for an update that sets product_id (none does: stock updates pay nothing).
CREATE FUNCTION "inventory_product_exists"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM products p WHERE p.id = NEW.product_id) THEN
    RAISE foreign_key_violation USING MESSAGE = 'product_inventory names a product that does not exist';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "inventory_product_exists_on_update" BEFORE UPDATE OF "product_id" ON "product_inventory"
  FOR EACH ROW EXECUTE FUNCTION "inventory_product_exists"();
--> statement-breakpoint
CREATE FUNCTION "products_without_inventory"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM old_rows o JOIN product_inventory i ON i.product_id = o.id) THEN
    RAISE foreign_key_violation USING MESSAGE = 'a product with inventory cannot be deleted (deactivate it)';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_without_inventory_on_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_without_inventory"();
