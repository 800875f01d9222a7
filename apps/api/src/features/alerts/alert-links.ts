import crypto from 'node:crypto';
import { isUuid } from '../../lib/ids.ts';

/**
 * The links an alert carries (docs/decisions/023-saved-searches-and-alerts.md). An SMS is paid per
 * segment, so both are short: a listing is `/p/{22 characters}` on the product's own domain (its id's 16
 * bytes in base64url; the server redirects to the product page), and an unsubscribe link is
 * `/u/{what}{signature}` (23 + 22 characters, no dot: a path with one would be taken for a file), signed
 * so it works signed out and stops only what it names.
 */
const uuidBytes = (id: string) => Buffer.from(id.replace(/-/g, ''), 'hex');
const uuidOf = (bytes: Buffer) => {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

export { shortProductCode } from '@solar/shared/domain/product-short-link';
import { shortProductCode } from '@solar/shared/domain/product-short-link';

/** The product id of a short code, or undefined for anything that is not one. */
export function productIdOfShortCode(code: string): string | undefined {
  if (!/^[A-Za-z0-9_-]{22}$/.test(code)) return undefined;
  const id = uuidOf(Buffer.from(code, 'base64url'));
  return isUuid(id) ? id : undefined;
}

export const productShortLink = (publicUrl: string, productId: string) => `${publicUrl}/p/${shortProductCode(productId)}`;

/**
 * What an unsubscribe link stops: one saved search, the price drops of one user's liked listings, or the
 * wanted-request notices a seller gets (the id is the user's).
 */
export type UnsubscribeTarget = { kind: 'search'; id: string } | { kind: 'favourites'; id: string } | { kind: 'wanted'; id: string };
const KIND_BYTE = { search: 1, favourites: 2, wanted: 3 } as const;
const KIND_OF_BYTE = new Map(Object.entries(KIND_BYTE).map(([kind, byte]) => [byte as number, kind as UnsubscribeTarget['kind']]));
/** A kind byte and a UUID's 16 bytes, in base64url. */
const TARGET_LENGTH = 23;

// A purpose prefix, so this signature can never be mistaken for another keyed hash made with the secret.
const sign = (secret: string, body: string) => crypto.createHmac('sha256', secret).update(`unsubscribe\u0000${body}`).digest().subarray(0, 16).toString('base64url');

export function unsubscribeToken(secret: string, target: UnsubscribeTarget): string {
  const body = Buffer.concat([Buffer.from([KIND_BYTE[target.kind]]), uuidBytes(target.id)]).toString('base64url');
  return `${body}${sign(secret, body)}`;
}

export const unsubscribeLink = (publicUrl: string, secret: string, target: UnsubscribeTarget) => `${publicUrl}/u/${unsubscribeToken(secret, target)}`;

/** The target a token names when its signature is right; undefined otherwise (compared in constant time). */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeTarget | undefined {
  const body = token.slice(0, TARGET_LENGTH);
  const signature = token.slice(TARGET_LENGTH);
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return undefined;
  const bytes = Buffer.from(body, 'base64url');
  if (bytes.length !== 17) return undefined;
  const kind = KIND_OF_BYTE.get(bytes[0]!);
  const id = uuidOf(bytes.subarray(1));
  return kind && isUuid(id) ? { kind, id } : undefined;
}
