/** GET /templates (SPEC §7): the templates a licence can wear, each previewed on the demo site. */
import type { TLanguage } from '@izlog/contract/constants';
import { TEMPLATES, type TTemplate } from '@izlog/contract/sales';
import type { TConfig } from '../../config';
import { licenceSiteUrl } from '../../platform/tenancy/site-url';
import { TEMPLATE_TEXTS } from './catalogue-texts';

/** The demo licence every template is shown on (seeded with `izlog serve`). */
export const PREVIEW_SUBDOMAIN = 'demo';

export function listTemplates(config: TConfig, language: TLanguage): TTemplate[] {
  const previewUrl = licenceSiteUrl(config, PREVIEW_SUBDOMAIN);
  return TEMPLATES.map(({ id, key }) => ({
    id,
    key,
    name: TEMPLATE_TEXTS[key].name[language],
    description: TEMPLATE_TEXTS[key].description[language],
    preview_url: previewUrl,
  }));
}
