/**
 * GET /templates (SPEC §7): the templates a licence can wear, each previewed on the demo site wearing it
 * (`?preview_template=<id>`, which the site reads without saving anything).
 */
import type { TLanguage } from '@izlog/contract/constants';
import { PREVIEW_TEMPLATE_PARAM, TEMPLATES, type TTemplate } from '@izlog/contract/sales';
import type { TConfig } from '../../../config';
import { licenceSiteUrl } from '../../../platform/tenancy/site-url';
import { TEMPLATE_TEXTS } from './catalogue-texts';

/** The demo licence every template is shown on (seeded with `izlog serve`). */
export const PREVIEW_SUBDOMAIN = 'demo';

function previewUrlOf(config: TConfig, templateId: number): string {
  const url = new URL(licenceSiteUrl(config, PREVIEW_SUBDOMAIN));
  url.searchParams.set(PREVIEW_TEMPLATE_PARAM, String(templateId));
  return url.href;
}

export function listTemplates(config: TConfig, language: TLanguage): TTemplate[] {
  return TEMPLATES.map(({ id, key }) => ({
    id,
    key,
    name: TEMPLATE_TEXTS[key].name[language],
    description: TEMPLATE_TEXTS[key].description[language],
    preview_url: previewUrlOf(config, id),
  }));
}
