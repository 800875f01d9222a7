import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminProductPageSchema, AuditPageSchema, DashboardResponseSchema, ReportGroupPageSchema } from '@solar/shared/contract/admin';
import { buildTestApp, type TestContext } from '../../test/build-app.ts';
import { adInput, buildProduct, buildUser, engineerInput, shopInput } from '../../test/factories.ts';
import { testApi } from '../../test/api-client.ts';
import { translate } from '../../lib/messages.ts';

let ctx: TestContext;
let adminToken: string;
let userToken: string;
let adminId: string;
const { call, logIn, signedIn, tokenOf, uploadPicture } = testApi(() => ctx, { lang: 'en' });


beforeAll(async () => {
  ctx = await buildTestApp();
  const admin = await buildUser(ctx.database.db, { role: 'admin', name: 'مدير الموقع' });
  adminId = admin.id;
  adminToken = await tokenOf(admin.email);
  userToken = (await signedIn()).token;
});
afterAll(() => ctx.close());


const ADMIN_ROUTES: [Parameters<typeof call>[0], string, unknown?][] = [
  ['GET', '/admin/dashboard'],
  ['GET', '/admin/products?status=pending'],
  ['POST', '/admin/products/00000000-0000-0000-0000-000000000000/approve', { version: 1 }],
  ['POST', '/admin/products/00000000-0000-0000-0000-000000000000/reject', { reason: 'bad photos', version: 1 }],
  ['POST', '/admin/products/00000000-0000-0000-0000-000000000000/feature', { featured: true }],
  ['POST', '/admin/products/00000000-0000-0000-0000-000000000000/takedown', { reason: 'fraud report' }],
  ['GET', '/admin/reports'],
  ['POST', '/admin/reports/00000000-0000-0000-0000-000000000000/dismiss'],
  ['POST', '/admin/reports/00000000-0000-0000-0000-000000000000/takedown', { reason: 'fraud report' }],
  ['GET', '/admin/users'],
  ['POST', '/admin/users/00000000-0000-0000-0000-000000000000/verify', { isVerified: true }],
  ['POST', '/admin/users/00000000-0000-0000-0000-000000000000/suspend', { isSuspended: true }],
  ['GET', '/admin/settings'],
  ['PUT', '/admin/settings', { contact: { phone: '+967 1 000 000', email: 'x@example.test' } }],
  ['GET', '/admin/audit-log'],
  ...(['engineers', 'shops', 'ads'] as const).flatMap((kind): [Parameters<typeof call>[0], string, unknown?][] => {
    const body = { engineers: engineerInput(), shops: shopInput(), ads: adInput() }[kind];
    const one = `/admin/${kind}/00000000-0000-0000-0000-000000000000`;
    return [['GET', `/admin/${kind}`], ['GET', one], ['POST', `/admin/${kind}`, body], ['PUT', one, body], ['DELETE', one]];
  }),
  ['GET', '/admin/join-requests'],
  ['GET', '/admin/join-requests/00000000-0000-0000-0000-000000000000'],
  ['POST', '/admin/join-requests/00000000-0000-0000-0000-000000000000/status', { status: 'dismissed' }],
];

describe('the admin guard', () => {
  it.each(ADMIN_ROUTES)('%s %s: 401 signed out, 403 for a user', async (method, url, body) => {
    const anonymous = await call(method, url, { body });
    expect(anonymous.statusCode).toBe(401);
    const user = await call(method, url, { token: userToken, body });
    expect(user.statusCode).toBe(403);
    expect(user.json().code).toBe('FORBIDDEN');
  });
});

/** A listing as the review queue shows it to the admin. */
async function queued(id: string) {
  const page = AdminProductPageSchema.parse((await call('GET', '/admin/products?status=pending&limit=50', { token: adminToken })).json());
  return page.data.find((p) => p._id === id);
}

