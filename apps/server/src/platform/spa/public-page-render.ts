/**
 * Public pages drawn on the server (issue 16 item 6, decision 0043). The web app's build carries its renderer
 * (`<dist>/server/render-public-page.js`, apps/web/build/server-render.ts); this loads it, answers the screens' API
 * calls in-process (`inject`, through every hook and rule a browser's call meets, as the visitor: no token), and
 * gives up — the plain page is sent, which the browser renders itself — when the renderer is missing, fails, or
 * takes longer than a visitor should wait.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LICENCE_HEADER, type TLanguage } from '@izlog/contract/constants';
import type { TPublicLicence } from '@izlog/contract/licence';
import type { FastifyInstance } from 'fastify';

/** The renderer's module (apps/web/src/server-render/render-public-page.tsx). */
type TRendererModule = {
  prepareRenderer(): Promise<void>;
  installServerTransport(transport: (url: string, init: RequestInit) => Promise<Response>): void;
  renderPublicPage(input: {
    url: string;
    licence: TPublicLicence;
    renderedAt: number;
  }): Promise<{ html: string; state: unknown } | null>;
};

export type TRenderedPublicPage = { html: string; state: unknown };
export type TRenderPublicPage = (input: {
  host: string;
  url: string;
  licence: TPublicLicence;
  renderedAt: number;
}) => Promise<TRenderedPublicPage | null>;

/**
 * Drawn pages are kept as the public cache keeps answers: until the licence's next write (its generation) and for its
 * lifetime at most, so a page's view counts lag as the answers' do (decision 0043). `atOnce`: how many different pages
 * may be drawn at the same time; past it a page not kept is sent plain, so a flood of never-seen addresses (a crawler,
 * an attack) costs the server what plain pages cost, not a drawing each.
 */
export type TDrawnPageKeeping = {
  generationOf(licenceId: number): number;
  ttlMs: number;
  timeoutMs: number;
  atOnce: number;
};
const KEPT_PAGES = 500;

export const RENDERER_FILE = 'server/render-public-page.js';

/** A drawing's host and language, and the reads its screens made (a kept page makes them again, see below). */
type TRenderContext = { licenceId: number; host: string; language: TLanguage; reads: string[] };

/** Null when the build carries no renderer (an older build, the dev server): pages are then not drawn. */
export async function loadPublicPageRenderer(
  app: FastifyInstance,
  distDir: string,
  keeping: TDrawnPageKeeping,
): Promise<TRenderPublicPage | null> {
  const file = resolve(distDir, RENDERER_FILE);
  if (keeping.timeoutMs === 0 || !existsSync(file)) return null;
  let renderer: TRendererModule;
  try {
    renderer = (await import(pathToFileURL(file).href)) as TRendererModule;
    await renderer.prepareRenderer();
  } catch (error) {
    app.log.warn({ err: error }, 'The public pages renderer could not be loaded: pages are rendered in the browser.');
    return null;
  }
  const contexts = new AsyncLocalStorage<TRenderContext>();
  renderer.installServerTransport((url, init) => {
    const context = contexts.getStore();
    if (!context) return Promise.reject(new Error('An API call outside a page being rendered.'));
    if ((init.method ?? 'GET') === 'GET') context.reads.push(url);
    return answerInProcess(app, context, url, init);
  });

  const kept = new Map<string, { expiresAt: number; page: TRenderedPublicPage; context: TRenderContext }>();
  const keep = (key: string, page: TRenderedPublicPage, context: TRenderContext) => {
    if (kept.size >= KEPT_PAGES) kept.delete(kept.keys().next().value as string);
    kept.set(key, { expiresAt: Date.now() + keeping.ttlMs, page, context });
  };

  /** The page, drawn once for every visitor who asks meanwhile; kept when it arrives, even after a visitor's wait. */
  const drawing = new Map<string, Promise<TRenderedPublicPage | null>>();
  const draw = (key: string, { host, url, licence, renderedAt }: Parameters<TRenderPublicPage>[0]) => {
    let rendering = drawing.get(key);
    if (!rendering && drawing.size >= keeping.atOnce) return Promise.resolve(null);
    if (!rendering) {
      const context: TRenderContext = { licenceId: licence.id, host, language: licence.language, reads: [] };
      rendering = contexts
        .run(context, () => renderer.renderPublicPage({ url, licence, renderedAt }))
        .then(
          (page) => {
            if (page) keep(key, page, context);
            return page;
          },
          (error: unknown) => {
            app.log.warn({ err: error, url }, 'A public page could not be rendered on the server.');
            return null;
          },
        )
        .finally(() => drawing.delete(key));
      drawing.set(key, rendering);
    }
    return rendering;
  };

  return async (input) => {
    // The host is part of the key: the licence's own address (its live custom domain or its subdomain) as it changes.
    const key = `${input.licence.id}:${keeping.generationOf(input.licence.id)}:${input.host}:${input.url}`;
    const hit = kept.get(key);
    if (hit && hit.expiresAt > Date.now()) {
      // Read again as this visitor, after the page is sent: the reads count what a visitor's reads count (a single
      // content's view, a paid first place's impression), and the answer cache serves them.
      setImmediate(() => {
        for (const url of hit.context.reads) void answerInProcess(app, hit.context, url, {}).catch(() => undefined);
      });
      return hit.page;
    }
    kept.delete(key);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolveTimeout) => {
      timer = setTimeout(() => resolveTimeout(null), keeping.timeoutMs);
    });
    try {
      return await Promise.race([draw(key, input), timeout]);
    } finally {
      clearTimeout(timer);
    }
  };
}

async function answerInProcess(
  app: FastifyInstance,
  { licenceId, host, language }: TRenderContext,
  url: string,
  init: RequestInit,
): Promise<Response> {
  const asked = new Headers(init.headers);
  const method = init.method === 'POST' ? 'POST' : 'GET';
  const answer = await app.inject({
    method,
    url,
    // As the visitor, in the site's language: the page is drawn for anyone, never for a signed-in user.
    headers: {
      host,
      // The licence by its id too: its own address may be a name the resolver does not read (PUBLIC_URL's host).
      [LICENCE_HEADER]: String(licenceId),
      accept: 'application/json',
      'accept-language': language,
      'content-type': asked.get('content-type') ?? undefined,
    },
    payload: typeof init.body === 'string' ? init.body : undefined,
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
  }
  const hasBody = answer.statusCode !== 204 && answer.statusCode !== 304;
  return new Response(hasBody ? new Uint8Array(answer.rawPayload) : null, { status: answer.statusCode, headers });
}
