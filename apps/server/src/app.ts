/** Builds the Izlog server: used by `izlog serve` and by every test, so tests run the real thing. */
import { resolve } from 'node:path';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { API_BASE, PAGINATION_HEADERS } from '@izlog/contract/constants';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { TConfig } from './config';
import { accountsModule } from './modules/accounts/accounts.routes';
import { auditModule } from './modules/audit/audit.routes';
import { catalogsModule } from './modules/catalogs/catalogs.routes';
import { categoriesModule } from './modules/categories/categories.routes';
import { commentsModule } from './modules/comments/comments.routes';
import { contentViewsWriter } from './modules/contents/content-views';
import { contentsModule } from './modules/contents/contents.routes';
import { PUBLIC_LIST_MAX_ITEMS } from './modules/contents/public-content-lists';
import { devMailModule } from './modules/dev-mail/dev-mail.routes';
import { healthModule } from './modules/health/health.routes';
import { licencesModule } from './modules/licences/licences.routes';
import { mediaModule } from './modules/media/media.routes';
import { moderationModule } from './modules/moderation/moderation.routes';
import { placesModule } from './modules/places/places.routes';
import { profilesModule } from './modules/profiles/profiles.routes';
import { searchModule } from './modules/search/search.routes';
import { findPageMeta } from './modules/site/page-meta';
import { tagsModule } from './modules/tags/tags.routes';
import { usersModule } from './modules/users/users.routes';
import { LoginThrottle } from './platform/auth/login-throttle';
import { LicenceLists } from './platform/cache/licence-lists';
import { PublicCache, publicCache } from './platform/cache/public-cache';
import { Captcha, type TCaptchaText } from './platform/captcha/captcha';
import { type Database, openDatabase } from './platform/db/database';
import type { TAppDeps } from './platform/deps';
import { AppError, sendError } from './platform/http/errors';
import { formBodies } from './platform/http/multipart';
import { openApi } from './platform/http/openapi';
import { requestContext } from './platform/http/request-context';
import { trackRequestsInFlight } from './platform/http/requests-in-flight';
import { securityHeaders } from './platform/http/security-headers';
import { ImageService } from './platform/images/images';
import { createMailer } from './platform/mail/mailer';
import { routePermissions } from './platform/permissions/route-permissions';
import { createPlacesProvider } from './platform/places/create-places-provider';
import { ProviderSocialVerifier, type SocialVerifier } from './platform/social/social-verifier';
import { webApp } from './platform/spa/web-app';
import { OfflineStockLibrary } from './platform/stock/offline-stock-library';
import { UnsplashProvider } from './platform/stock/unsplash-provider';
import { DiskStorage } from './platform/storage/storage';
import { LicenceResolver } from './platform/tenancy/licence-resolver';
import { ViewCounter } from './platform/views/view-counter';

/** Replaceable parts, for tests: a fake social verifier, a known captcha text, an already open database. */
export type TBuildOverrides = { social?: SocialVerifier; captchaText?: TCaptchaText; database?: Database };

const JSON_BODY_LIMIT = 1024 * 1024;
/** How long closing waits for requests still running before it closes the database (`izlog serve` exits at 15 s). */
const SHUTDOWN_GRACE_MS = 10_000;

