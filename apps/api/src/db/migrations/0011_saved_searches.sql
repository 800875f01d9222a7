CREATE TABLE "alert_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"saved_search_id" uuid,
	"product_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"price_drop_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"message_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_drops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"old_price" numeric(14, 2) NOT NULL,
	"old_currency" text NOT NULL,
	"new_price" numeric(14, 2) NOT NULL,
	"new_currency" text NOT NULL,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"frequency" text DEFAULT 'daily' NOT NULL,
	"channel" text DEFAULT 'sms' NOT NULL,
	"matched_until" timestamp with time zone NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	"last_digest_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "alerts_stopped" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "favourites_frequency" text DEFAULT 'daily' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "favourites_channel" text DEFAULT 'sms' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "published_price" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "published_currency" text;--> statement-breakpoint
ALTER TABLE "alert_items" ADD CONSTRAINT "alert_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_items" ADD CONSTRAINT "alert_items_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_items" ADD CONSTRAINT "alert_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_items" ADD CONSTRAINT "alert_items_price_drop_id_price_drops_id_fk" FOREIGN KEY ("price_drop_id") REFERENCES "public"."price_drops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_items" ADD CONSTRAINT "alert_items_message_id_alert_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."alert_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_messages" ADD CONSTRAINT "alert_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_drops" ADD CONSTRAINT "price_drops_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_items_new_key" ON "alert_items" USING btree ("saved_search_id","product_id") WHERE kind = 'new';--> statement-breakpoint
CREATE UNIQUE INDEX "alert_items_drop_key" ON "alert_items" USING btree ("user_id","price_drop_id") WHERE kind = 'price_drop';--> statement-breakpoint
CREATE INDEX "alert_items_pending_idx" ON "alert_items" USING btree ("user_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "alert_messages_user_idx" ON "alert_messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "alert_messages_created_idx" ON "alert_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "price_drops_unprocessed_idx" ON "price_drops" USING btree ("created_at") WHERE processed_at is null;--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "products_public_posted_idx" ON "products" USING btree ("posted_at") WHERE status = 'approved' and is_active;--> statement-breakpoint
-- Listings already public were published at their current price: a later drop compares with it.
UPDATE "products" SET "published_price" = "price", "published_currency" = "currency" WHERE "status" = 'approved';
