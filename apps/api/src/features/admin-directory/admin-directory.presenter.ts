import type { AdminAd, AdminEngineer, AdminJoinRequest, AdminShop } from '@solar/shared/contract/admin-directory';
import type { ImageStore } from '../../lib/image-store.ts';
import type { AdRow, EngineerRow, ShopRow } from '../directory/directory.service.ts';
import { presentAd, presentEngineer, presentShop } from '../directory/directory.service.ts';
import type { JoinRequestWithHandler } from './admin-directory.repository.ts';

// The console's shapes: the public presenters (allowlists) plus the two fields only admins see. The
// search text, creator id and raw picture keys are still never named, so they never reach JSON. The
// owner's account is filled in by the service (one query for a page), null here.

export function presentAdminEngineer(store: ImageStore, row: EngineerRow): AdminEngineer {
  return { ...presentEngineer(store, row), adminNotes: row.adminNotes, updatedAt: row.updatedAt.toISOString(), owner: null };
}

export function presentAdminShop(store: ImageStore, row: ShopRow): AdminShop {
  return { ...presentShop(store, row), adminNotes: row.adminNotes, updatedAt: row.updatedAt.toISOString(), owner: null };
}

export function presentAdminAd(store: ImageStore, row: AdRow): AdminAd {
  return { ...presentAd(store, row), updatedAt: row.updatedAt.toISOString() };
}

export function presentAdminJoinRequest({ request: r, handler }: JoinRequestWithHandler): AdminJoinRequest {
  return {
    _id: r.id,
    fullName: r.fullName,
    email: r.email,
    type: r.type,
    phoneNumber: r.phoneNumber,
    content: r.content,
    status: r.status,
    handledBy: r.handledBy ? { _id: r.handledBy, name: handler?.name ?? '' } : null,
    handledAt: r.handledAt?.toISOString() ?? null,
    entryId: r.entryId,
    createdAt: r.createdAt.toISOString(),
  };
}
