import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, type ImageRef } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    // International digits only (e.g. 967777123456) so every way of typing a number finds one account.
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['user', 'admin'] }).notNull().default('user'),
    // «موثّق»: set only by an admin (POST /admin/users/{id}/verify), never by a code
    // (docs/decisions/016-trust-badges.md).
    isVerified: boolean('is_verified').notNull().default(false),
    // When a code sent by SMS to this phone came back: the phone shows «رقم مؤكد» and signs in. Each channel
    // has its own code (issue #39): an e-mail code never confirms the phone, nor an SMS code the e-mail.
    phoneConfirmedAt: timestamp('phone_confirmed_at', { withTimezone: true }),
    // When a code sent to this e-mail came back: the e-mail signs in. Neither confirmed: a sign-up waiting.
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    isSuspended: boolean('is_suspended').notNull().default(false),
    governorate: text('governorate'),
    profileImage: jsonb('profile_image').$type<ImageRef>(),
    language: text('language', { enum: ['ar', 'en'] }).notNull().default('ar'),
    // Saved-search and price-drop alerts (docs/decisions/023-saved-searches-and-alerts.md): an admin may
    // stop them for a user; price drops on liked listings go out this often, on this channel.
    alertsStopped: boolean('alerts_stopped').notNull().default(false),
    favouritesFrequency: text('favourites_frequency', { enum: ['instant', 'daily', 'weekly', 'off'] }).notNull().default('daily'),
    favouritesChannel: text('favourites_channel', { enum: ['sms', 'email'] }).notNull().default('sms'),
    // A seller's one-tap stop of wanted-request notices (the signed link in each): matching skips them.
    wantedNoticesStopped: boolean('wanted_notices_stopped').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A phone or e-mail belongs to the account that confirmed it, or to a sign-up still waiting for its
    // codes; an account finished by the other channel keeps an unconfirmed claim that blocks nobody
    // (someone else's number typed at sign-up stays free for its owner).
    uniqueIndex('users_phone_key').on(t.phone).where(sql`${t.phoneConfirmedAt} is not null or ${t.emailConfirmedAt} is null`),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`).where(sql`${t.emailConfirmedAt} is not null or ${t.phoneConfirmedAt} is null`),
    index('users_phone_idx').on(t.phone),
    index('users_email_idx').on(sql`lower(${t.email})`),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

/** Server-side sessions named by the bearer token (stored only as a hash). */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_id_idx').on(t.userId)],
);

/**
 * One-time codes for sign-up and password reset, and reset tokens; only keyed hashes are stored. A code
 * confirms the channel it was sent on (a reset token: the channel of the code that earned it).
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    purpose: text('purpose', { enum: ['signup', 'reset', 'reset_token'] }).notNull(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    // The phone's digits or the lower-cased e-mail the code went to.
    destination: text('destination').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_lookup_idx').on(t.purpose, t.destination, t.createdAt)],
);

/** Every processed upload, owned by the user who sent it; products may only use their owner's uploads. */
export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    key: text('key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /**
     * The widths stored under the key. Pictures stored before a width was added have the old ones until
     * the background job adds it (features/uploads/picture-variants.ts); answers offer only what is stored.
     */
    widths: integer('widths').array().notNull().default(sql`'{320,640,1280}'::integer[]`),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('uploads_key_key').on(t.key), index('uploads_user_id_idx').on(t.userId)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A picture a web-only process received and a worker has not made its widths of yet (ROLE=web,
 * docs/decisions/037-read-replicas-and-roles.md): the upload as sent, never served (it may carry EXIF and
 * GPS data), deleted once its WebP widths are stored.
 */
export const pictureOriginals = pgTable('picture_originals', {
  uploadId: uuid('upload_id')
    .primaryKey()
    .references(() => uploads.id, { onDelete: 'cascade' }),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});
