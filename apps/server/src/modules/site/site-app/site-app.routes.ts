/**
 * Every licence's site as an installable app (issue 16), on the site's own host: its web app manifest, the icons drawn
 * from its logo and colour, and the service worker the web build made. All public: a visitor installs the site.
 */
import { createHash } from 'node:crypto';
import { ZApiError } from '@izlog/contract/errors';
import { APPLE_TOUCH_ICON_SIZE, ZAppIconParams, ZWebAppManifest } from '@izlog/contract/site-app';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../platform/http/errors';
import { AppIconCache, appIconFileOf, type TAppIconFile } from './app-icon-cache';
import { ServiceWorkerFile } from './service-worker-file';
import { webAppManifestOf } from './web-app-manifest';

/** A new name or colour reaches installed apps within minutes; icons carry their version in the address. */
const MANIFEST_CACHE = 'public, max-age=300';
const ICON_CACHE = 'public, max-age=86400';
const config = { permission: 'site.view', host: 'tenant' } as const;

const etagOf = (body: string | Buffer) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;

/** 304 when the browser holds this very answer (If-None-Match), else the answer with its validator. */
function sendWithEtag(request: FastifyRequest, reply: FastifyReply, body: string | Buffer, type: string): void {
  const etag = etagOf(body);
  reply.header('etag', etag).header('x-content-type-options', 'nosniff');
  if (request.headers['if-none-match'] === etag) reply.code(304).send();
  else reply.type(type).send(body);
}

export async function siteAppModule(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const icons = new AppIconCache(app.deps.storage);
  const serviceWorker = new ServiceWorkerFile(app.deps.config.WEB_DIST_DIR);

  const sendIcon = async (request: FastifyRequest, reply: FastifyReply, file: TAppIconFile) => {
    const png = await icons.get(request.licence!, file);
    sendWithEtag(request, reply.header('cache-control', ICON_CACHE), png, 'image/png');
  };

  api.get(
    '/manifest.webmanifest',
    {
      config,
      schema: {
        tags: ['Site'],
        summary: "The site's web app manifest: its name, language, colours and icons, to install it as an app",
        response: { 200: ZWebAppManifest, 304: z.null(), 404: ZApiError },
      },
    },
    (request, reply) => {
      const body = JSON.stringify(webAppManifestOf(request.licence!));
      // Sent as text: the body is the typed manifest already, and its ETag is of these very bytes.
      sendWithEtag(
        request,
        reply.header('cache-control', MANIFEST_CACHE),
        body,
        'application/manifest+json; charset=utf-8',
      );
    },
  );

  api.get(
    '/app-icons/:file',
    {
      config,
      schema: {
        tags: ['Site'],
        summary: "One of the site's app icons as PNG (`192.png`, `maskable-512.png`), drawn from its logo and colour",
        params: ZAppIconParams,
        response: { 404: ZApiError },
      },
    },
    async (request, reply) => {
      const file = appIconFileOf(request.params.file);
      if (!file) throw new AppError(404, 'route_not_found');
      await sendIcon(request, reply, file);
      return reply;
    },
  );

  api.get(
    '/apple-touch-icon.png',
    {
      config,
      schema: {
        tags: ['Site'],
        summary: "The site's icon for an iOS home screen (180 px PNG)",
        response: { 404: ZApiError },
      },
    },
    async (request, reply) => {
      await sendIcon(request, reply, { size: APPLE_TOUCH_ICON_SIZE, maskable: false });
      return reply;
    },
  );

  api.get(
    '/sw.js',
    {
      config,
      schema: {
        tags: ['Site'],
        summary: "The site's service worker (offline reading); always revalidated so a new build takes over",
        response: { 404: ZApiError },
      },
    },
    async (request, reply) => {
      const script = await serviceWorker.read();
      if (!script) throw new AppError(404, 'route_not_found');
      reply.header('cache-control', 'no-cache').header('service-worker-allowed', '/');
      sendWithEtag(request, reply, script, 'text/javascript; charset=utf-8');
      return reply;
    },
  );
}