export async function buildApp(config: TConfig, overrides: TBuildOverrides = {}): Promise<FastifyInstance> {
  const database =
    overrides.database ?? (await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }));
  await database.migrate();

  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    bodyLimit: JSON_BODY_LIMIT,
    forceCloseConnections: 'idle',
    // While closing, a request on a connection still open is served, with `Connection: close` (decision 0018).
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const requestsInFlight = trackRequestsInFlight(app);

  const mediaDir = resolve(config.DATA_DIR, 'media');
  const storage = new DiskStorage(mediaDir);
  const stockLibrary = new OfflineStockLibrary(resolve(config.DATA_DIR, 'stock'));
  const answerCache = new PublicCache({
    ttlMs: config.PUBLIC_CACHE_TTL_SECONDS * 1000,
    maxEntries: config.PUBLIC_CACHE_MAX_ENTRIES,
    maxBytes: config.PUBLIC_CACHE_MB * 1024 * 1024,
  });
  const deps: TAppDeps = {
    config,
    platformDb: database.db,
    licences: new LicenceResolver(database.db, config.PLATFORM_DOMAIN),
    mailer: createMailer(config, database.db),
    captcha: new Captcha(database.db, config.CAPTCHA_ENABLED, overrides.captchaText),
    storage,
    images: new ImageService(storage),
    loginThrottle: new LoginThrottle(config.LOGIN_MAX_ATTEMPTS, config.LOGIN_WINDOW_MINUTES * 60_000),
    social: overrides.social ?? new ProviderSocialVerifier(config),
    sessionPolicy: { idleHours: config.SESSION_IDLE_HOURS, maxDays: config.SESSION_MAX_DAYS },
    views: new ViewCounter(contentViewsWriter(database.db)),
    stockPhotos: config.UNSPLASH_ACCESS_KEY ? new UnsplashProvider(config.UNSPLASH_ACCESS_KEY) : stockLibrary,
    places: createPlacesProvider(config),
    publicCache: answerCache,
    contentLists: new LicenceLists({
      maxAgeMs: config.PUBLIC_LIST_CACHE_SECONDS * 1000,
      maxBytes: config.PUBLIC_LIST_CACHE_MB * 1024 * 1024,
      maxItemsPerLicence: PUBLIC_LIST_MAX_ITEMS,
      generationOf: (licenceId) => answerCache.generation(licenceId),
    }),
  };
  app.decorate('deps', deps);
  // Once the listeners are closed: the last requests finish, their view counts are written, then the database closes.
  app.addHook('onClose', async () => {
    if (!(await requestsInFlight.drained(SHUTDOWN_GRACE_MS))) {
      app.log.warn(`${requestsInFlight.count} requests still running after ${SHUTDOWN_GRACE_MS} ms; closing anyway`);
    }
    await deps.views.flush().catch((error: unknown) => app.log.error({ err: error }, 'could not write view counts'));
    await database.close();
  });

  await app.register(routePermissions);

  app.setErrorHandler((error, request, reply) => sendError(error, request, reply, config.UPLOAD_MAX_MB));

  await app.register(securityHeaders, {
    contentSecurityPolicy: {
      directives: {
        // Stock picker thumbnails come from Unsplash when it is configured; video galleries embed YouTube and Vimeo.
        'img-src': ["'self'", 'data:', 'blob:', 'https://images.unsplash.com'],
        'frame-src': ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  // Bearer tokens, no cookies: any origin may call the API (the native apps do), and reads the pagination headers.
  await app.register(cors, { origin: '*', exposedHeaders: [...PAGINATION_HEADERS] });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError(429, 'too_many_requests', { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  });
  await app.register(openApi);
  await app.register(formBodies, { uploadMaxMb: config.UPLOAD_MAX_MB });
  await app.register(requestContext, { db: database.db, resolver: deps.licences, sessions: deps.sessionPolicy });
  await app.register(publicCache, { cache: deps.publicCache });

  await app.register(healthModule, { ping: database.ping });
  await app.register(mediaModule, { library: stockLibrary });
  if (config.DEV_MAIL_ENABLED) await app.register(devMailModule);
  await app.register(
    async (api) => {
      await api.register(accountsModule);
      await api.register(usersModule);
      await api.register(profilesModule);
      await api.register(licencesModule);
      await api.register(catalogsModule);
      await api.register(categoriesModule);
      await api.register(searchModule);
      await api.register(placesModule);
      await api.register(contentsModule);
      await api.register(moderationModule);
      await api.register(tagsModule);
      await api.register(commentsModule);
      await api.register(auditModule);
    },
    { prefix: API_BASE },
  );
  await app.register(webApp, {
    distDir: config.WEB_DIST_DIR,
    mediaDir,
    pageMeta: (request, path) => findPageMeta(request.tenant, path),
  });
  return app;
}
