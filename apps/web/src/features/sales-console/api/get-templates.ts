/** GET /templates: the templates' names in the interface language, to name each licence's template. */
import type { TLanguage } from '@izlog/contract/constants';
import type { TTemplate } from '@izlog/contract/sales';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/lib/api-client';
import { salesApiPaths } from '@/lib/platform-paths';
import { CONSOLE_KEY } from './console-query-keys';

/** The list changes with a release, not during a visit. */
const TEMPLATES_STALE_MS = 60 * 60_000;

/** Template id → its name; while the list loads (or if it fails) a template goes by its number. */
export function useTemplateNames(): (templateId: number) => string {
  const { i18n } = useTranslation();
  const language = i18n.language as TLanguage;
  const { data } = useQuery({
    queryKey: [...CONSOLE_KEY, 'templates', language],
    queryFn: () => apiRequest<TTemplate[]>(salesApiPaths.templates),
    staleTime: TEMPLATES_STALE_MS,
  });
  return (templateId) => data?.find((template) => template.id === templateId)?.name ?? `#${templateId}`;
}