describe('review actions', () => {
  it('approve and reject move products through their states, audited, and the queue shows what changed', async () => {
    const seller = await buildUser(ctx.database.db, { email: 'seller-admin-test@example.test' });
    const sellerToken = await tokenOf(seller.email);
    const a = await buildProduct(ctx.database.db, { userId: seller.id, name: 'A first', status: 'pending', postedAt: null, expiresAt: null, createdAt: new Date(Date.now() - 3000) });
    const b = await buildProduct(ctx.database.db, { userId: seller.id, name: 'B second', status: 'pending', postedAt: null, expiresAt: null, createdAt: new Date(Date.now() - 2000) });

    const queue = AdminProductPageSchema.parse((await call('GET', '/admin/products?status=pending', { token: adminToken })).json());
    const names = queue.data.map((p) => p.name);
    expect(names.indexOf('A first')).toBeLessThan(names.indexOf('B second'));
    expect(queue.data.find((p) => p.name === 'A first')).toMatchObject({ isResubmission: false, changedFields: [], sellerContact: { email: 'seller-admin-test@example.test' } });

    const versionOf = (id: string) => queue.data.find((p) => p._id === id)!.version;
    expect((await call('POST', `/admin/products/${a.id}/approve`, { token: adminToken, body: { version: versionOf(a.id) } })).json().data.status).toBe('approved');
    expect((await call('POST', `/admin/products/${b.id}/reject`, { token: adminToken, body: { reason: 'Photos are not of the product', version: versionOf(b.id) } })).json().data).toMatchObject({ status: 'rejected', rejectionReason: 'Photos are not of the product' });

    // The seller edits the rejected listing: it comes back marked as a resubmission with the changed field.
    await call('PATCH', `/products/update-product/${b.id}`, { token: sellerToken, body: { name: 'B second (real photos)' } });
    const again = AdminProductPageSchema.parse((await call('GET', '/admin/products?status=pending', { token: adminToken })).json()).data.find((p) => p._id === b.id)!;
    expect(again).toMatchObject({ isResubmission: true, changedFields: ['name'] });

    const audit = AuditPageSchema.parse((await call('GET', '/admin/audit-log?targetType=product', { token: adminToken })).json());
    const mine = audit.data.filter((e) => e.targetId === a.id || e.targetId === b.id);
    expect(mine.map((e) => e.action).sort()).toEqual(['product.approve', 'product.reject']);
    expect(mine[0]).toMatchObject({ actor: { _id: adminId, name: 'مدير الموقع' } });
    expect(mine.find((e) => e.action === 'product.reject')?.after).toEqual({ status: 'rejected', rejectionReason: 'Photos are not of the product' });
  });

  it('refuses to approve or reject a version the seller edited after the admin saw it; the queue shows the new one', async () => {
    const seller = await buildUser(ctx.database.db);
    const sellerToken = await tokenOf(seller.email);
    const p = await buildProduct(ctx.database.db, { userId: seller.id, name: 'Clean inverter', status: 'pending', adminReviewed: false, postedAt: null, expiresAt: null });
    const seen = (await queued(p.id))!;
    expect(seen).toMatchObject({ name: 'Clean inverter', version: 1 });

    await call('PATCH', `/products/update-product/${p.id}`, { token: sellerToken, body: { name: 'SCAM: send money first', description: 'Send money to this number before delivery' } });
    const approve = await call('POST', `/admin/products/${p.id}/approve`, { token: adminToken, body: { version: seen.version } });
    expect(approve.statusCode).toBe(409);
    expect(approve.json()).toMatchObject({ status: 'error', code: 'LISTING_CHANGED', message: 'The seller changed this listing while you were reviewing it. Review the new version, then decide again.' });
    const inArabic = await ctx.app.inject({ method: 'POST', url: `/api/v1/admin/products/${p.id}/approve`, headers: { authorization: `Bearer ${adminToken}` }, payload: { version: seen.version } });
    expect(inArabic.json().message).toBe('عدّل البائع هذا الإعلان أثناء مراجعتك له. راجع النسخة الجديدة ثم اتخذ قرارك من جديد.');
    const reject = await call('POST', `/admin/products/${p.id}/reject`, { token: adminToken, body: { reason: 'Photos are not of the product', version: seen.version } });
    expect(reject.json().code).toBe('LISTING_CHANGED');
    expect((await call('GET', `/marketplace/getOneProduct/${p.id}`)).statusCode).toBe(404);

    // The queue now shows what the seller wrote last, under a new version the admin can decide on.
    const fresh = (await queued(p.id))!;
    expect(fresh).toMatchObject({ name: 'SCAM: send money first', status: 'pending', adminReviewed: false, version: seen.version + 1 });
    const rejected = await call('POST', `/admin/products/${p.id}/reject`, { token: adminToken, body: { reason: 'Asks for money first', version: fresh.version } });
    expect(rejected.json().data).toMatchObject({ status: 'rejected', rejectionReason: 'Asks for money first' });
    const audit = AuditPageSchema.parse((await call('GET', '/admin/audit-log?targetType=product&limit=50', { token: adminToken })).json());
    expect(audit.data.filter((e) => e.targetId === p.id).map((e) => e.action)).toEqual(['product.reject']);
  });

  it('needs the version with an approval and a rejection', async () => {
    const p = await buildProduct(ctx.database.db, { status: 'pending', postedAt: null, expiresAt: null });
    for (const [url, body] of [[`/admin/products/${p.id}/approve`, {}], [`/admin/products/${p.id}/reject`, { reason: 'Photos are not of the product' }], [`/admin/products/${p.id}/approve`, { version: '1' }]] as const) {
      const res = await call('POST', url, { token: adminToken, body });
      expect(res.json(), url).toMatchObject({ code: 'VALIDATION_FAILED', errors: { version: expect.any(String) } });
    }
    expect((await call('GET', `/admin/products?status=pending&limit=50`, { token: adminToken })).json().data.find((x: { _id: string }) => x._id === p.id).status).toBe('pending');
  });

  it('never publishes an edit that races with the approval of the version before it', async () => {
    const seller = await buildUser(ctx.database.db);
    const sellerToken = await tokenOf(seller.email);
    for (let round = 0; round < 8; round += 1) {
      const p = await buildProduct(ctx.database.db, { userId: seller.id, name: `Honest panel ${round}`, status: 'pending', postedAt: null, expiresAt: null });
      const { version } = (await queued(p.id))!;
      const [edit, approve] = await Promise.all([
        call('PATCH', `/products/update-product/${p.id}`, { token: sellerToken, body: { name: `SCAM ${round}: send money first` } }),
        call('POST', `/admin/products/${p.id}/approve`, { token: adminToken, body: { version } }),
      ]);
      expect(edit.statusCode).toBe(200);
      expect([200, 409]).toContain(approve.statusCode);
      // Either the approval came first and the edit waits for review beside the approved version (issue
      // #46), or the edit came first and the approval was refused: the edited text is never live.
      const detail = await call('GET', `/marketplace/getOneProduct/${p.id}`);
      if (approve.statusCode === 200) expect(detail.json().data.name, `round ${round}`).toBe(`Honest panel ${round}`);
      else expect(detail.statusCode, `round ${round}: ${detail.body}`).toBe(404);
    }
  });

  it('features an approved listing only, and takes one down with a reason its owner sees', async () => {
    const live = await buildProduct(ctx.database.db);
    const pending = await buildProduct(ctx.database.db, { status: 'pending' });
    expect((await call('POST', `/admin/products/${pending.id}/feature`, { token: adminToken, body: { featured: true } })).json().code).toBe('PRODUCT_NOT_APPROVED');
    expect((await call('POST', `/admin/products/${live.id}/feature`, { token: adminToken, body: { featured: true } })).json().data.featured).toBe(true);
    const home = await call('GET', '/marketplace/browse-products?limit=1');
    expect(home.json().data[0]._id).toBe(live.id);
    const down = await call('POST', `/admin/products/${live.id}/takedown`, { token: adminToken, body: { reason: 'Reported as a scam' } });
    expect(down.json().data).toMatchObject({ status: 'rejected', rejectionReason: 'Reported as a scam', featured: false });
    expect((await call('GET', `/marketplace/getOneProduct/${live.id}`)).statusCode).toBe(404);
  });
});

