CREATE TABLE "exchange_rate_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rates" jsonb NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"changed_by" uuid
);
--> statement-breakpoint
CREATE TABLE "price_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"type" text NOT NULL,
	"condition" text NOT NULL,
	"spec_kind" text,
	"power_w" numeric,
	"usable_kwh" numeric,
	"nominal_kwh" numeric,
	"chemistry" text,
	"inverter_kind" text,
	"price" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"price_usd" numeric(14, 4) NOT NULL,
	"governorate" text NOT NULL,
	"is_public" boolean NOT NULL,
	"expires_at" timestamp with time zone,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_index_exclusions" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"excluded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_indexes" (
	"metric" text NOT NULL,
	"variant" text NOT NULL,
	"governorate" text NOT NULL,
	"week_start" date NOT NULL,
	"listings" integer NOT NULL,
	"q1_usd" double precision NOT NULL,
	"median_usd" double precision NOT NULL,
	"q3_usd" double precision NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "price_indexes_metric_variant_governorate_week_start_pk" PRIMARY KEY("metric","variant","governorate","week_start")
);
--> statement-breakpoint
ALTER TABLE "exchange_rate_history" ADD CONSTRAINT "exchange_rate_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_index_exclusions" ADD CONSTRAINT "price_index_exclusions_excluded_by_users_id_fk" FOREIGN KEY ("excluded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exchange_rate_history_effective_idx" ON "exchange_rate_history" USING btree ("effective_at");--> statement-breakpoint
CREATE INDEX "price_history_product_idx" ON "price_history" USING btree ("product_id","recorded_at");--> statement-breakpoint
CREATE INDEX "price_history_recorded_idx" ON "price_history" USING btree ("recorded_at");--> statement-breakpoint
CREATE INDEX "price_indexes_place_idx" ON "price_indexes" USING btree ("governorate","week_start");--> statement-breakpoint
CREATE INDEX "price_indexes_week_idx" ON "price_indexes" USING btree ("week_start");--> statement-breakpoint
-- Hand-written (docs/decisions/036-price-index.md): the price history is written by the database, like the
-- spec_* columns, so the posting, the review, the edits, the seed and the bulk generator all record it.
CREATE FUNCTION record_listing_price(p products, pub boolean, at timestamptz) RETURNS void LANGUAGE sql AS $$
  INSERT INTO price_history (product_id, type, condition, spec_kind, power_w, usable_kwh, nominal_kwh, chemistry, inverter_kind,
    price, currency, price_usd, governorate, is_public, expires_at, recorded_at)
  VALUES (p.id, p.type, p.condition, p.specs->>'kind', (p.specs->>'powerW')::numeric, (p.specs->>'usableKwh')::numeric,
    (p.specs->>'voltageV')::numeric * (p.specs->>'capacityAh')::numeric / 1000, p.specs->>'chemistry', p.specs->>'inverterKind',
    p.price, p.currency, p.price_usd, p.governorate, pub, p.expires_at, at)
$$;--> statement-breakpoint
-- Public means approved and active; expiry is kept on the row (a renewal writes a new one), so the index
-- knows when an unrenewed listing left without a write at that moment.
CREATE FUNCTION record_price_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_public boolean := TG_OP <> 'INSERT' AND OLD.status = 'approved' AND OLD.is_active;
  now_public boolean := TG_OP <> 'DELETE' AND NEW.status = 'approved' AND NEW.is_active;
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF was_public THEN PERFORM record_listing_price(OLD, false, now()); END IF;
  ELSIF TG_OP = 'INSERT' THEN
    IF now_public THEN PERFORM record_listing_price(NEW, true, coalesce(NEW.posted_at, NEW.created_at)); END IF;
  ELSIF now_public AND (NOT was_public OR (OLD.price, OLD.currency, OLD.governorate, OLD.condition, OLD.type, OLD.specs, OLD.expires_at)
      IS DISTINCT FROM (NEW.price, NEW.currency, NEW.governorate, NEW.condition, NEW.type, NEW.specs, NEW.expires_at)) THEN
    PERFORM record_listing_price(NEW, true, NEW.updated_at);
  ELSIF was_public AND NOT now_public THEN
    PERFORM record_listing_price(NEW, false, NEW.updated_at);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_price_history_insert AFTER INSERT ON products FOR EACH ROW WHEN (NEW.status = 'approved' AND NEW.is_active)
  EXECUTE FUNCTION record_price_change();--> statement-breakpoint
CREATE TRIGGER products_price_history_update AFTER UPDATE OF status, is_active, price, currency, governorate, condition, type, specs, expires_at ON products
  FOR EACH ROW EXECUTE FUNCTION record_price_change();--> statement-breakpoint
CREATE TRIGGER products_price_history_delete AFTER DELETE ON products FOR EACH ROW WHEN (OLD.status = 'approved' AND OLD.is_active)
  EXECUTE FUNCTION record_price_change();--> statement-breakpoint
-- Listings already public start their history from their current state, at the day they went public.
SELECT record_listing_price(p, true, coalesce(p.posted_at, p.created_at)) FROM products p WHERE p.status = 'approved' AND p.is_active;--> statement-breakpoint
-- The rates in force before the first recorded change.
INSERT INTO exchange_rate_history (rates, effective_at) SELECT value, '1970-01-01T00:00:00Z' FROM settings WHERE key = 'exchangeRates';
