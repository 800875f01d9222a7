import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RouteAnswer } from '@solar/shared/contract/route-schemas';
import type { z } from 'zod';
import type { AuditEntrySchema } from '@solar/shared/contract/admin';
import { callApi } from '../../../lib/api-client.ts';

export type AuditPage = RouteAnswer<'admin.auditLog'>;
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AUDIT_PAGE_SIZE = 20;

export interface GetAuditLogParams {
  page: number;
  /** Only entries about this kind of record (`product`, `user`, `settings`…); all when absent. */
  targetType?: string;
}

/** The admins' actions, newest first, with the record before and after each. */
export function getAuditLog({ page, targetType }: GetAuditLogParams, signal?: AbortSignal): Promise<AuditPage> {
  return callApi('admin.auditLog', { query: { page, limit: AUDIT_PAGE_SIZE, targetType }, signal });
}

export function getAuditLogQueryOptions(params: GetAuditLogParams) {
  return queryOptions({
    queryKey: ['admin', 'audit-log', params],
    queryFn: ({ signal }) => getAuditLog(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAuditLog(params: GetAuditLogParams) {
  return useQuery(getAuditLogQueryOptions(params));
}
