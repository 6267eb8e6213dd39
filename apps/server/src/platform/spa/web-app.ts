/**
 * Serves the built React app and stored media. Every unknown GET that a browser navigates to gets the app's HTML,
 * with the licence's title and description written in, so each site has its own page title before any script runs;
 * on the bare platform host the HTML is marked as the platform site's.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_BASE, type TLanguage } from '@izlog/contract/constants';
import { formatMessage } from '@izlog/contract/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../http/errors';
import { siteTitleOf, type TLicence } from '../tenancy/licence-resolver';
import { escapeHtml } from '../text/plain-text';
import { PrecompressedAssets } from './precompressed-assets';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export type TPageMeta = { title: string; description: string | null };

export function renderIndexHtml(template: string, licence: TLicence | null, page?: TPageMeta | null): string {
  const site = licence ? siteTitleOf(licence) : 'Izlog';
  const title = page ? `${page.title} — ${site}` : site;
  const description = page?.description ?? licence?.description ?? 'Izlog';
  const lang = licence?.languageId === 2 ? 'en' : 'sr-Latn';
  // Replacements are functions: a replacement string would read `$&`, `$'` or `` $` `` in a site's own name or
  // description (which editors now set) as patterns and copy the template's markup into the title.
  return template
    .replace(/<html([^>]*)\slang="[^"]*"/, (_whole, attributes: string) => `<html${attributes} lang="${lang}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(description)}" />`,
    );
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
};

export async function webApp(app: FastifyInstance, options: TWebAppOptions) {
  const indexPath = resolve(options.distDir, 'index.html');
  const template = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : undefined;
  if (!template) app.log.warn(`The web app is not built (${indexPath} is missing): run "npm run build".`);

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
    const page = request.licence ? await options.pageMeta(request, path).catch(() => null) : null;
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(
        request.licence
          ? renderIndexHtml(template, request.licence, page)
          : renderPlatformHtml(template, request.language),
      );
  });
}
