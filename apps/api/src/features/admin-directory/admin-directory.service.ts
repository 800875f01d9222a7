import type { z } from 'zod';
import type { AdminDirectoryQuery, JoinRequestStatus } from '@solar/shared/contract/admin-directory';
import { withTransaction, type Db } from '../../db/client.ts';
import type { ImageRef } from '../../db/schema/columns.ts';
import type { DirectoryEntryInsert, DirectoryEntryRow } from '../../db/schema/directory.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.repository.ts';
import { isUuid } from '../../lib/ids.ts';
import { translate } from '../../lib/messages.ts';
import { normalizePhone } from '../../lib/phone.ts';
import type { JoinRequestRow } from '../directory/directory.service.ts';
import type { AdminContext } from '../admin/admin.service.ts';
import { presentAdminJoinRequest } from './admin-directory.presenter.ts';
import type { AnyEntryKind } from './entry-kinds.ts';
import * as repo from './admin-directory.repository.ts';
import { findOwnUploads, releaseImages, uploadKeyFromUrl } from '../uploads/uploads.service.ts';
import { pageOf } from '../../lib/reply.ts';
import type { ErrorCode } from '@solar/shared/contract/error-codes';

// Engineers, shops and ads are curated by admins (docs/product-decisions.md section 3). Every write is one transaction
// with its audit entry; a picture an edit drops or a delete takes away leaves storage only once nothing
// references it any more, and only after the commit, so a rolled-back write never loses a file.

type Released = (keys: string[]) => Promise<void>;

/** Runs `work` in one transaction; the picture files it released are removed once that has committed. */
async function commit<T>(ctx: AdminContext, work: (tx: Db, release: Released) => Promise<T>): Promise<T> {
  const released: string[] = [];
  const result = await withTransaction(ctx.db, async (tx) => {
    return work(tx, async (keys) => {
      released.push(...(await releaseImages(tx, keys)));
    });
  });
  // The rows are gone for good; a file that cannot be removed now is only wasted space, not an error.
  await Promise.allSettled(released.map((key) => ctx.store.remove(key)));
  return result;
}


const keysOf = (images: (ImageRef | null)[]) => images.filter((i): i is ImageRef => i !== null).map((i) => i.key);
const droppedKeys = (before: (ImageRef | null)[], after: (ImageRef | null)[]) => {
  const kept = new Set(keysOf(after));
  return keysOf(before).filter((key) => !kept.has(key));
};

/**
 * The stored pictures behind a body's image URLs, field by field. A URL is accepted when its picture is
 * already on this entry (an edit keeps it) or is an upload of the acting admin; any other URL, someone
 * else's upload or a made-up one, refuses the whole body with the offending fields named.
 */
async function resolvePictures<F extends string>(ctx: AdminContext, tx: Db, fields: Record<F, string[]>, onEntry: (ImageRef | null)[]): Promise<Record<F, ImageRef[]>> {
  const current = new Map(onEntry.filter((i): i is ImageRef => i !== null).map((i) => [i.key, i]));
  const wanted = (Object.values(fields) as string[][]).flat().map((url) => uploadKeyFromUrl(ctx.store, url));
  const newKeys = [...new Set(wanted.filter((key): key is string => key !== undefined && !current.has(key)))];
  const uploads = new Map((await findOwnUploads(tx, ctx.userId, newKeys)).map((u) => [u.key, { key: u.key, width: u.width, height: u.height }]));
  const errors: Record<string, string> = {};
  const resolved = {} as Record<F, ImageRef[]>;
  for (const [field, urls] of Object.entries(fields) as [F, string[]][]) {
    const refs: ImageRef[] = [];
    for (const url of urls) {
      const key = uploadKeyFromUrl(ctx.store, url);
      const ref = key ? (current.get(key) ?? uploads.get(key)) : undefined;
      if (!ref) errors[field] = translate(ctx.lang, 'UPLOAD_NOT_OWNED');
      else if (!refs.some((r) => r.key === ref.key)) refs.push(ref);
    }
    resolved[field] = refs;
  }
  if (Object.keys(errors).length) throw new AppError('UPLOAD_NOT_OWNED', 422, errors);
  return resolved;
}

// ── Join requests ──────────────────────────────────────────────────────────────────────────────────────

