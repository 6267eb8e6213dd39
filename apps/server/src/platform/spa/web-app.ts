/**
 * Serves the built React app and stored media. Every unknown GET that a browser navigates to gets the app's HTML,
 * with the licence's title and description written in, so each site has its own page title before any script runs;
 * on the bare platform host the HTML is marked as the platform site's. A licence's HTML also carries its public
 * details and preloads of the first page's chunks, so the first paint waits on no chain of round trips (issue 16).
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_BASE, type TLanguage } from '@izlog/contract/constants';
import type { TPublicLicence } from '@izlog/contract/licence';
import { formatMessage } from '@izlog/contract/messages';
import {
  APP_SHELL_PARAM,
  BOOT_SCRIPT_ID,
  RENDERED_PATH_ATTRIBUTE,
  RENDERED_STATE_ID,
  RENDERED_TIME_ZONE_ATTRIBUTE,
} from '@izlog/contract/rendered-page';
import { PICTURE_PARAM, PREVIEW_TEMPLATE_PARAM } from '@izlog/contract/templates';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../http/errors';
import { siteTitleOf, type TLicence } from '../tenancy/licence-resolver';
import { licenceOwnUrl } from '../tenancy/site-url';
import { escapeHtml } from '../text/plain-text';
import { jsonForScript, licenceScriptTag } from './licence-in-html';
import {
  bootScriptOf,
  modulePreloads,
  preloadTags,
  readViteManifest,
  type TBootScript,
  type TPreloads,
} from './module-preloads';
import { PrecompressedAssets } from './precompressed-assets';
import { loadPublicPageRenderer, type TDrawnPageKeeping, type TRenderedPublicPage } from './public-page-render';
import { siteAppHeadTags } from './site-app-head';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Pages never drawn on the server: the back office (decision 0013), for signed-in staff and members only, and the pages
 * that act as they open (a mail's link confirming an account or resetting a password), which need the app at once.
 */
const APP_ONLY_PATH = /^\/(admin|my|admin-login|validate-account|reset-password)(\/|$)/;

export type TPageMeta = { title: string; description: string | null };

/** What a licence's first page starts from: its public details (read at `renderedAt`) and the chunks to preload. */
export type TFirstPaint = { licence: TPublicLicence; renderedAt: number; preloads: TPreloads };

/**
 * A page the server drew: its markup in `#root`, the answers it was drawn from, and the boot script in place of the
 * app's entry and its preloads (the app loads at the visitor's first touch; decision 0043).
 */
export type TDrawnPage = {
  url: string;
  page: TRenderedPublicPage;
  boot: TBootScript;
  /** `?picture`: drawn to be looked at in a frame without scripts, so it carries none and sets its scheme itself. */
  isPicture?: boolean;
};

export function renderIndexHtml(
  template: string,
  licence: TLicence | null,
  page?: TPageMeta | null,
  firstPaint?: TFirstPaint,
  drawn?: TDrawnPage,
): string {
  const site = licence ? siteTitleOf(licence) : 'Izlog';
  const title = page ? `${page.title} — ${site}` : site;
  const description = page?.description ?? licence?.description ?? 'Izlog';
  const lang = licence?.languageId === 2 ? 'en' : 'sr-Latn';
  // Replacements are functions: a replacement string would read `$&`, `$'` or `` $` `` in a site's own name or
  // description (which editors now set) as patterns and copy the template's markup into the title.
  return template
    .replace(
      /<html([^>]*)\slang="[^"]*"/,
      (_whole, attributes: string) =>
        `<html${attributes} lang="${lang}"${drawn?.isPicture ? ' data-mantine-color-scheme="light"' : ''}`,
    )
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(description)}" />`,
    )
    .replace(/\s*<\/head>/, (end) => (licence ? `\n    ${headTagsOf(licence, firstPaint, drawn)}${end}` : end))
    .replace(/<div id="root"><\/div>/, (empty) => (drawn ? drawnRoot(drawn) : empty))
    .replace(/\s*<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/, (entry, src: string) =>
      drawn ? (drawn.isPicture ? '' : `\n    ${bootTag(drawn.boot, src)}`) : entry,
    )
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, (preload) => (drawn ? '' : preload));
}

