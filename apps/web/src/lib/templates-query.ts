/**
 * GET /templates (SPEC §7): every template with its name and one line in the interface language, and its demo site
 * wearing it. Read by the platform's Templates and TemplatePreview and by a site's own template choice.
 */
import type { TLanguage } from '@izlog/contract/constants';
import type { TTemplate } from '@izlog/contract/sales';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from './api-client';
import { salesApiPaths } from './platform-paths';
import { templateKeys } from './template-keys';

/** The list changes with a release, not during a visit. */
const TEMPLATES_STALE_MS = 60 * 60_000;

const getTemplates = () => apiRequest<TTemplate[]>(salesApiPaths.templates);

const templatesQueryOptions = (language: TLanguage) =>
  queryOptions({
    queryKey: [...templateKeys.all, language] as const,
    queryFn: getTemplates,
    staleTime: TEMPLATES_STALE_MS,
  });

export function useTemplates() {
  const { i18n } = useTranslation();
  return useQuery(templatesQueryOptions(i18n.language as TLanguage));
}