describe('what changed, for the reviewer', () => {
  const picture = async (token: string) => (await uploadPicture(token)).json().data.fileUrl as string;
  const batteryListing = (images: string[]) => ({
    name: 'Pylontech US5000 48 V battery',
    type: 'Battery',
    condition: 'New',
    brand: 'Pylontech',
    price: 1250,
    currency: 'USD',
    isNegotiable: true,
    description: 'Lithium battery, 48 V and 100 Ah, in its box with the cables.',
    governorate: 'aden',
    city: 'crater',
    phone: '777123456',
    specifications: {},
    specs: { kind: 'battery', chemistry: 'lifepo4', voltageV: 48, capacityAh: 100, cycleLife: 3000, ageMonths: null, healthPct: null },
    images,
  });
  const approve = async (id: string) => {
    const { version } = (await queued(id))!;
    expect((await call('POST', `/admin/products/${id}/approve`, { token: adminToken, body: { version } })).statusCode).toBe(200);
  };

  it('an approved battery edited: old and new cycle life, description and pictures to decide on, and the lower price already public', async () => {
    const seller = await buildUser(ctx.database.db);
    const sellerToken = await tokenOf(seller.email);
    const first = await picture(sellerToken);
    const posted = await call('POST', '/products/post', { token: sellerToken, body: batteryListing([first]) });
    expect(posted.statusCode, posted.body).toBe(201);
    const id = posted.json().data._id as string;
    await approve(id);

    const second = await picture(sellerToken);
    const edited = await call('PATCH', `/products/update-product/${id}`, { token: sellerToken, body: {
      price: 1100,
      isNegotiable: false,
      description: 'Lithium battery, 48 V and 100 Ah, unused, in its box with the cables and the wall bracket.',
      specs: { kind: 'battery', chemistry: 'lifepo4', voltageV: 48, capacityAh: 100, cycleLife: 6000, ageMonths: null, healthPct: null },
      images: [first, second],
    } });
    expect(edited.statusCode, edited.body).toBe(200);
    // The price is public at once; the rest waits for the admin beside the approved version.
    expect((await call('GET', `/marketplace/getOneProduct/${id}`)).json().data).toMatchObject({ price: 1100, isNegotiable: false, description: expect.stringMatching(/with the cables\.$/) });

    const item = (await queued(id))!;
    expect(item.isLiveEdit).toBe(true);
    expect(item.changedFields.sort()).toEqual(['description', 'images', 'isNegotiable', 'price', 'specs']);
    const thumbnail = (url: string) => url.replace(/-\d+\.webp$/, '-320.webp');
    expect(item.changes).toEqual([
      { field: 'price', label: 'admin:review.fields.price', format: 'price', appliedImmediately: true, old: { amount: 1250, currency: 'USD' }, new: { amount: 1100, currency: 'USD' } },
      { field: 'isNegotiable', label: 'admin:review.fields.isNegotiable', format: 'boolean', appliedImmediately: true, old: true, new: false },
      { field: 'specs.cycleLife', label: 'products:specs.fields.cycleLife', format: 'count', text: 'products:specs.cycles', appliedImmediately: false, old: 3000, new: 6000 },
      {
        field: 'description', label: 'admin:review.fields.description', format: 'longText', appliedImmediately: false,
        old: 'Lithium battery, 48 V and 100 Ah, in its box with the cables.',
        new: 'Lithium battery, 48 V and 100 Ah, unused, in its box with the cables and the wall bracket.',
      },
      {
        field: 'images', label: 'admin:review.fields.images', format: 'pictures', appliedImmediately: false,
        old: [{ _id: expect.any(String), thumbnailUrl: thumbnail(first) }],
        new: [{ _id: expect.any(String), thumbnailUrl: thumbnail(first) }, { _id: expect.any(String), thumbnailUrl: thumbnail(second) }],
      },
    ]);
    // Labelled as the public specification table names a battery's cycle life, in both languages.
    expect(translate('en', item.changes[2]!.label)).toBe('Cycle life');
    expect(translate('ar', item.changes[2]!.label)).toBe('عدد دورات الشحن');
    expect(translate('ar', item.changes[1]!.label)).toBe('قابل للتفاوض');

    // Approved, the edit is what the next review compares with: nothing is left to show.
    await approve(id);
    const again = await call('GET', '/admin/products?status=approved&limit=100', { token: adminToken });
    expect(AdminProductPageSchema.parse(again.json()).data.find((p) => p._id === id)).toMatchObject({ changedFields: [], changes: [] });
  });

  it('a resubmission shows a price change as waiting like the rest, and a dropped picture whose file is gone without a thumbnail', async () => {
    const seller = await buildUser(ctx.database.db);
    const sellerToken = await tokenOf(seller.email);
    const first = await picture(sellerToken);
    const id = (await call('POST', '/products/post', { token: sellerToken, body: batteryListing([first]) })).json().data._id as string;
    const { version } = (await queued(id))!;
    expect((await call('POST', `/admin/products/${id}/reject`, { token: adminToken, body: { reason: 'The picture is not of the battery', version } })).statusCode).toBe(200);

    const second = await picture(sellerToken);
    const resubmitted = await call('PATCH', `/products/update-product/${id}`, { token: sellerToken, body: {
      price: 1300,
      images: [second],
      specs: { kind: 'battery', chemistry: 'agm', voltageV: 12, capacityAh: 200, cycleLife: null, ageMonths: null, healthPct: null },
    } });
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    const item = (await queued(id))!;
    expect(item).toMatchObject({ isLiveEdit: false, isResubmission: true });
    expect(item.changes.map((c) => [c.field, c.label, c.old, c.new, c.appliedImmediately])).toEqual([
      ['price', 'admin:review.fields.price', { amount: 1250, currency: 'USD' }, { amount: 1300, currency: 'USD' }, false],
      ['specs.chemistry', 'products:specs.fields.chemistry', 'products:specs.chemistry.lifepo4', 'products:specs.chemistry.agm', false],
      ['specs.voltageV', 'products:specs.fields.voltageV', 48, 12, false],
      ['specs.capacityAh', 'products:specs.fields.capacityAh', 100, 200, false],
      ['specs.cycleLife', 'products:specs.fields.cycleLife', 3000, null, false],
      // The replaced picture's upload was cleaned up with the edit: no thumbnail to show.
      ['images', 'admin:review.fields.images', [{ _id: expect.any(String), thumbnailUrl: null }], [{ _id: expect.any(String), thumbnailUrl: expect.stringMatching(/-320\.webp$/) }], false],
    ]);
    expect(item.changes.find((c) => c.field === 'specs.voltageV')).toMatchObject({ format: 'quantity', unit: 'V' });
  });
});

