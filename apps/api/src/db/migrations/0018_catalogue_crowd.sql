-- A crowd's browse and search on indexes that stop at the page (docs/decisions/010-catalogue-at-scale.md):
-- a type or a brand by price, batteries and systems by price, and the name-and-fields tokens of the search.
CREATE INDEX "products_public_type_price_idx" ON "products" USING btree ("type","price_usd","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'approved' and is_active;--> statement-breakpoint
CREATE INDEX "products_public_type_price_desc_idx" ON "products" USING btree ("type","price_usd" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'approved' and is_active;--> statement-breakpoint
CREATE INDEX "products_public_brand_price_idx" ON "products" USING btree (lower("brand"),"price_usd","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'approved' and is_active;--> statement-breakpoint
CREATE INDEX "products_public_brand_price_desc_idx" ON "products" USING btree (lower("brand"),"price_usd" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'approved' and is_active;--> statement-breakpoint
CREATE INDEX "products_search_named_idx" ON "products" USING gin (ts_filter("search_vector", '{a,b}')) WHERE status = 'approved' and is_active;--> statement-breakpoint
CREATE INDEX "products_public_kwh_price_idx" ON "products" USING btree ("price_usd","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'approved' and is_active and spec_kwh is not null;--> statement-breakpoint
CREATE INDEX "products_public_kwh_price_desc_idx" ON "products" USING btree ("price_usd" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'approved' and is_active and spec_kwh is not null;--> statement-breakpoint
-- Statistics the planner reads to choose between walking an index in the list's order and reading the
-- matches through another: how often a word is in a name or a field (a partial index's expression has
-- none of its own), and the specifications and brands that go with each type (a capacity is a battery's).
CREATE STATISTICS "products_search_named_stats" ON (ts_filter("search_vector", '{a,b}')) FROM "products";--> statement-breakpoint
CREATE STATISTICS "products_type_power_stats" (mcv) ON "type", "spec_power_w" FROM "products";--> statement-breakpoint
CREATE STATISTICS "products_type_capacity_stats" (mcv) ON "type", "spec_capacity_ah" FROM "products";--> statement-breakpoint
CREATE STATISTICS "products_type_kwh_stats" (mcv) ON "type", "spec_kwh" FROM "products";--> statement-breakpoint
CREATE STATISTICS "products_type_kind_stats" (mcv) ON "type", "spec_chemistry", "spec_inverter_kind" FROM "products";--> statement-breakpoint
CREATE STATISTICS "products_type_brand_stats" (mcv) ON "type", lower("brand") FROM "products";--> statement-breakpoint
ANALYZE "products";--> statement-breakpoint
-- Type and condition together: a list of both, and its count, read off one index (schema/products.ts).
CREATE INDEX "products_public_type_condition_idx" ON "products" USING btree ("type","condition","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'approved' and is_active;