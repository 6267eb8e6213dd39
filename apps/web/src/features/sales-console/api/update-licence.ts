/**
 * The licence's forms (POST sales-user-update-licence-logo, -stock-logo, -description, -location, -phone, -status):
 * each answers the licence as it now is, which replaces the page's copy; the lists holding it are asked again.
 */
import type { TLicenceStatus } from '@izlog/contract/constants';
import type { TConsoleLicence, TSalesLicenceLocationRequest } from '@izlog/contract/sales-console';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { salesApiPaths } from '@/lib/platform-paths';
import { consoleKeys } from './console-query-keys';

type TLicenceChange =
  | { field: 'logo'; file: File }
  | { field: 'stock-logo'; location: string }
  | { field: 'description'; description: string }
  | { field: 'location'; location: TSalesLicenceLocationRequest }
  | { field: 'phone'; phone: string }
  | { field: 'status'; status: TLicenceStatus };

function bodyOf(change: TLicenceChange): unknown {
  switch (change.field) {
    case 'logo': {
      const form = new FormData();
      form.append('icon', change.file, change.file.name);
      return form;
    }
    case 'stock-logo':
      return { stock_icon: change.location };
    case 'description':
      return { description: change.description };
    case 'location':
      return change.location;
    case 'phone':
      return { phone: change.phone };
    case 'status':
      return { status: change.status };
  }
}

export const updateLicence = (licenceId: number, change: TLicenceChange) =>
  apiRequest<TConsoleLicence>(salesApiPaths.salesUserUpdateLicence(change.field, licenceId), {
    method: 'POST',
    body: bodyOf(change),
  });

export function useUpdateLicence(licenceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: TLicenceChange) => updateLicence(licenceId, change),
    onSuccess: (licence) => {
      queryClient.setQueryData(consoleKeys.licence(licence.id), licence);
      return queryClient.invalidateQueries({ queryKey: consoleKeys.licenceLists });
    },
  });
}