describe('reports queue', () => {
  it('groups open reports per listing with reason counts; dismiss or take down closes them', async () => {
    const p = await buildProduct(ctx.database.db, { name: 'Reported twice' });
    const q = await buildProduct(ctx.database.db, { name: 'Reported once' });
    const report = (id: string, reason: string, ip: string, details?: string) =>
      ctx.app.inject({ method: 'POST', url: `/api/v1/marketplace/products/${id}/report`, remoteAddress: ip, payload: { reason, details } });
    await report(p.id, 'fraud', '10.1.0.1', 'asks for money first');
    await report(p.id, 'fraud', '10.1.0.2');
    await report(p.id, 'spam', '10.1.0.3');
    await report(q.id, 'sold', '10.1.0.1');

    const groups = ReportGroupPageSchema.parse((await call('GET', '/admin/reports', { token: adminToken })).json());
    expect(groups.data[0]).toMatchObject({ count: 3, product: { _id: p.id }, details: ['asks for money first'] });
    expect(groups.data[0]?.reasons).toEqual([{ reason: 'fraud', count: 2 }, { reason: 'spam', count: 1 }]);
    expect(DashboardResponseSchema.parse((await call('GET', '/admin/dashboard', { token: adminToken })).json()).data.openReports).toBe(4);

    expect((await call('POST', `/admin/reports/${q.id}/dismiss`, { token: adminToken })).json().data).toEqual({ dismissed: 1 });
    expect((await call('GET', `/marketplace/getOneProduct/${q.id}`)).statusCode).toBe(200);
    expect((await call('POST', `/admin/reports/${p.id}/takedown`, { token: adminToken, body: { reason: 'Fraud confirmed' } })).json().data.status).toBe('rejected');
    expect((await call('GET', '/admin/reports', { token: adminToken })).json().total).toBe(0);
  });
});

