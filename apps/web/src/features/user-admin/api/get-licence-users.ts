/** One page of the licence's users for a section of the user management modal (GET /users/admin-get-licence-users). */
import type { TUserStatus } from '@izlog/contract/constants';
import type { TLicenceRole } from '@izlog/contract/roles';
import type { TAdminUser, TUserSection } from '@izlog/contract/user-admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestPage } from '@/lib/api-client';
import { apiPaths, withQuery } from '@/lib/paths';
import { USER_ADMIN_KEY } from './user-admin-queries';

const USERS_PAGE_SIZE = 10;

type TUserListFilters = {
  section?: TUserSection;
  role?: TLicenceRole;
  status?: TUserStatus;
  /** One box over e-mail, username, name and surname. */
  q?: string;
  page: number;
  pageSize?: number;
};

export const getLicenceUsers = ({ section, role, status, q, page, pageSize = USERS_PAGE_SIZE }: TUserListFilters) =>
  apiRequestPage<TAdminUser>(
    withQuery(apiPaths.adminLicenceUsers, {
      'filter[section]': section,
      'filter[role]': role,
      'filter[status]': status,
      'filter[q]': q?.trim(),
      page,
      page_count: pageSize,
    }),
  );

export const licenceUsersQueryOptions = (filters: TUserListFilters) =>
  queryOptions({
    queryKey: [...USER_ADMIN_KEY, 'list', filters],
    queryFn: () => getLicenceUsers(filters),
    placeholderData: keepPreviousData,
  });

export const useLicenceUsers = (filters: TUserListFilters, { enabled = true } = {}) =>
  useQuery({ ...licenceUsersQueryOptions(filters), enabled });
