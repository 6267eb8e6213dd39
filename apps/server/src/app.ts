/** Builds the Izlog server: used by `izlog serve` and by every test, so tests run the real thing. */
import { resolve } from 'node:path';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { API_BASE, PAGINATION_HEADERS } from '@izlog/contract/constants';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { TConfig } from './config';
import { appBuildsModule } from './modules/platform/app-builds/app-builds.routes';
import { devMailModule } from './modules/platform/dev-mail/dev-mail.routes';
import { domainsModule } from './modules/platform/domains/domains.routes';
import { exchangeRatesModule } from './modules/platform/exchange-rates/exchange-rates.routes';
import { healthModule } from './modules/platform/health/health.routes';
import { licenceScheduleModule } from './modules/platform/licence-schedule/licence-schedule.routes';
import { paymentsModule } from './modules/platform/payments/payments.routes';
import { salesModule } from './modules/platform/sales/sales.routes';
import { salesAccountsModule } from './modules/platform/sales-accounts/sales-accounts.routes';
import { salesCatalogueModule } from './modules/platform/sales-catalogue/sales-catalogue.routes';
import { salesConsoleModule } from './modules/platform/sales-console/sales-console.routes';
import { accountsModule } from './modules/site/accounts/accounts.routes';
import { auditModule } from './modules/site/audit/audit.routes';
import { biddingModule } from './modules/site/bidding/bidding.routes';
import { createFirstPlaceCounter } from './modules/site/bidding/bidding-counts';
import { catalogsModule } from './modules/site/catalogs/catalogs.routes';
import { categoriesModule } from './modules/site/categories/categories.routes';
import { commentsModule } from './modules/site/comments/comments.routes';
import { contactServicesModule } from './modules/site/contact-services/contact-services.routes';
import { contentsModule } from './modules/site/contents/contents.routes';
import { contentViewsWriter } from './modules/site/contents/reads/content-views';
import { PUBLIC_LIST_MAX_ITEMS } from './modules/site/contents/reads/public-content-lists';
import { presentPublicLicence } from './modules/site/licences/licence.presenter';
import { licencesModule } from './modules/site/licences/licences.routes';
import { mediaModule } from './modules/site/media/media.routes';
import { moderationModule } from './modules/site/moderation/moderation.routes';
import { findPageMeta } from './modules/site/page-meta/page-meta';
import { placesModule } from './modules/site/places/places.routes';
import { plannersModule } from './modules/site/planners/planners.routes';
import { profilesModule } from './modules/site/profiles/profiles.routes';
import { searchModule } from './modules/site/search/search.routes';
import { siteAppModule } from './modules/site/site-app/site-app.routes';
import { tagsModule } from './modules/site/tags/tags.routes';
import { toursModule } from './modules/site/tours/tours.routes';
import { usersModule } from './modules/site/users/users.routes';
import { widgetsModule } from './modules/site/widgets/widgets.routes';
import { LoginThrottle } from './platform/auth/login-throttle';
import { setPasswordHashCost } from './platform/auth/secrets';
import { LicenceLists } from './platform/cache/licence-lists';
import { PublicCache, publicCache } from './platform/cache/public-cache';
import { Captcha, type TCaptchaText } from './platform/captcha/captcha';
import { type Database, openDatabase } from './platform/db/database';
import type { TAppDeps } from './platform/deps';
import { type DnsChecker, parseDnsServers, ResolverDnsChecker } from './platform/domains/dns-checker';
import { createRegistrar, type Registrar } from './platform/domains/registrar';
import { createExchangeRateProvider } from './platform/exchange-rates/create-exchange-rate-provider';
import { ExchangeRateService } from './platform/exchange-rates/exchange-rate-service';
import { AppError, sendError } from './platform/http/errors';
import { formBodies } from './platform/http/multipart';
import { openApi } from './platform/http/openapi';
import { privateAnswers } from './platform/http/private-answers';
import { requestContext } from './platform/http/request-context';
import { serializeRequest } from './platform/http/request-log';
import { trackRequestsInFlight } from './platform/http/requests-in-flight';
import { framingSources, securityHeaders } from './platform/http/security-headers';
import { DecodeSlots } from './platform/images/decode-slots';
import { ImageService } from './platform/images/images';
import { PixelBudget } from './platform/images/pixel-budget';
import { startJobQueue } from './platform/jobs/create-job-queue';
import { LicenceRows } from './platform/licences/licence-rows';
import { prettyLogStream } from './platform/logging/pretty-log';
import { RequestLineLogController } from './platform/logging/request-lines';
import { createMailer } from './platform/mail/mailer';
import { createPaymentGateway, paymentFormTargets } from './platform/payments/create-payment-gateway';
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
export type TBuildOverrides = {
  social?: SocialVerifier;
  captchaText?: TCaptchaText;
  database?: Database;
  /** The domains' adapters: a fake DNS or registry (decision 0030). */
  dnsChecker?: DnsChecker;
  registrar?: Registrar;
  /** Where the log's lines go instead of stdout (a test reads what was logged). */
  logStream?: { write(line: string): void };
  /** The clock of the budget of decoded pixels per minute (decision 0049): a test moves it instead of waiting. */
  clock?: () => number;
};