/** The request an entry is being made from, locked: it must exist, be of this type and still wait. */
async function claimJoinRequest(ctx: AdminContext, tx: Db, id: string, type: JoinRequestRow['type']) {
  const refuse = (code: ErrorCode, status: number) => new AppError(code, status, { joinRequestId: translate(ctx.lang, code) });
  const found = await repo.findJoinRequest(tx, id, true);
  if (!found) throw refuse('JOIN_REQUEST_NOT_FOUND', 404);
  if (found.request.type !== type) throw refuse('JOIN_REQUEST_TYPE_MISMATCH', 409);
  if (found.request.status !== 'new') throw refuse('JOIN_REQUEST_CLOSED', 409);
  return found;
}

async function changeJoinRequest(ctx: AdminContext, tx: Db, before: repo.JoinRequestWithHandler, status: JoinRequestStatus, entryId?: string) {
  const closed = status !== 'new';
  await repo.updateJoinRequest(tx, before.request.id, {
    status,
    handledBy: closed ? ctx.userId : null,
    handledAt: closed ? ctx.now : null,
    ...(entryId ? { entryId } : {}),
  });
  const after = (await repo.findJoinRequest(tx, before.request.id))!;
  await writeAudit(tx, {
    actorId: ctx.userId,
    action: 'joinRequest.status',
    targetType: 'joinRequest',
    targetId: before.request.id,
    before: presentAdminJoinRequest(before),
    after: presentAdminJoinRequest(after),
  }, ctx.now);
  return after;
}

export async function listJoinRequests(ctx: AdminContext, query: { status: JoinRequestStatus; type?: JoinRequestRow['type']; page: number; limit: number }) {
  const { rows, total } = await repo.listJoinRequests(ctx.db, query.status, query.type, query.page, query.limit);
  return pageOf(rows.map(presentAdminJoinRequest), total, query);
}

export async function getJoinRequest(ctx: AdminContext, id: string) {
  const found = isUuid(id) ? await repo.findJoinRequest(ctx.db, id) : undefined;
  if (!found) throw notFound();
  return presentAdminJoinRequest(found);
}

/** Marks a request handled or dismissed (by this admin, now), or back to new, which clears both. */
export async function setJoinRequestStatus(ctx: AdminContext, id: string, status: JoinRequestStatus) {
  if (!isUuid(id)) throw notFound();
  const result = await commit(ctx, async (tx) => {
    const before = await repo.findJoinRequest(tx, id, true);
    if (!before) throw notFound();
    // Asking for the status it already has changes nothing, so nothing is recorded either.
    if (before.request.status === status) return before;
    return changeJoinRequest(ctx, tx, before, status);
  });
  return presentAdminJoinRequest(result);
}

// ── Engineers, shops and ads: one implementation, each kind described in entry-kinds.ts ─────────────────

type Row<Kind extends AnyEntryKind> = DirectoryEntryRow<Kind['kind']>;
type Body<Kind extends AnyEntryKind> = z.output<Kind['schemas']['input']>;
type Answer<Kind extends AnyEntryKind> = ReturnType<Kind['present']>;
const present = <Kind extends AnyEntryKind>(ctx: AdminContext, kind: Kind, row: Row<Kind>) => kind.present(ctx.store, row) as Answer<Kind>;

/** The row's columns from a body: its pictures resolved against those `current` already holds. */
async function columnsOf<Kind extends AnyEntryKind>(ctx: AdminContext, tx: Db, kind: Kind, body: Body<Kind>, current: Row<Kind> | null) {
  const pictures = await resolvePictures(ctx, tx, kind.pictures(body), current ? kind.images(current) : []);
  return { ...kind.columns(body, pictures), updatedAt: ctx.now } as DirectoryEntryInsert<Kind['kind']>;
}

const audit = (ctx: AdminContext, tx: Db, kind: AnyEntryKind, step: 'create' | 'update' | 'delete', targetId: string, change: { before?: unknown; after?: unknown }) =>
  writeAudit(tx, { actorId: ctx.userId, action: `${kind.kind}.${step}`, targetType: kind.kind, targetId, ...change }, ctx.now);

/** The answers for rows, with the account each engineer or shop is linked to (one query for all). */
async function answers<Kind extends AnyEntryKind>(ctx: AdminContext, db: Db, kind: Kind, rows: Row<Kind>[]) {
  if (!kind.owners) return rows.map((row) => present(ctx, kind, row));
  const ownerIds = rows.map((row) => (row as { ownerId?: string | null }).ownerId).filter((v): v is string => Boolean(v));
  const owners = new Map((await repo.findAccounts(db, [...new Set(ownerIds)])).map((a) => [a._id, a]));
  return rows.map((row) => ({ ...(present(ctx, kind, row) as object), owner: owners.get((row as { ownerId?: string | null }).ownerId ?? '') ?? null }) as Answer<Kind>);
}
const answer = async <Kind extends AnyEntryKind>(ctx: AdminContext, kind: Kind, row: Row<Kind>) => (await answers(ctx, ctx.db, kind, [row]))[0]!;

