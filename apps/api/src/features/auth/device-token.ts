import { keyedHash, randomToken, sameHash } from '../../lib/secrets.ts';

// A "device cookie" (OWASP, Slow Down Online Guessing Attacks with Device Cookies): a browser that has
// signed in to an account before carries a signed token naming that account, and its logins are not
// counted against the account's limit for unknown devices. Strangers' wrong guesses therefore never lock
// the owner out of a browser they already use (docs/decisions/005-account-takeover-defences.md).

export const DEVICE_COOKIE = 'sm_device';
const MAX_AGE_SECONDS = 365 * 24 * 3600;

/** A new token for this browser and account: `<device id>.<issued at, s>.<keyed hash>`. */
export function issueDeviceToken(secret: string, userId: string, now: Date): string {
  const deviceId = randomToken(12);
  const issuedAt = String(Math.floor(now.getTime() / 1000));
  return `${deviceId}.${issuedAt}.${keyedHash(secret, 'device', userId, deviceId, issuedAt)}`;
}

/** The device id of a token this server issued for this account within a year, else undefined. */
export function readDeviceToken(secret: string, userId: string, token: string | undefined, now: Date): string | undefined {
  const [deviceId, issuedAt, mac, ...rest] = (token ?? '').split('.');
  if (!deviceId || !issuedAt || !mac || rest.length || !/^\d{1,12}$/.test(issuedAt) || !/^[A-Za-z0-9_-]{16}$/.test(deviceId)) return undefined;
  const age = now.getTime() / 1000 - Number(issuedAt);
  if (age < -60 || age > MAX_AGE_SECONDS) return undefined;
  return sameHash(mac, keyedHash(secret, 'device', userId, deviceId, issuedAt)) ? deviceId : undefined;
}

/**
 * The `Set-Cookie` of a device token: readable only by the server (HttpOnly), sent only to the auth
 * routes and never from another site (SameSite=Strict), Secure whenever the request came over HTTPS.
 */
export function deviceCookie(token: string, secure: boolean): string {
  return `${DEVICE_COOKIE}=${token}; Path=/api/v1/auth; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}
