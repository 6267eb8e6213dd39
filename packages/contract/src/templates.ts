/**
 * The templates a site can wear (SPEC §1, §8; issue 16), apart from the sales schemas: a visitor's first page picks
 * its theme by these, and a module without zod keeps zod out of that page.
 */

/** SPEC §8: the template id used when the template fetch fails. */
export const TEMPLATE_FALLBACK_ID = 1_000_000;
/** The templates a licence can wear (names not contractual, SPEC §1). The first is the default. */
export const TEMPLATES = [
  { id: 1, key: 'classic' },
  { id: 2, key: 'showcase' },
  { id: 3, key: 'magazine' },
] as const;
export type TTemplateKey = (typeof TEMPLATES)[number]['key'];
export const DEFAULT_TEMPLATE_ID = 1;
/** SPEC §8: a template id that names no template (or the fetch fallback) shows the default template. */
export function templateKeyOf(templateId: number | null | undefined): TTemplateKey {
  return TEMPLATES.find((template) => template.id === templateId)?.key ?? TEMPLATES[0].key;
}
export const isTemplateId = (templateId: number): boolean => TEMPLATES.some((template) => template.id === templateId);
/** `?preview_template=<id>` on a site's address: the site shown in another template without saving (issue 16). */
export const PREVIEW_TEMPLATE_PARAM = 'preview_template';
/**
 * `?picture` on a page the server draws: the page as a picture — its markup and style sheets in the light scheme,
 * no script at all — for the platform's template cards and home, which frame it without scripts (issue 26 item 16).
 */
export const PICTURE_PARAM = 'picture';
