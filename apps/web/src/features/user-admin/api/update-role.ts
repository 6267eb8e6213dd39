/** POST /users/admin-update-user-role/{id} (SPEC §7: role and status together). */
import type { TAdminUpdateRoleRequest, TAdminUser } from '@izlog/contract/user-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { invalidateAfterUserWrite } from './user-admin-queries';

export const updateRole = ({ id, body }: { id: number; body: TAdminUpdateRoleRequest }) =>
  apiRequest<TAdminUser>(apiPaths.adminUpdateRole(id), { method: 'POST', body });

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateRole, onSuccess: () => invalidateAfterUserWrite(queryClient) });
}
