const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * A listing's short code, as in `/p/{code}` (docs/decisions/023-saved-searches-and-alerts.md): its UUID's 16
 * bytes in unpadded base64url, 22 characters; the server redirects it to the product page. Written out
 * here, not with Buffer or btoa, so the browser and the server make the same code with no platform API.
 */
export function shortProductCode(productId: string): string {
  const hex = productId.replace(/-/g, '');
  const bytes = Array.from({ length: hex.length / 2 }, (_, i) => parseInt(hex.slice(i * 2, i * 2 + 2), 16));
  let code = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = bytes.slice(i, i + 3);
    const chunk = (a << 16) | (b << 8) | c;
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let k = 0; k < chars; k += 1) code += BASE64URL[(chunk >> (18 - 6 * k)) & 63];
  }
  return code;
}
