/** The services a running app is built from; `buildApp` makes them once and routes read them from `app.deps`. */
import type { TConfig } from '../config';
import type { LoginThrottle } from './auth/login-throttle';
import type { TSessionPolicy } from './auth/sessions';
import type { LicenceLists } from './cache/licence-lists';
import type { PublicCache } from './cache/public-cache';
import type { Captcha } from './captcha/captcha';
import type { Db } from './db/database';
import type { DnsChecker } from './domains/dns-checker';
import type { Registrar } from './domains/registrar';
import type { ExchangeRateService } from './exchange-rates/exchange-rate-service';
import type { ImageService } from './images/images';
import type { JobQueue } from './jobs/job-queue';
import type { LicenceRows } from './licences/licence-rows';
import type { Mailer } from './mail/mailer';
import type { PaymentGateway } from './payments/gateway';
import type { PlacesProvider } from './places/places-provider';
import type { SocialVerifier } from './social/social-verifier';
import type { StockPhotoProvider } from './stock/stock-provider';
import type { FileStorage } from './storage/storage';
import type { LicenceResolver } from './tenancy/licence-resolver';
import type { DailyItemCounter } from './views/daily-item-counts';
import type { ViewCounter } from './views/view-counter';

export type TAppDeps = {
  config: TConfig;
  /** Unscoped: platform code only. Tenant rows go through `request.tenant`. */
  platformDb: Db;
  licences: LicenceResolver;
  /** The one writer of the `licences` row: each write makes the caches above and below forget it once committed. */
  licenceRows: LicenceRows;
  mailer: Mailer;
  captcha: Captcha;
  storage: FileStorage;
  /**
   * Files no public address serves (DATA_DIR/private): contact form attachments, which staff download through an
   * authorised call, and the dev outbox's attachments (decision 0035).
   */
  privateStorage: FileStorage;
  images: ImageService;
  loginThrottle: LoginThrottle;
  social: SocialVerifier;
  sessionPolicy: TSessionPolicy;
  views: ViewCounter;
  /** Paid first places' impressions and clicks per day, counted in memory and written in batches (decision 0036). */
  firstPlaceCounts: DailyItemCounter;
  /** Offline library by default; Unsplash when UNSPLASH_ACCESS_KEY is set. */
  stockPhotos: StockPhotoProvider;
  /** Address suggestions: the offline list of Serbian places (PLACES_PROVIDER). */
  places: PlacesProvider;
  publicCache: PublicCache;
  /** Visitors' content lists of each licence, held in memory (decision 0016). */
  contentLists: LicenceLists;
  /** The central bank's middle rates as Izlog keeps them (EXCHANGE_RATES_PROVIDER; decision 0027). */
  exchangeRates: ExchangeRateService;
  /** Background jobs on pg-boss (decision 0025): started after the migrations, stopped before the database closes. */
  jobs: JobQueue;
  /** Whether a custom domain is free (REGISTRAR_PROVIDER: offline rules, or the registries' WHOIS; decision 0030). */
  registrar: Registrar;
  /** DNS lookups of a custom domain's records (node:dns on DNS_SERVERS; tests inject a fake). */
  dnsChecker: DnsChecker;
  /** The card gateway (PAYMENT_GATEWAY: Izlog's sandbox, or NestPay 3D Pay Hosting; decision 0029). */
  paymentGateway: PaymentGateway;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: TAppDeps;
  }
}
