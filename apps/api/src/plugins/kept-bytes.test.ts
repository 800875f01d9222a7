import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { etagOf } from './http-caching.ts';
import { keptEncoding, KeptBytes } from './kept-bytes.ts';

// A page as the server renders it: Arabic text, the size of a real home page (docs/decisions/013-server-rendering.md).
const html = `<!doctype html><html lang="ar" dir="rtl"><body><main>${Array.from({ length: 400 }, (_, i) => `<article><h2>لوح شمسي ${i} واط</h2><p>‏٢٥٠ $</p></article>`).join('')}</main></body></html>`;

describe('a rendered page kept for its few seconds', () => {
  it('sends the same page compressed with brotli or gzip as without', async () => {
    const page = new KeptBytes(html);
    expect(page.bytes.toString('utf8')).toBe(html);
    const br = await page.encoded('br');
    const gz = await page.encoded('gzip');
    expect(zlib.brotliDecompressSync(br).equals(page.bytes)).toBe(true);
    expect(zlib.gunzipSync(gz).equals(page.bytes)).toBe(true);
    expect(br.length).toBeLessThan(page.bytes.length / 4);
  });

  it('compresses once per encoding, however many visitors ask at the same time', async () => {
    const page = new KeptBytes(html);
    const asked = Array.from({ length: 20 }, () => page.encoded('br'));
    expect(new Set(asked).size).toBe(1);
    const [first, later] = [await asked[0]!, await page.encoded('br')];
    expect(later).toBe(first);
  });

  it('has a tag of its bytes: the same page the same tag, another page another', () => {
    const page = new KeptBytes(html);
    expect(page.etag).toBe(etagOf(Buffer.from(html)));
    expect(new KeptBytes(html).etag).toBe(page.etag);
    expect(new KeptBytes(html.replace('لوح شمسي 0', 'لوح شمسي صفر')).etag).not.toBe(page.etag);
  });
});

describe('the encoding a browser gets', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.9', 'br'],
    ['deflate', undefined],
    ['identity', undefined],
    ['br;q=0, gzip;q=0', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, expected) => {
    expect(keptEncoding(header)).toBe(expected);
  });
});
