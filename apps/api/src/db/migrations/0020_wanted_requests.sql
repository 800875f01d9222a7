CREATE TABLE "wanted_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"lines" jsonb NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"delivery" boolean NOT NULL,
	"installation" boolean NOT NULL,
	"valid_until" date NOT NULL,
	"message" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wanted_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"visitor" text NOT NULL,
	"user_id" uuid,
	"reason" text NOT NULL,
	"details" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wanted_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"calculator_code" text,
	"items" jsonb NOT NULL,
	"types" text[] NOT NULL,
	"governorate" text NOT NULL,
	"city" text NOT NULL,
	"budget" numeric(14, 2),
	"currency" text NOT NULL,
	"installation_wanted" boolean DEFAULT false NOT NULL,
	"open_days" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"posted_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"accepted_offer_id" uuid,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wanted_offers" ADD CONSTRAINT "wanted_offers_request_id_wanted_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."wanted_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wanted_offers" ADD CONSTRAINT "wanted_offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wanted_reports" ADD CONSTRAINT "wanted_reports_request_id_wanted_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."wanted_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wanted_reports" ADD CONSTRAINT "wanted_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wanted_requests" ADD CONSTRAINT "wanted_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wanted_offers_answerer_key" ON "wanted_offers" USING btree ("request_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wanted_reports_open_key" ON "wanted_reports" USING btree ("request_id","visitor") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "wanted_reports_status_idx" ON "wanted_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "wanted_requests_open_idx" ON "wanted_requests" USING btree ("governorate","posted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "wanted_requests_types_idx" ON "wanted_requests" USING gin ("types") WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "wanted_requests_status_idx" ON "wanted_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "wanted_requests_user_idx" ON "wanted_requests" USING btree ("user_id","created_at");