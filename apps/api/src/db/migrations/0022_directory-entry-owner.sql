ALTER TABLE "users" ADD COLUMN "wanted_notices_stopped" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "engineers" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "wanted_offers" ADD COLUMN "entry_kind" text;--> statement-breakpoint
ALTER TABLE "wanted_offers" ADD COLUMN "entry_id" uuid;--> statement-breakpoint
ALTER TABLE "engineers" ADD CONSTRAINT "engineers_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "engineers_owner_idx" ON "engineers" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "shops_owner_idx" ON "shops" USING btree ("owner_id");