export async function listEntries<Kind extends AnyEntryKind>(ctx: AdminContext, kind: Kind, query: AdminDirectoryQuery) {
  const { rows, total } = await repo.listEntries(ctx.db, kind.kind, query.q, query.page, query.limit);
  return pageOf(await answers(ctx, ctx.db, kind, rows), total, query);
}

export async function getEntry<Kind extends AnyEntryKind>(ctx: AdminContext, kind: Kind, id: string) {
  const row = isUuid(id) ? await repo.findEntry(ctx.db, kind.kind, id) : undefined;
  if (!row) throw notFound();
  return answer(ctx, kind, row);
}

/**
 * Links an engineer or shop to the account with this phone or e-mail (a confirmed one), or unlinks it
 * (`account` null): the owner may then answer wanted requests as the entry. Audited as `<kind>.owner`.
 */
export async function setEntryOwner(ctx: AdminContext, kind: AnyEntryKind, id: string, account: string | null) {
  if (!isUuid(id) || !kind.owners || kind.kind === 'ad') throw notFound();
  const entryKind = kind.kind;
  return commit(ctx, async (tx) => {
    const current = await repo.findEntry(tx, entryKind, id, true);
    if (!current) throw notFound();
    let owner: repo.Account | undefined;
    if (account !== null) {
      const email = account.includes('@') ? account : undefined;
      owner = await repo.findAccountByContact(tx, email ? undefined : normalizePhone(account), email);
      if (!owner) throw new AppError('ACCOUNT_NOT_FOUND', 422, { account: translate(ctx.lang, 'ACCOUNT_NOT_FOUND') });
    }
    await repo.setOwner(tx, entryKind, id, owner?._id ?? null, ctx.now);
    await writeAudit(
      tx,
      { actorId: ctx.userId, action: `${entryKind}.owner`, targetType: entryKind, targetId: id, before: { ownerId: current.ownerId }, after: { ownerId: owner?._id ?? null } },
      ctx.now,
    );
    return { owner: owner ?? null };
  });
}

/** A new entry; with `joinRequestId` (engineers, shops), that request becomes handled and names the entry, in the same step. */
export async function createEntry<Kind extends AnyEntryKind>(ctx: AdminContext, kind: Kind, body: Body<Kind>) {
  const joinRequestId = kind.joinRequest ? (body as { joinRequestId?: string }).joinRequestId : undefined;
  const row = await commit(ctx, async (tx) => {
    const request = joinRequestId ? await claimJoinRequest(ctx, tx, joinRequestId, kind.joinRequest!) : undefined;
    const row = await repo.insertEntry(tx, kind.kind, { ...(await columnsOf(ctx, tx, kind, body, null)), createdBy: ctx.userId, createdAt: ctx.now });
    await audit(ctx, tx, kind, 'create', row.id, { after: present(ctx, kind, row) });
    if (request) await changeJoinRequest(ctx, tx, request, 'handled', row.id);
    return row;
  });
  return answer(ctx, kind, row);
}

/** Replaces every field of an entry (a `joinRequestId` here means nothing and is ignored). */
export async function updateEntry<Kind extends AnyEntryKind>(ctx: AdminContext, kind: Kind, id: string, body: Body<Kind>) {
  if (!isUuid(id)) throw notFound();
  const row = await commit(ctx, async (tx, release) => {
    const current = await repo.findEntry(tx, kind.kind, id, true);
    if (!current) throw notFound();
    const row = await repo.updateEntry(tx, kind.kind, id, await columnsOf(ctx, tx, kind, body, current));
    await release(droppedKeys(kind.images(current), kind.images(row)));
    await audit(ctx, tx, kind, 'update', id, { before: present(ctx, kind, current), after: present(ctx, kind, row) });
    return row;
  });
  return answer(ctx, kind, row);
}

/** Deletes an entry and its pictures; the join request it was made from stays handled but no longer names it. */
export async function deleteEntry(ctx: AdminContext, kind: AnyEntryKind, id: string) {
  if (!isUuid(id)) throw notFound();
  await commit(ctx, async (tx, release) => {
    const current = await repo.findEntry(tx, kind.kind, id, true);
    if (!current) throw notFound();
    await repo.deleteEntry(tx, kind.kind, id);
    if (kind.joinRequest) await repo.forgetEntry(tx, id);
    await release(keysOf(kind.images(current)));
    await audit(ctx, tx, kind, 'delete', id, { before: present(ctx, kind, current) });
  });
  return { _id: id };
}
