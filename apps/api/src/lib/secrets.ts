import crypto from 'node:crypto';

/** A random token with `bytes` of entropy, URL-safe. */
export const randomToken = (bytes = 32) => crypto.randomBytes(bytes).toString('base64url');

/** Six digits from a CSPRNG, as a string (a leading zero is a digit). */
export const randomCode = () => String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');

/** A keyed hash, so a stolen table of codes or tokens cannot be checked offline without the secret. */
export const keyedHash = (secret: string, ...parts: string[]) =>
  crypto.createHmac('sha256', secret).update(parts.join('\u0000')).digest('hex');

/** Compares two hex digests in constant time. */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}