function headTagsOf(licence: TLicence, firstPaint: TFirstPaint | undefined, drawn: TDrawnPage | undefined): string {
  const tags = [siteAppHeadTags(licence)];
  if (firstPaint) {
    // A drawn page needs the theme's style sheets now, and none of the scripts until the app starts.
    if (drawn)
      tags.push(...firstPaint.preloads.styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}" />`));
    else tags.push(...preloadTags(firstPaint.preloads));
    tags.push(licenceScriptTag(firstPaint.licence, firstPaint.renderedAt));
  }
  if (drawn && !drawn.isPicture) {
    tags.push(`<script type="application/json" id="${RENDERED_STATE_ID}">${jsonForScript(drawn.page.state)}</script>`);
  }
  return tags.join('\n    ');
}

function drawnRoot({ url, page }: TDrawnPage): string {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return `<div id="root" ${RENDERED_PATH_ATTRIBUTE}="${escapeHtml(url)}" ${RENDERED_TIME_ZONE_ATTRIBUTE}="${escapeHtml(timeZone)}">${page.html}</div>`;
}

function bootTag(boot: TBootScript, appSrc: string): string {
  const imports = boot.imports.map((href) => `<link rel="modulepreload" crossorigin href="${href}" />`);
  return [
    `<script type="module" crossorigin id="${BOOT_SCRIPT_ID}" src="${boot.src}" data-app-src="${escapeHtml(appSrc)}"></script>`,
    ...imports,
  ].join('\n    ');
}

/** `?preview_template=<id>` shows the page in that template (apps/web/src/themes/preview-template.ts reads it alike). */
const queryOf = (url: string) => new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?') + 1) : '');

function previewTemplateOf(url: string): number | null {
  const value = queryOf(url).get(PREVIEW_TEMPLATE_PARAM);
  return value !== null && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

const PLATFORM_DESCRIPTION: Record<TLanguage, string> = {
  srp: 'Izlog: sajt i mobilna aplikacija za vašu radnju ili redakciju, na godišnju licencu.',
  en: 'Izlog: a site and a mobile app for your shop or newsroom, on a yearly licence.',
};

/**
 * The platform site's HTML (the bare platform host, DESIGN §2): marked `data-area="platform"` so the web app mounts the
 * sales side's routes, titled Izlog, in the visitor's language.
 */
export function renderPlatformHtml(template: string, language: TLanguage): string {
  return template
    .replace(
      /<html([^>]*)\slang="[^"]*"/,
      (_whole, attributes: string) =>
        `<html${attributes} lang="${language === 'en' ? 'en' : 'sr-Latn'}" data-area="platform"`,
    )
    .replace(/<title>[^<]*<\/title>/, () => '<title>Izlog</title>')
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(PLATFORM_DESCRIPTION[language])}" />`,
    );
}

function notFoundPage(request: FastifyRequest, key: 'licence_not_found' | 'route_not_found'): string {
  const message = escapeHtml(formatMessage(key, request.language));
  return `<!doctype html><html lang="${request.language === 'en' ? 'en' : 'sr-Latn'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${message}</title></head><body style="font:16px system-ui,sans-serif;display:grid;place-items:center;min-height:90vh"><main><h1>${message}</h1></main></body></html>`;
}

type TWebAppOptions = {
  distDir: string;
  mediaDir: string;
  /** Title and description of a single page of a licence's site, when the path names one. */
  pageMeta: (request: FastifyRequest, path: string) => Promise<TPageMeta | null>;
  /** The licence's public details, exactly as `GET /licences/get-licence-details` answers a visitor. */
  publicLicence: (licence: TLicence) => TPublicLicence;
  /** How long a page drawn on the server is kept. */
  drawnPages: TDrawnPageKeeping;
};