const JSON_BODY_LIMIT = 1024 * 1024;
/** How long closing waits for requests still running before it closes the database (`izlog serve` exits at 15 s). */
const SHUTDOWN_GRACE_MS = 10_000;

export async function buildApp(config: TConfig, overrides: TBuildOverrides = {}): Promise<FastifyInstance> {
  const database =
    overrides.database ?? (await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }));
  await database.migrate();
  setPasswordHashCost(config.PASSWORD_HASH_COST);

  const isPrettyLog = config.LOG_FORMAT === 'pretty';
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            serializers: { req: serializeRequest },
            stream: isPrettyLog ? prettyLogStream(overrides.logStream ?? process.stdout) : overrides.logStream,
          },
    // The readable log has one line per request, quiet for the files a page pulls in (decision 0055).
    logController: isPrettyLog ? new RequestLineLogController() : undefined,
    bodyLimit: JSON_BODY_LIMIT,
    forceCloseConnections: 'idle',
    // Behind the terminator every request comes from loopback: the visitor's address is its X-Forwarded-For.
    trustProxy: config.TRUST_PROXY === 'false' ? false : config.TRUST_PROXY,
    // While closing, a request on a connection still open is served, with `Connection: close` (decision 0018).
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const requestsInFlight = trackRequestsInFlight(app);

  const mediaDir = resolve(config.DATA_DIR, 'media');
  const storage = new DiskStorage(mediaDir);
  const privateStorage = new DiskStorage(resolve(config.DATA_DIR, 'private'));
  const stockLibrary = new OfflineStockLibrary(resolve(config.DATA_DIR, 'stock'));
  const answerCache = new PublicCache({
    ttlMs: config.PUBLIC_CACHE_TTL_SECONDS * 1000,
    maxEntries: config.PUBLIC_CACHE_MAX_ENTRIES,
    maxBytes: config.PUBLIC_CACHE_MB * 1024 * 1024,
  });
  // After the migrations, before the modules: they register their job handlers and schedules as they load.
  const jobs = await startJobQueue(config, database, app.log);
  const resolver = new LicenceResolver(database.db, config.PLATFORM_DOMAIN);
  const deps: TAppDeps = {
    config,
    platformDb: database.db,
    licences: resolver,
    licenceRows: new LicenceRows({ resolver, publicCache: answerCache }),
    mailer: createMailer(config, database.db, privateStorage),
    captcha: new Captcha(database.db, config.CAPTCHA_ENABLED, config.CAPTCHA_WORK_BITS, overrides.captchaText),
    storage,
    privateStorage,
    images: new ImageService(storage, {
      budget: new PixelBudget(config.IMAGE_PIXELS_PER_MINUTE, overrides.clock),
      slots: new DecodeSlots(config.IMAGE_DECODES_AT_ONCE),
    }),
    loginThrottle: new LoginThrottle(config.LOGIN_MAX_ATTEMPTS, config.LOGIN_WINDOW_MINUTES * 60_000),
    social: overrides.social ?? new ProviderSocialVerifier(config),
    sessionPolicy: { idleHours: config.SESSION_IDLE_HOURS, maxDays: config.SESSION_MAX_DAYS },
    views: new ViewCounter(contentViewsWriter(database.db)),
    firstPlaceCounts: createFirstPlaceCounter(database.db, (error) =>
      app.log.error({ err: error }, 'could not write first places’ counts; kept for the next flush'),
    ),
    jobs,
    stockPhotos: config.UNSPLASH_ACCESS_KEY ? new UnsplashProvider(config.UNSPLASH_ACCESS_KEY) : stockLibrary,
    places: createPlacesProvider(config),
    registrar: overrides.registrar ?? createRegistrar(config, app.log),
    dnsChecker: overrides.dnsChecker ?? new ResolverDnsChecker(parseDnsServers(config.DNS_SERVERS)),
    paymentGateway: createPaymentGateway(config),
    publicCache: answerCache,
    contentLists: new LicenceLists({
      maxAgeMs: config.PUBLIC_LIST_CACHE_SECONDS * 1000,
      maxBytes: config.PUBLIC_LIST_CACHE_MB * 1024 * 1024,
      maxItemsPerLicence: PUBLIC_LIST_MAX_ITEMS,
      generationOf: (licenceId) => answerCache.generation(licenceId),
    }),
    exchangeRates: new ExchangeRateService(database.db, createExchangeRateProvider(config)),
  };
  app.decorate('deps', deps);
  // Once the listeners are closed: the last requests finish, their view counts are written, then the database closes.
  app.addHook('onClose', async () => {
    if (!(await requestsInFlight.drained(SHUTDOWN_GRACE_MS))) {
      app.log.warn(`${requestsInFlight.count} requests still running after ${SHUTDOWN_GRACE_MS} ms; closing anyway`);
    }
    await deps.views.flush().catch((error: unknown) => app.log.error({ err: error }, 'could not write view counts'));
    await deps.firstPlaceCounts
      .flush()
      .catch((error: unknown) => app.log.error({ err: error }, 'could not write first places’ counts'));
    // Jobs stop first: running handlers finish (or are handed back to the queue) while the database is open.
    await deps.jobs.stop().catch((error: unknown) => app.log.error({ err: error }, 'could not stop the job queue'));
    await database.close();
  });

  await app.register(routePermissions);

  app.setErrorHandler((error, request, reply) => sendError(error, request, reply, config.UPLOAD_MAX_MB));

  const framing = framingSources(config);
  await app.register(securityHeaders, {
    contentSecurityPolicy: {
      directives: {
        // Stock picker thumbnails come from Unsplash when it is configured; video galleries embed YouTube and Vimeo;
        // the platform site previews the licence sites (TemplatePreview), which only it and they may frame; a site
        // frames itself in another template for its admin's preview (on a custom domain too: 'self').
        'img-src': ["'self'", 'data:', 'blob:', 'https://images.unsplash.com'],
        'frame-src': ["'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com', framing.licenceSites],
        'frame-ancestors': framing.frameAncestors,
        // The checkout form posts to the bank's hosted payment page when the gateway is one (decision 0029).
        'form-action': ["'self'", ...paymentFormTargets(config)],
        'upgrade-insecure-requests': null,
      },
    },
    xFrameOptions: false,
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
  await app.register(privateAnswers);

  await app.register(healthModule, { ping: database.ping });
  await app.register(mediaModule, { library: stockLibrary });
  await app.register(paymentsModule);
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
      await api.register(domainsModule);
      await api.register(salesModule);
      await api.register(salesAccountsModule);
      await api.register(salesCatalogueModule);
      await api.register(salesConsoleModule);
      await api.register(appBuildsModule);
      await api.register(plannersModule);
      await api.register(exchangeRatesModule);
      await api.register(biddingModule);
      await api.register(contactServicesModule);
      await api.register(widgetsModule);
      await api.register(toursModule);
    },
    { prefix: API_BASE },
  );
  // No routes: the licence's daily jobs (expiry, renewal reminders) on the job queue.
  await app.register(licenceScheduleModule);
  // The site as an installable app: manifest, icons and service worker at the site's root.
  await app.register(siteAppModule);
  await app.register(webApp, {
    distDir: config.WEB_DIST_DIR,
    mediaDir,
    pageMeta: (request, path) => findPageMeta(request.tenant, path),
    publicLicence: (licence) => presentPublicLicence(licence, deps),
    drawnPages: {
      generationOf: (licenceId) => deps.publicCache.generation(licenceId),
      ttlMs: config.PUBLIC_CACHE_TTL_SECONDS * 1000,
      timeoutMs: config.DRAWN_PAGE_TIMEOUT_MS,
      atOnce: config.DRAWN_PAGES_AT_ONCE,
    },
  });
  return app;
}
