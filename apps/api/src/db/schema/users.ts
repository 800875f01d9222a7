import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    // When the sign-up code (or a reset code) sent to this account came back: the sign-up is finished and
    // the phone shows «رقم مؤكد». Null: a sign-up still waiting for its code.
    phoneConfirmedAt: timestamp('phone_confirmed_at', { withTimezone: true }),
    isSuspended: boolean('is_suspended').notNull().default(false),
    governorate: text('governorate'),
    profileImage: jsonb('profile_image').$type<ImageRef>(),
    language: text('language', { enum: ['ar', 'en'] }).notNull().default('ar'),
    // Saved-search and price-drop alerts (docs/decisions/023-saved-searches-and-alerts.md): an admin may
    // stop them for a user; price drops on liked listings go out this often, on this channel.
    alertsStopped: boolean('alerts_stopped').notNull().default(false),
    favouritesFrequency: text('favourites_frequency', { enum: ['instant', 'daily', 'weekly', 'off'] }).notNull().default('daily'),
    favouritesChannel: text('favourites_channel', { enum: ['sms', 'email'] }).notNull().default('sms'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_phone_key').on(t.phone),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
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

/** One-time codes for sign-up and password reset, and reset tokens; only keyed hashes are stored. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    purpose: text('purpose', { enum: ['signup', 'reset', 'reset_token'] }).notNull(),
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
