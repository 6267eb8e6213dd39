/**
 * `?preview_template=<id>`: the site shown in another template without saving anything (the site management modal's
 * preview and TemplatePreview frame the site with it, as WordPress does with `wp_theme_preview`). Read once when the
 * page loads, so it holds while the visitor moves around the framed site.
 */
import { PREVIEW_TEMPLATE_PARAM } from '@izlog/contract/templates';

function readPreviewTemplate(): number | null {
  if (typeof window === 'undefined') return null;
  const value = new URLSearchParams(window.location.search).get(PREVIEW_TEMPLATE_PARAM);
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  return Number(value);
}

const previewTemplateId = readPreviewTemplate();

/** The template this page previews, or null for the site's own. */
export const getPreviewTemplateId = (): number | null => previewTemplateId;

/**
 * A page shown for a look, not for use: a template preview, or the site framed in another page (the site management
 * modal frames it). Such a page starts no guided tour and installs no service worker — the admin's own page does.
 */
export function isPreviewPage(): boolean {
  if (previewTemplateId !== null) return true;
  return typeof window !== 'undefined' && window.self !== window.top;
}

/** The address of a site's page in another template. */
export function previewAddress(siteUrl: string, templateId: number): string {
  const url = new URL(siteUrl);
  url.searchParams.set(PREVIEW_TEMPLATE_PARAM, String(templateId));
  return url.href;
}
