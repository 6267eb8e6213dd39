/**
 * The signed-in account's own name and phone (POST /profiles/sales-user-update-name, -phone): each answers the
 * account, which replaces the one the platform site shows (the session's token stays).
 */
import type { TSalesUser } from '@izlog/contract/sales';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { salesApiPaths } from '@/lib/platform-paths';
import { getSalesUser, restoreSalesUser } from '@/lib/sales-user-store';

type TAccountChange = { field: 'name'; name: string } | { field: 'phone'; phone: string };

export const updateOwnAccount = (change: TAccountChange) =>
  change.field === 'name'
    ? apiRequest<TSalesUser>(salesApiPaths.updateName, { method: 'POST', body: { name: change.name } })
    : apiRequest<TSalesUser>(salesApiPaths.updatePhone, { method: 'POST', body: { phone: change.phone } });

export const useUpdateOwnAccount = () =>
  useMutation({
    mutationFn: updateOwnAccount,
    onSuccess: (user) => {
      // The answer carries no token and keeps the abilities the session has.
      const current = getSalesUser();
      restoreSalesUser({ ...user, abilities: user.abilities.length > 0 ? user.abilities : (current?.abilities ?? []) });
    },
  });
