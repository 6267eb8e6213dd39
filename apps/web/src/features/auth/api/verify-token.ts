/** Check the stored token and get the user it belongs to; 511 when it expired (handled by the API client). */
import type { TCurrentUser } from '@izlog/contract/auth';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

export const verifyToken = () => apiRequest<TCurrentUser>(apiPaths.verifyToken, { method: 'POST', body: {} });
