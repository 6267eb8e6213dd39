/**
 * POST /licences/create-licence (multipart): the order of a new licence. The price is never sent; the server sets it
 * from the type and the domain and answers the order with its total and reference.
 */
import type { TSalesOrder } from '@izlog/contract/sales';
import { apiRequest } from '@/lib/api-client';
import { salesApiPaths } from '@/lib/platform-paths';

export const createLicence = (body: FormData) =>
  apiRequest<TSalesOrder>(salesApiPaths.createLicence, { method: 'POST', body });
