-- One saved search per account and set of filters: the same filters saved twice (or by two taps at once)
-- made two searches and two alerts for each listing. Searches saved before this get their key at start-up
-- (db/saved-search-keys.ts: only TypeScript folds the words as the product list does); a later copy of an
-- older search of the same owner keeps a null key, which the unique index lets stand.
ALTER TABLE "saved_searches" ADD COLUMN "filters_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_filters_key" ON "saved_searches" USING btree ("user_id","filters_key");