-- The counters leave the listing's row (docs/decisions/040-listing-counters-apart.md); rows with a count move.
CREATE TABLE "product_counters" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_counters" ADD CONSTRAINT "product_counters_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
INSERT INTO "product_counters" ("product_id", "views", "likes_count") SELECT "id", "views", "likes_count" FROM "products" WHERE "views" <> 0 OR "likes_count" <> 0;
--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "views";
--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "likes_count";
--> statement-breakpoint
-- The public lists' indexes carry the columns of the filters visitors set most, so a page of such a list or
-- its capped count is read from the index alone (an index-only scan) instead of visiting each row. Not the
-- prices nor the specifications: covered, they made the planner read these indexes past tens of thousands of
-- entries (or sort them by price) instead of using those filters' and orders' own indexes. Drizzle's index
-- builder has no INCLUDE: schema/products.ts declares the keys and these statements add the columns.
DROP INDEX "products_public_newest_idx";
--> statement-breakpoint
CREATE INDEX "products_public_newest_idx" ON "products" USING btree (created_at DESC, id DESC) INCLUDE (user_id, expires_at, featured, type, condition, brand, governorate, city) WHERE status = 'approved' AND is_active;
--> statement-breakpoint
DROP INDEX "products_public_created_idx";
--> statement-breakpoint
CREATE INDEX "products_public_created_idx" ON "products" USING btree (featured DESC, created_at DESC, id DESC) INCLUDE (user_id, expires_at, type, condition, brand, governorate, city) WHERE status = 'approved' AND is_active;
--> statement-breakpoint
DROP INDEX "products_public_featured_idx";
--> statement-breakpoint
CREATE INDEX "products_public_featured_idx" ON "products" USING btree (created_at DESC, id DESC) INCLUDE (user_id, expires_at, type, condition, brand, governorate, city) WHERE status = 'approved' AND is_active AND featured;
--> statement-breakpoint
DROP INDEX "products_public_type_idx";
--> statement-breakpoint
CREATE INDEX "products_public_type_idx" ON "products" USING btree (type, created_at DESC, id DESC) INCLUDE (user_id, expires_at, featured, condition, brand, governorate, city) WHERE status = 'approved' AND is_active;
--> statement-breakpoint
DROP INDEX "products_public_type_condition_idx";
--> statement-breakpoint
CREATE INDEX "products_public_type_condition_idx" ON "products" USING btree (type, condition, created_at DESC, id DESC) INCLUDE (user_id, expires_at, featured, brand, governorate, city) WHERE status = 'approved' AND is_active;
--> statement-breakpoint
DROP INDEX "products_public_place_idx";
--> statement-breakpoint
CREATE INDEX "products_public_place_idx" ON "products" USING btree (governorate, city, created_at DESC, id DESC) INCLUDE (user_id, expires_at, featured, type, condition, brand) WHERE status = 'approved' AND is_active;
--> statement-breakpoint
DROP INDEX "products_public_condition_idx";
--> statement-breakpoint
CREATE INDEX "products_public_condition_idx" ON "products" USING btree (condition, created_at DESC, id DESC) INCLUDE (user_id, expires_at, featured, type, brand, governorate, city) WHERE status = 'approved' AND is_active;
--> statement-breakpoint
DROP INDEX "products_public_brand_idx";
--> statement-breakpoint
CREATE INDEX "products_public_brand_idx" ON "products" USING btree (lower(brand), created_at DESC, id DESC) INCLUDE (user_id, expires_at, featured, type, condition, brand, governorate, city) WHERE status = 'approved' AND is_active;