// ROLE=web and ROLE=worker on one PostgreSQL database (docs/decisions/037-read-replicas-and-roles.md): a web
// process answers an upload after its checks and runs no job; a worker, woken by the queued job's notice,
// makes the widths. Roles need PostgreSQL (an embedded database is one process), so this runs with DATABASE_URL.
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictureOriginals, uploads } from '../../db/schema/users.ts';
import { buildTestApp, type TestContext } from '../../test/build-app.ts';
import { testApi } from '../../test/api-client.ts';
import { makePng } from '../../test/factories.ts';

const url = process.env.DATABASE_URL;

describe.skipIf(!url)('a picture uploaded to a web process is made by the worker', () => {
  let web: TestContext;
  let worker: TestContext;
  const api = testApi(() => web);

  beforeAll(async () => {
    web = await buildTestApp({ ROLE: 'web', DATABASE_URL: url! });
    // The worker polls every ten minutes: only the job's notice can wake it within the test.
    worker = await buildTestApp({ ROLE: 'worker', DATABASE_URL: url!, DATA_DIR: web.dataDir, JOBS_POLL_MS: '600000' }, { database: web.database });
  });
  afterAll(async () => {
    await worker?.app.close();
    await web?.close();
  });

  const row = async (id: string) => (await web.database.db.select().from(uploads).where(eq(uploads.id, id)))[0]!;
  const waiting = async (id: string) => (await web.database.db.select({ id: pictureOriginals.uploadId }).from(pictureOriginals).where(eq(pictureOriginals.uploadId, id))).length;

  it('the upload answers with the size and the URL its 640 px width will have; the worker makes every width within seconds', async () => {
    const { token } = await api.signedIn();
    const res = await api.uploadPicture(token, { file: await makePng(1600, 1200, { r: 200, g: 40, b: 40 }), lang: 'en' });
    expect(res.statusCode, res.body).toBe(201);
    const { fileUrl, _id: id, width, height } = res.json().data;
    expect({ width, height }).toEqual({ width: 1280, height: 960 });
    expect(fileUrl).toMatch(/^\/uploads\/[a-f0-9]{32}-640\.webp$/);

    const until = Date.now() + 10_000;
    while ((await row(id)).widths.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    expect((await row(id)).widths).toEqual([200, 320, 640, 800, 1280]);
    expect(await waiting(id)).toBe(0);
    const stored = await fs.readFile(path.join(web.dataDir, 'uploads', path.basename(fileUrl)));
    const meta = await sharp(stored).metadata();
    expect({ format: meta.format, width: meta.width }).toEqual({ format: 'webp', width: 640 });
    const served = await web.app.inject({ method: 'GET', url: fileUrl });
    expect(served.statusCode).toBe(200);
  });

  it('a web process runs no job itself, not even the ones a request asks to try at once', async () => {
    const { token } = await api.signedIn();
    await worker.app.jobs.stop();
    const res = await api.uploadPicture(token, { lang: 'en' });
    expect(res.statusCode).toBe(201);
    const { _id: id } = res.json().data;
    expect(await web.app.jobs.runNow([id])).toBeUndefined();
    await new Promise((r) => setTimeout(r, 500));
    expect((await row(id)).widths).toEqual([]);
    expect(await waiting(id)).toBe(1);
    expect(await worker.app.jobs.runDue()).toMatchObject({ done: expect.any(Number), failed: 0 });
    expect((await row(id)).widths).toEqual([200, 320, 640, 800, 1280]);
  });

  it('a file that is not a picture is refused by the web process in the caller\'s language and nothing is kept', async () => {
    const { token } = await api.signedIn();
    const before = (await web.database.db.select().from(uploads)).length;
    const res = await api.uploadPicture(token, { file: Buffer.from('not a picture at all'), lang: 'ar' });
    expect(res.statusCode).toBe(415);
    expect(res.json().errors.file).toMatch(/[\u0600-\u06FF]/);
    expect((await web.database.db.select().from(uploads)).length).toBe(before);
  });
});
