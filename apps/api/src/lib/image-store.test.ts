import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-app.ts';
import { buildUser, makePng, TEST_PASSWORD } from '../test/factories.ts';
import { startS3Server } from '../test/s3-server.ts';

let s3: Awaited<ReturnType<typeof startS3Server>>;
let ctx: TestContext;
let token: string;

beforeAll(async () => {
  s3 = await startS3Server();
  ctx = await buildTestApp(s3.env);
  const user = await buildUser(ctx.database.db);
  token = (await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { identifier: user.email, password: TEST_PASSWORD } })).json().data.token;
});
afterAll(async () => {
  await ctx.close();
  await s3.close();
});

const multipart = (file: Buffer) =>
  Buffer.concat([
    Buffer.from('--B\r\nContent-Disposition: form-data; name="file"; filename="panel.png"\r\nContent-Type: image/png\r\n\r\n'),
    file,
    Buffer.from('\r\n--B--\r\n'),
  ]);

/** docs/decisions/020-picture-storage.md, against a real S3-compatible server on loopback. */
describe('pictures in an S3-compatible bucket', () => {
  it('stores an upload in the bucket at four widths, and its URL serves the WebP from there, cached for a year', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/uploads/image',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=B' },
      payload: multipart(await makePng(1600, 1200)),
    });
    expect(res.statusCode, res.body).toBe(201);
    const url = res.json().data.fileUrl as string;
    expect(url).toMatch(new RegExp(`^${s3.endpoint}/pictures/[a-f0-9]{32}-640\\.webp$`));
    for (const width of [320, 640, 800, 1280]) {
      const picture = await fetch(url.replace('-640.webp', `-${width}.webp`));
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/webp');
      expect(picture.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await picture.arrayBuffer())).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width);
    }
    // Not on this server's disk, and not served by it.
    expect((await ctx.app.inject({ method: 'GET', url: `/uploads/${url.split('/').pop()}` })).statusCode).toBe(404);
  });

  it('lets pages show pictures from the bucket (CSP img-src names its origin) and is ready while the bucket answers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/ready' });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-security-policy'])).toContain(`img-src 'self' data: blob: ${s3.endpoint}`);
  });

  it('removes every width of a picture, a width added later too, and reads back what it stored', async () => {
    const variants = new Map([320, 640, 1280].map((w) => [w, Buffer.from(`picture ${w}`)] as const));
    const key = await ctx.app.imageStore.save(variants);
    expect((await ctx.app.imageStore.read(key, 1280))?.toString()).toBe('picture 1280');
    // A width added after the picture was stored (features/uploads/picture-variants.ts) lands beside the others, cached as they are.
    await ctx.app.imageStore.saveVariant(key, 800, Buffer.from('picture 800'));
    const added = await fetch(ctx.app.imageStore.url(key, 800));
    expect(await added.text()).toBe('picture 800');
    expect(added.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    await ctx.app.imageStore.remove(key);
    expect(await ctx.app.imageStore.read(key, 1280)).toBeUndefined();
    expect(await ctx.app.imageStore.read(key, 800)).toBeUndefined();
    expect((await fetch(ctx.app.imageStore.url(key, 640))).status).toBe(404);
  });

  it('stays ready when the bucket does not answer, says so, and browse still answers', async () => {
    // The bucket is every process's: it must not take them all out of the proxy at once (issue 42).
    const other = await buildTestApp({ ...s3.env, S3_BUCKET: 'no-such-bucket' });
    try {
      const ready = await other.app.inject({ method: 'GET', url: '/api/v1/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json().data).toMatchObject({ database: 'ok', storage: 'unavailable' });
      expect((await other.app.inject({ method: 'GET', url: '/api/v1/marketplace/browse-products' })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});