describe('users', () => {
  it('suspending hides the user listings and refuses their login; lifting it restores both', async () => {
    const seller = await buildUser(ctx.database.db, { email: 'to-suspend@example.test' });
    const product = await buildProduct(ctx.database.db, { userId: seller.id, name: 'From a soon suspended seller' });
    const session = await tokenOf(seller.email);
    const suspended = await call('POST', `/admin/users/${seller.id}/suspend`, { token: adminToken, body: { isSuspended: true } });
    expect(suspended.json().data).toMatchObject({ isSuspended: true, listings: 1 });
    expect((await call('GET', '/auth/profile', { token: session })).statusCode).toBe(401);
    expect((await logIn(seller.email)).json().code).toBe('ACCOUNT_SUSPENDED');
    expect((await call('GET', `/marketplace/getOneProduct/${product.id}`)).statusCode).toBe(404);
    const names = (await call('GET', '/marketplace/browse-products?limit=50')).json().data.map((p: { name: string }) => p.name);
    expect(names).not.toContain('From a soon suspended seller');

    await call('POST', `/admin/users/${seller.id}/suspend`, { token: adminToken, body: { isSuspended: false } });
    expect((await logIn(seller.email)).statusCode).toBe(200);
    expect((await call('GET', '/marketplace/browse-products?limit=50')).json().data.map((p: { name: string }) => p.name)).toContain('From a soon suspended seller');
  });

  it('the users list counts each user\'s own listings, whatever their state', async () => {
    const seller = await buildUser(ctx.database.db, { email: 'busy-seller@example.test', name: 'بائع نشيط' });
    const quiet = await buildUser(ctx.database.db, { email: 'quiet-seller@example.test' });
    await buildProduct(ctx.database.db, { userId: seller.id, name: 'Live one' });
    await buildProduct(ctx.database.db, { userId: seller.id, name: 'Live two' });
    await buildProduct(ctx.database.db, { userId: seller.id, name: 'Waiting', status: 'pending', postedAt: null, expiresAt: null });
    const list = async (q: string) => (await call('GET', `/admin/users?q=${encodeURIComponent(q)}`, { token: adminToken })).json().data;
    expect(await list('busy-seller@example.test')).toEqual([expect.objectContaining({ name: 'بائع نشيط', listings: 3 })]);
    expect(await list('quiet-seller@example.test')).toEqual([expect.objectContaining({ _id: quiet.id, listings: 0 })]);
  });

  it('marks users verified, never suspends oneself, and never shows password hashes', async () => {
    const u = await buildUser(ctx.database.db, { isVerified: false });
    expect((await call('POST', `/admin/users/${u.id}/verify`, { token: adminToken, body: { isVerified: true } })).json().data.isVerified).toBe(true);
    expect((await call('POST', `/admin/users/${adminId}/suspend`, { token: adminToken, body: { isSuspended: true } })).json().code).toBe('CANNOT_SUSPEND_SELF');
    const list = await call('GET', `/admin/users?q=${encodeURIComponent(u.email)}`, { token: adminToken });
    expect(list.json().data).toHaveLength(1);
    expect(list.body).not.toMatch(/argon2|passwordHash|password_hash/);
    expect((await call('GET', '/admin/audit-log?targetType=user', { token: adminToken })).json().data.map((e: { action: string }) => e.action)).toContain('user.verify');
  });
});

