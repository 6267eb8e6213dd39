/** GET /licences/get-sales-licence/{id}: one licence of the account, asked again every 2 s while one of its jobs runs. */
import type { TConsoleLicence } from '@izlog/contract/sales-console';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { salesApiPaths } from '@/lib/platform-paths';
import { pollWhileJobsRun } from '../utils/job-polling';
import { consoleKeys } from './console-query-keys';

export const getSalesLicence = (licenceId: number) =>
  apiRequest<TConsoleLicence>(salesApiPaths.salesLicence(licenceId));

export const salesLicenceOptions = (licenceId: number) =>
  queryOptions({
    queryKey: consoleKeys.licence(licenceId),
    queryFn: () => getSalesLicence(licenceId),
    refetchInterval: pollWhileJobsRun((licence: TConsoleLicence) => [licence]),
  });

/** `enabled`: false while nobody is signed in (the frame asks them to) or the address names no licence. */
export const useSalesLicence = (licenceId: number, { enabled = true } = {}) =>
  useQuery({ ...salesLicenceOptions(licenceId), enabled: enabled && Number.isInteger(licenceId) && licenceId > 0 });
