CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL,
	"tokens" text[] NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_search_trgm_idx";--> statement-breakpoint
DROP INDEX "products_public_type_idx";--> statement-breakpoint
DROP INDEX "products_public_place_idx";--> statement-breakpoint
DROP INDEX "products_public_condition_idx";--> statement-breakpoint
DROP INDEX "products_public_brand_idx";--> statement-breakpoint
DROP INDEX "products_public_price_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_public_price_desc_idx" ON "products" USING btree ("price_usd" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'approved' and is_active;--> statement-breakpoint
CREATE INDEX "products_public_featured_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'approved' and is_active and featured;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector") WHERE status = 'approved' and is_active;--> statement-breakpoint
CREATE INDEX "products_public_type_idx" ON "products" USING btree ("type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'approved' and is_active;--> statement-breakpoint
CREATE INDEX "products_public_place_idx" ON "products" USING btree ("governorate","city","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'approved' and is_active;--> statement-breakpoint
CREATE INDEX "products_public_condition_idx" ON "products" USING btree ("condition","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'approved' and is_active;--> statement-breakpoint
CREATE INDEX "products_public_brand_idx" ON "products" USING btree (lower("brand"),"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'approved' and is_active;--> statement-breakpoint
CREATE INDEX "products_public_price_idx" ON "products" USING btree ("price_usd","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'approved' and is_active;--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_text";--> statement-breakpoint
-- The words of every listing's search vector join search_terms (schema/products.ts), in sorted order so
-- that two listings saved at once take the terms' locks in the same order. Inserts are handled once per
-- statement (a bulk seed is one statement); updates only when the vector itself changed.
CREATE FUNCTION remember_search_terms_of_new_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term, tokens)
  SELECT DISTINCT u.lexeme, ARRAY[u.lexeme] FROM new_rows, unnest(new_rows.search_vector) AS u(lexeme, positions, weights)
  ORDER BY u.lexeme
  ON CONFLICT (term) DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION remember_search_terms_of_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term, tokens)
  SELECT u.lexeme, ARRAY[u.lexeme] FROM unnest(NEW.search_vector) AS u(lexeme, positions, weights)
  ORDER BY u.lexeme
  ON CONFLICT (term) DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_search_terms_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION remember_search_terms_of_new_rows();--> statement-breakpoint
CREATE TRIGGER products_search_terms_update AFTER UPDATE OF search_vector ON products
  FOR EACH ROW WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector) EXECUTE FUNCTION remember_search_terms_of_row();