describe('audit log', () => {
  it('names each record as it is called now (a user by name and phone), and gives no name once it is deleted', async () => {
    const u = await buildUser(ctx.database.db, { name: 'سالم الحدّاد', isVerified: false });
    const p = await buildProduct(ctx.database.db, { name: 'لوح جينكو ٥٥٠ واط' });
    await call('POST', `/admin/users/${u.id}/verify`, { token: adminToken, body: { isVerified: true } });
    await call('POST', `/admin/products/${p.id}/feature`, { token: adminToken, body: { featured: true } });
    const shop = (await call('POST', '/admin/shops', { token: adminToken, body: shopInput({ name: 'محلات الأمل للطاقة' }) })).json().data;
    await call('PUT', `/admin/shops/${shop._id}`, { token: adminToken, body: shopInput({ name: 'محلات الأمل الجديدة' }) });
    const ad = (await call('POST', '/admin/ads', { token: adminToken, body: adInput({ title: 'تخفيضات الشتاء' }) })).json().data;
    await call('DELETE', `/admin/ads/${ad._id}`, { token: adminToken });

    const log = AuditPageSchema.parse((await call('GET', '/admin/audit-log?limit=50', { token: adminToken })).json()).data;
    const about = (id: string) => log.filter((e) => e.targetId === id).map((e) => [e.action, e.targetName]).sort();
    expect(about(u.id)).toEqual([['user.verify', `سالم الحدّاد · +${u.phone}`]]);
    expect(about(p.id)).toEqual([['product.feature', 'لوح جينكو ٥٥٠ واط']]);
    expect(about(shop._id)).toEqual([['shop.create', 'محلات الأمل الجديدة'], ['shop.update', 'محلات الأمل الجديدة']]);
    expect(about(ad._id)).toEqual([['ad.create', null], ['ad.delete', null]]);
  });
});

