DROP INDEX "products_user_id_idx";--> statement-breakpoint
DROP INDEX "products_public_created_idx";--> statement-breakpoint
DROP INDEX "products_public_type_idx";--> statement-breakpoint
DROP INDEX "products_public_place_idx";--> statement-breakpoint
DROP INDEX "products_public_condition_idx";--> statement-breakpoint
DROP INDEX "ads_active_created_idx";--> statement-breakpoint
DROP INDEX "engineers_list_idx";--> statement-breakpoint
DROP INDEX "shops_list_idx";--> statement-breakpoint
CREATE INDEX "products_public_newest_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'approved' and is_active;--> statement-breakpoint
CREATE INDEX "products_user_id_idx" ON "products" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_public_created_idx" ON "products" USING btree ("featured" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'approved' and is_active;--> statement-breakpoint
CREATE INDEX "products_public_type_idx" ON "products" USING btree ("type","created_at" DESC NULLS FIRST) WHERE status = 'approved' and is_active;--> statement-breakpoint
CREATE INDEX "products_public_place_idx" ON "products" USING btree ("governorate","city","created_at" DESC NULLS FIRST) WHERE status = 'approved' and is_active;--> statement-breakpoint
CREATE INDEX "products_public_condition_idx" ON "products" USING btree ("condition","created_at" DESC NULLS FIRST) WHERE status = 'approved' and is_active;--> statement-breakpoint
CREATE INDEX "ads_active_created_idx" ON "ads" USING btree ("active","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "engineers_list_idx" ON "engineers" USING btree ("is_featured" DESC NULLS FIRST,"rating" DESC NULLS FIRST,"created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shops_list_idx" ON "shops" USING btree ("is_verified" DESC NULLS FIRST,"created_at" DESC NULLS FIRST);