/** GET /templates: the templates a licence can wear (SPEC §7), with each one's demo site for the preview. */

import type { TLanguage } from '@izlog/contract/constants';
import type { TTemplate } from '@izlog/contract/sales';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getLanguage } from '@/lib/i18n';
import { salesApiPaths } from '@/lib/platform-paths';
import { purchaseKeys } from './purchase-query-keys';

export const getTemplates = () => apiRequest<TTemplate[]>(salesApiPaths.templates);

/** Names and descriptions come in the interface's language: one entry per language; the list changes with a release. */
export const templatesQueryOptions = (language: TLanguage) =>
  queryOptions({ queryKey: [...purchaseKeys.templates, language], queryFn: getTemplates, staleTime: 60 * 60 * 1000 });

export const useTemplates = () => useQuery(templatesQueryOptions(getLanguage()));