describe('«موثّق» is the admin\'s word (docs/decisions/016-trust-badges.md)', () => {
  it('a seller becomes verified on their listings only when an admin says so, and un-verifying never locks them out', async () => {
    const seller = await buildUser(ctx.database.db, { isVerified: false });
    const product = await buildProduct(ctx.database.db, { userId: seller.id });
    const sellerOnProduct = async () => (await call('GET', `/marketplace/getOneProduct/${product.id}`)).json().data.seller;
    expect(await sellerOnProduct()).toMatchObject({ isVerified: false, phoneConfirmed: true });

    const pending = await buildUser(ctx.database.db, { isVerified: false, phoneConfirmedAt: null });
    const listed = async (email: string) => (await call('GET', `/admin/users?q=${encodeURIComponent(email)}`, { token: adminToken })).json().data[0];
    expect(await listed(seller.email)).toMatchObject({ isVerified: false, phoneConfirmed: true });
    expect(await listed(pending.email)).toMatchObject({ isVerified: false, phoneConfirmed: false });

    await call('POST', `/admin/users/${seller.id}/verify`, { token: adminToken, body: { isVerified: true } });
    expect(await sellerOnProduct()).toMatchObject({ isVerified: true, phoneConfirmed: true });

    await call('POST', `/admin/users/${seller.id}/verify`, { token: adminToken, body: { isVerified: false } });
    expect(await sellerOnProduct()).toMatchObject({ isVerified: false, phoneConfirmed: true });
    expect((await logIn(seller.email)).statusCode).toBe(200);
  });
});

describe('settings', () => {
  it('round-trips contact info to the public header settings', async () => {
    const res = await call('PUT', '/admin/settings', { token: adminToken, body: { contact: { phone: '+967 1 234 567', email: 'help@example.test' } } });
    expect(res.json().message).toBe('Settings saved');
    expect((await call('GET', '/settings/public')).json().data).toMatchObject({ contactPhone: '+967 1 234 567', supportEmail: 'help@example.test' });
  });

  it('keeps a support WhatsApp number in the form people read, or none, for the contact page (issue #17)', async () => {
    const saved = await call('PUT', '/admin/settings', { token: adminToken, body: { contact: { phone: '+967 1 234 567', email: 'help@example.test', whatsapp: '0777 123 456' } } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.contact.whatsapp).toBe('+967 777 123 456');
    expect((await call('GET', '/settings/public')).json().data.supportWhatsapp).toBe('+967 777 123 456');

    const bad = await call('PUT', '/admin/settings', { token: adminToken, body: { contact: { phone: '+967 1 234 567', email: 'help@example.test', whatsapp: '12' } } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['contact.whatsapp']);
    expect((await call('GET', '/settings/public')).json().data.supportWhatsapp).toBe('+967 777 123 456');

    await call('PUT', '/admin/settings', { token: adminToken, body: { contact: { phone: '+967 1 234 567', email: 'help@example.test', whatsapp: '' } } });
    expect((await call('GET', '/settings/public')).json().data.supportWhatsapp).toBeNull();
  });

  it('re-prices every listing in USD when exchange rates change', async () => {
    const p = await buildProduct(ctx.database.db, { name: 'Priced in YER', price: 100_000, currency: 'YER' });
    const at = async (max: number) => (await call('GET', `/marketplace/browse-products?limit=50&maxPrice=${max}&currency=USD`)).json().data.map((x: { _id: string }) => x._id);
    expect(await at(190)).toContain(p.id); // 100,000 / 535 ≈ 187 USD
    const rates = { USD: 1, SAR: 3.75, YER: 400, YER_SOUTH: 1600 };
    expect((await call('PUT', '/admin/settings', { token: adminToken, body: { exchangeRates: rates } })).statusCode).toBe(200);
    expect(await at(190)).not.toContain(p.id); // now 250 USD
    expect((await call('GET', '/admin/settings', { token: adminToken })).json().data.exchangeRates).toEqual(rates);
  });

  it('refuses bad settings and changes nothing', async () => {
    const before = (await call('GET', '/admin/settings', { token: adminToken })).json().data;
    const bad = await call('PUT', '/admin/settings', { token: adminToken, body: { exchangeRates: { USD: 2, SAR: -1, YER: 0, YER_SOUTH: 'x' } } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['exchangeRates.SAR', 'exchangeRates.YER', 'exchangeRates.YER_SOUTH']);
    expect((await call('GET', '/admin/settings', { token: adminToken })).json().data).toEqual(before);
  });
});
