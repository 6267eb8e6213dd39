/** GET /audit-log: newest first, one page, filtered by a user (about them or done by them) and by action. */
import type { TAuditAction, TAuditEntry } from '@izlog/contract/audit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestPage } from '@/lib/api-client';
import { apiPaths, withQuery } from '@/lib/paths';
import { AUDIT_LOG_KEY } from './user-admin-queries';

const AUDIT_PAGE_SIZE = 20;

export type TAuditFilters = { userId?: number; action?: TAuditAction; page: number };

export const getAuditLog = ({ userId, action, page }: TAuditFilters) =>
  apiRequestPage<TAuditEntry>(
    withQuery(apiPaths.auditLog, {
      'filter[user_id]': userId,
      'filter[action]': action,
      page,
      page_count: AUDIT_PAGE_SIZE,
    }),
  );

export const auditLogQueryOptions = (filters: TAuditFilters) =>
  queryOptions({
    queryKey: [...AUDIT_LOG_KEY, filters],
    queryFn: () => getAuditLog(filters),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (filters: TAuditFilters) => useQuery(auditLogQueryOptions(filters));