export async function webApp(app: FastifyInstance, options: TWebAppOptions) {
  const indexPath = resolve(options.distDir, 'index.html');
  const template = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : undefined;
  if (!template) app.log.warn(`The web app is not built (${indexPath} is missing): run "npm run build".`);
  // Read once: a new build comes with a restart.
  const manifest = readViteManifest(options.distDir);
  const preloadsOf = modulePreloads(manifest);
  const boot = bootScriptOf(manifest);
  const renderPublicPage =
    template && boot ? await loadPublicPageRenderer(app, options.distDir, options.drawnPages) : null;

  /** The page drawn on the server, when it can be: a public page of an active site, as any visitor sees it. */
  const drawnPageOf = async (request: FastifyRequest, firstPaint: TFirstPaint, path: string) => {
    if (!renderPublicPage || !boot || firstPaint.licence.status !== 'active') return undefined;
    if (APP_ONLY_PATH.test(path)) return undefined;
    // The service worker's copy of the app's own page, which it opens at addresses never read (its cache rules).
    if (queryOf(request.url).has(APP_SHELL_PARAM)) return undefined;
    // A preview (`?preview_template=`) is drawn in the template it asks for, as the browser shows it.
    const template = previewTemplateOf(request.url) ?? firstPaint.licence.template_id;
    const page = await renderPublicPage({
      // Drawn for the licence's own address, never the request's Host: the host keys the kept page and resolves its
      // reads, so a foreign Host would neither reach another visitor's page nor add pages to keep (decision 0044).
      host: new URL(licenceOwnUrl(request.server.deps.config, request.licence!)).host,
      url: request.url,
      licence: { ...firstPaint.licence, template_id: template },
      renderedAt: firstPaint.renderedAt,
    });
    return page ? { url: request.url, page, boot, isPicture: queryOf(request.url).has(PICTURE_PARAM) } : undefined;
  };

  /** The licence's details and its first page's chunks; an inactive site shows only why, so no theme or screen. */
  const firstPaintOf = (licence: TLicence, url: string, path: string): TFirstPaint => {
    const details = options.publicLicence(licence);
    const isActive = details.status === 'active';
    const preloads = preloadsOf({
      language: details.language,
      templateId: isActive ? (previewTemplateOf(url) ?? details.template_id) : null,
      path: isActive ? path : null,
    });
    return { licence: details, renderedAt: Date.now(), preloads };
  };

  await app.register(fastifyStatic, { root: options.distDir, serve: false });
  const config = { permission: 'web.assets', host: 'any' } as const;

  const precompressed = new PrecompressedAssets(resolve(options.distDir, 'assets'));
  app.get('/assets/*', { config, schema: { hide: true } }, (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    // cacheControl: false, or @fastify/static replaces ours with its default `max-age=0`.
    reply.header('cache-control', IMMUTABLE);
    const choice = precompressed.choose(path, request.headers['accept-encoding']);
    if (!choice) return reply.sendFile(`assets/${path}`, options.distDir, { cacheControl: false });
    reply.header('vary', 'accept-encoding');
    if (choice.encoding === 'identity')
      return reply.sendFile(`assets/${path}`, options.distDir, { cacheControl: false });
    // The copy is labelled as what it holds: the asset's own type, in an encoding (send would name it by `.br`).
    return reply
      .header('content-encoding', choice.encoding)
      .type(choice.type)
      .sendFile(`assets/${choice.file}`, options.distDir, { cacheControl: false, contentType: false });
  });

  app.get('/media/*', { config, schema: { hide: true } }, (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    return reply.header('cache-control', IMMUTABLE).sendFile(path, options.mediaDir, { cacheControl: false });
  });

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' && !path.startsWith(`${API_BASE}/`) && !path.startsWith('/dev/');
    if (!isPage || !template) return reply.code(404).send(errorBody(404, 'route_not_found', request.language));
    const file = /^\/[\w.-]+\.(svg|png|ico|webmanifest|txt|json)$/.exec(path);
    if (file && existsSync(resolve(options.distDir, path.slice(1))))
      return reply.sendFile(path.slice(1), options.distDir);
    if (!request.licence && !request.isPlatformHost) {
      return reply.code(404).type('text/html; charset=utf-8').send(notFoundPage(request, 'licence_not_found'));
    }
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    if (!request.licence) return reply.send(renderPlatformHtml(template, request.language));
    const page = await options.pageMeta(request, path).catch(() => null);
    const firstPaint = firstPaintOf(request.licence, request.url, path);
    const drawn = await drawnPageOf(request, firstPaint, path);
    return reply.send(renderIndexHtml(template, request.licence, page, firstPaint, drawn));
  });
}
