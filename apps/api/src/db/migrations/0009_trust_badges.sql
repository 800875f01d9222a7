ALTER TABLE "users" ADD COLUMN "phone_confirmed_at" timestamp with time zone;--> statement-breakpoint
-- Until now is_verified meant both "the sign-up code came back" and «موثّق» (docs/decisions/016-trust-badges.md).
-- Every account that finished its sign-up keeps that as a confirmed phone: those still flagged, and those
-- an admin un-verified afterwards, who had signed in (a session is only ever started for a finished sign-up).
-- The sign-up date stands for the confirmation, which the code's ten minutes put close to it.
UPDATE "users" AS u SET "phone_confirmed_at" = u."created_at"
WHERE u."is_verified" OR EXISTS (SELECT 1 FROM "sessions" s WHERE s."user_id" = u."id");--> statement-breakpoint
-- «موثّق» stays only where an admin gave it: admins, and users whose latest verify/unverify in the audit
-- log is a verify.
UPDATE "users" AS u SET "is_verified" = false
WHERE u."is_verified" AND u."role" <> 'admin' AND COALESCE((
  SELECT a."action" FROM "audit_log" a
  WHERE a."target_type" = 'user' AND a."target_id" = u."id"::text AND a."action" IN ('user.verify', 'user.unverify')
  ORDER BY a."created_at" DESC, a."id" DESC LIMIT 1
), '') <> 'user.verify';
