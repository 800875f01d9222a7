-- Issue #39: a code per channel. Until now one code went by SMS and by e-mail and either copy confirmed the
-- account, and nothing recorded which copy came back: a code row names the e-mail as its destination, while
-- the send jobs (and the development outbox) show the same code went to the phone too. So an account that
-- finished its sign-up proved one of the two, and we cannot tell which: it keeps both (it signs in as
-- before and keeps «رقم مؤكد»), with the old confirmation's time. A sign-up still waiting keeps neither.
-- Codes already issued are e-mail codes, which is where their row says they went.
ALTER TABLE "one_time_codes" ADD COLUMN "channel" text NOT NULL DEFAULT 'email';--> statement-breakpoint
ALTER TABLE "one_time_codes" ALTER COLUMN "channel" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "users" SET "email_confirmed_at" = "phone_confirmed_at" WHERE "phone_confirmed_at" IS NOT NULL;--> statement-breakpoint
DROP INDEX "users_phone_key";--> statement-breakpoint
DROP INDEX "users_email_key";--> statement-breakpoint
CREATE INDEX "users_phone_idx" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
-- A phone or e-mail is held by the account that confirmed it, or by a sign-up still waiting for its codes.
CREATE UNIQUE INDEX "users_phone_key" ON "users" USING btree ("phone") WHERE "users"."phone_confirmed_at" is not null or "users"."email_confirmed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email")) WHERE "users"."email_confirmed_at" is not null or "users"."phone_confirmed_at" is null;
