-- Issue #46: an edit of an approved listing waits for review beside the approved version, which stays public
-- (product_edits, and its pictures as is_pending rows of product_images); a review decision tells the seller
-- once (alert_messages.dedupe_key).
CREATE TABLE "product_edits" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"fields" jsonb NOT NULL,
	"images_changed" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"submitted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "product_images_position_key";--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "is_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_messages" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "product_edits" ADD CONSTRAINT "product_edits_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_edits_status_idx" ON "product_edits" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "product_images_position_key" ON "product_images" USING btree ("product_id","is_pending","position");--> statement-breakpoint
ALTER TABLE "alert_messages" ADD CONSTRAINT "alert_messages_dedupe_key_unique" UNIQUE("dedupe_key");