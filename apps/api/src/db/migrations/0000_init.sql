CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"destination" text NOT NULL,
	"user_id" uuid,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"is_suspended" boolean DEFAULT false NOT NULL,
	"governorate" text,
	"profile_image" jsonb,
	"language" text DEFAULT 'ar' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"upload_id" uuid NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_likes" (
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_likes_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"condition" text NOT NULL,
	"brand" text,
	"model" text,
	"price" numeric(14, 2) NOT NULL,
	"currency" text DEFAULT 'YER' NOT NULL,
	"price_usd" numeric(14, 4) NOT NULL,
	"is_negotiable" boolean DEFAULT true NOT NULL,
	"description" text NOT NULL,
	"governorate" text NOT NULL,
	"city" text NOT NULL,
	"location_text" text,
	"phone" text NOT NULL,
	"whatsapp_phone" text,
	"specifications" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"admin_reviewed" boolean DEFAULT false NOT NULL,
	"resubmitted_at" timestamp with time zone,
	"posted_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"views" integer DEFAULT 0 NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" jsonb,
	"link" text,
	"phone" text,
	"active" boolean DEFAULT true NOT NULL,
	"limited_offer" boolean DEFAULT false NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engineers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"profile_image" jsonb,
	"is_verified" boolean DEFAULT false NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"phone" text NOT NULL,
	"whatsapp_phone" text,
	"email" text,
	"notes" text,
	"admin_notes" text,
	"governorate" text NOT NULL,
	"city" text NOT NULL,
	"experience_years" integer DEFAULT 0 NOT NULL,
	"experience_description" text DEFAULT '' NOT NULL,
	"rating" numeric(2, 1) DEFAULT 0 NOT NULL,
	"projects_count" integer DEFAULT 0 NOT NULL,
	"team_size" integer,
	"response_time_hours" integer,
	"hourly_rate" numeric(12, 2),
	"minimum_charge" numeric(12, 2),
	"currency" text DEFAULT 'YER' NOT NULL,
	"services" text[] DEFAULT '{}'::text[] NOT NULL,
	"specializations" text[] DEFAULT '{}'::text[] NOT NULL,
	"availability_status" text DEFAULT 'available' NOT NULL,
	"working_days" text[] DEFAULT '{}'::text[] NOT NULL,
	"working_hours_start" text,
	"working_hours_end" text,
	"certifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"portfolio_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "join_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"type" text NOT NULL,
	"phone_number" text NOT NULL,
	"content" text,
	"status" text DEFAULT 'new' NOT NULL,
	"ip" text,
	"handled_by" uuid,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"logo" jsonb,
	"is_verified" boolean DEFAULT false NOT NULL,
	"governorate" text NOT NULL,
	"city" text NOT NULL,
	"address" text,
	"phone" text,
	"whatsapp_phone" text,
	"email" text,
	"latitude" double precision,
	"longitude" double precision,
	"description" text DEFAULT '' NOT NULL,
	"services" text[] DEFAULT '{}'::text[] NOT NULL,
	"open_time" text,
	"close_time" text,
	"working_days" text[] DEFAULT '{}'::text[] NOT NULL,
	"social_media" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"brands" text[] DEFAULT '{}'::text[] NOT NULL,
	"product_categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"established_year" integer,
	"license_number" text,
	"website" text,
	"notes" text,
	"payment_options" text[] DEFAULT '{}'::text[] NOT NULL,
	"admin_notes" text,
	"search_text" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_likes" ADD CONSTRAINT "product_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_likes" ADD CONSTRAINT "product_likes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engineers" ADD CONSTRAINT "engineers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "join_requests" ADD CONSTRAINT "join_requests_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "one_time_codes_lookup_idx" ON "one_time_codes" USING btree ("purpose","destination","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_key_key" ON "uploads" USING btree ("key");--> statement-breakpoint
CREATE INDEX "uploads_user_id_idx" ON "uploads" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_key" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "product_images_position_key" ON "product_images" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_likes_product_idx" ON "product_likes" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_user_id_idx" ON "products" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_status_created_idx" ON "products" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "products_public_created_idx" ON "products" USING btree ("featured" DESC NULLS LAST,"created_at" DESC NULLS LAST) WHERE status = 'approved' and is_active;--> statement-breakpoint
CREATE INDEX "products_public_type_idx" ON "products" USING btree ("type","created_at" DESC NULLS LAST) WHERE status = 'approved' and is_active;--> statement-breakpoint
CREATE INDEX "products_public_place_idx" ON "products" USING btree ("governorate","city","created_at" DESC NULLS LAST) WHERE status = 'approved' and is_active;--> statement-breakpoint
CREATE INDEX "products_public_condition_idx" ON "products" USING btree ("condition","created_at" DESC NULLS LAST) WHERE status = 'approved' and is_active;--> statement-breakpoint
CREATE INDEX "products_public_brand_idx" ON "products" USING btree ("brand") WHERE status = 'approved' and is_active;--> statement-breakpoint
CREATE INDEX "products_public_price_idx" ON "products" USING btree ("price_usd") WHERE status = 'approved' and is_active;--> statement-breakpoint
CREATE INDEX "products_public_expires_idx" ON "products" USING btree ("expires_at") WHERE status = 'approved' and is_active;--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ads_active_created_idx" ON "ads" USING btree ("active","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "engineers_list_idx" ON "engineers" USING btree ("is_featured" DESC NULLS LAST,"rating" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "engineers_place_idx" ON "engineers" USING btree ("governorate","city");--> statement-breakpoint
CREATE INDEX "engineers_experience_idx" ON "engineers" USING btree ("experience_years");--> statement-breakpoint
CREATE INDEX "engineers_services_idx" ON "engineers" USING gin ("services");--> statement-breakpoint
CREATE INDEX "engineers_specializations_idx" ON "engineers" USING gin ("specializations");--> statement-breakpoint
CREATE INDEX "engineers_search_trgm_idx" ON "engineers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "join_requests_status_idx" ON "join_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "join_requests_email_type_idx" ON "join_requests" USING btree (lower("email"),"type");--> statement-breakpoint
CREATE INDEX "shops_list_idx" ON "shops" USING btree ("is_verified" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shops_place_idx" ON "shops" USING btree ("governorate","city");--> statement-breakpoint
CREATE INDEX "shops_services_idx" ON "shops" USING gin ("services");--> statement-breakpoint
CREATE INDEX "shops_brands_idx" ON "shops" USING gin ("brands");--> statement-breakpoint
CREATE INDEX "shops_categories_idx" ON "shops" USING gin ("product_categories");--> statement-breakpoint
CREATE INDEX "shops_search_trgm_idx" ON "shops" USING gin ("search_text" gin_trgm_ops);