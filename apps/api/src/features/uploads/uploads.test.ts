import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/users.ts';
import { buildTestApp, type TestContext } from '../../test/build-app.ts';
import { buildUser, makePng, TEST_PASSWORD } from '../../test/factories.ts';

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  const user = await buildUser(ctx.database.db);
  const login = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { identifier: user.email, password: TEST_PASSWORD } });
  token = login.json().data.token;
});
afterAll(() => ctx.close());

function multipart(file: Buffer, filename: string, contentType: string, field = 'file') {
  return Buffer.concat([
    Buffer.from(`--B\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    file,
    Buffer.from('\r\n--B--\r\n'),
  ]);
}

const upload = (payload: Buffer, auth = true) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/uploads/image',
    headers: { ...(auth ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'multipart/form-data; boundary=B', 'accept-language': 'en' },
    payload,
  });

const storedFile = (fileUrl: string) => path.join(ctx.dataDir, 'uploads', path.basename(fileUrl));

describe('POST /api/v1/uploads/image', () => {
  it("re-encodes a PNG to WebP at five widths under a random name, 200 px for a phone's thumbnails and 800 px for its detail page among them", async () => {
    const res = await upload(multipart(await makePng(2000, 1000), 'panel.png', 'image/png'));
    expect(res.statusCode).toBe(201);
    const { fileUrl, width, height } = res.json().data;
    expect(fileUrl).toMatch(/^\/uploads\/[a-f0-9]{32}-640\.webp$/);
    expect({ width, height }).toEqual({ width: 1280, height: 640 });
    const key = path.basename(fileUrl).slice(0, 32);
    const files = (await fs.readdir(path.join(ctx.dataDir, 'uploads'))).filter((f) => f.startsWith(key));
    expect(files.sort()).toEqual(['1280', '200', '320', '640', '800'].map((w) => `${key}-${w}.webp`).sort());
    // Each file is a real WebP of its width, the picture's proportions kept.
    for (const [w, h] of [[200, 100], [320, 160], [640, 320], [800, 400], [1280, 640]]) {
      expect(await sharp(storedFile(fileUrl.replace('-640', `-${w}`))).metadata()).toMatchObject({ format: 'webp', width: w, height: h });
    }
    // The upload's row says which widths are stored: what a listing's srcset offers.
    const [row] = await ctx.database.db.select({ widths: uploads.widths }).from(uploads).where(eq(uploads.key, key));
    expect(row?.widths).toEqual([200, 320, 640, 800, 1280]);
  });

  it('drops EXIF and GPS data and turns the picture upright', async () => {
    const jpeg = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#c33' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Copyright: 'secret owner' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '15/1 21/1 0/1' } })
      .toBuffer();
    expect(await sharp(jpeg).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) });
    const res = await upload(multipart(jpeg, 'photo.jpg', 'image/jpeg'));
    expect(res.statusCode).toBe(201);
    const meta = await sharp(storedFile(res.json().data.fileUrl.replace('-640', '-1280'))).metadata();
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([100, 300]);
    const bytes = await fs.readFile(storedFile(res.json().data.fileUrl));
    expect(bytes.includes(Buffer.from('secret owner'))).toBe(false);
  });

  it('judges the type by content: a text file named .png is refused with 415 and nothing stored', async () => {
    const before = await fs.readdir(path.join(ctx.dataDir, 'uploads')).catch(() => []);
    const res = await upload(multipart(Buffer.from('<svg onload=alert(1)>'), 'evil.png', 'image/png'));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'IMAGE_TYPE_NOT_ALLOWED', errors: { file: 'Invalid file type. Only PNG or JPEG images are allowed.' } });
    expect(await fs.readdir(path.join(ctx.dataDir, 'uploads'))).toEqual(before);
    const gif = Buffer.from('R0lGODlhAQABAAAAACw=', 'base64');
    expect((await upload(multipart(gif, 'a.jpg', 'image/jpeg'))).statusCode).toBe(415);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const noise = Buffer.alloc(5 * 1024 * 1024 + 10, 1);
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), noise]);
    const res = await upload(multipart(png, 'big.png', 'image/png'));
    expect(res.statusCode).toBe(413);
    expect(['IMAGE_TOO_LARGE', 'PAYLOAD_TOO_LARGE']).toContain(res.json().code);
  });

  it('refuses a PNG header claiming too many pixels before decoding it', async () => {
    // A valid 1×1 PNG whose IHDR says 20000×20000 (400 megapixels).
    const png = Buffer.from(await makePng(1, 1));
    png.writeUInt32BE(20_000, 16);
    png.writeUInt32BE(20_000, 20);
    const res = await upload(multipart(png, 'huge.png', 'image/png'));
    expect([413, 422]).toContain(res.statusCode);
  });

  it('refuses a corrupt image, a missing file and a signed-out caller', async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not really a jpeg')]);
    expect((await upload(multipart(broken, 'x.jpg', 'image/jpeg'))).statusCode).toBe(422);
    const wrongField = await upload(multipart(await makePng(10, 10), 'x.png', 'image/png', 'picture'));
    expect(wrongField.statusCode).toBe(400);
    expect((await upload(multipart(await makePng(10, 10), 'x.png', 'image/png'), false)).statusCode).toBe(401);
    const json = await ctx.app.inject({ method: 'POST', url: '/api/v1/uploads/image', headers: { authorization: `Bearer ${token}` }, payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
  });
});
