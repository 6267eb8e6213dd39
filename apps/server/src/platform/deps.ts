/** The services a running app is built from; `buildApp` makes them once and routes read them from `app.deps`. */
import type { TConfig } from '../config';
import type { LoginThrottle } from './auth/login-throttle';
import type { TSessionPolicy } from './auth/sessions';
import type { LicenceLists } from './cache/licence-lists';
import type { PublicCache } from './cache/public-cache';
import type { Captcha } from './captcha/captcha';
import type { Db } from './db/database';
import type { ImageService } from './images/images';
import type { Mailer } from './mail/mailer';
import type { PlacesProvider } from './places/places-provider';
import type { SocialVerifier } from './social/social-verifier';
import type { StockPhotoProvider } from './stock/stock-provider';
import type { FileStorage } from './storage/storage';
import type { LicenceResolver } from './tenancy/licence-resolver';
import type { ViewCounter } from './views/view-counter';

export type TAppDeps = {
  config: TConfig;
  /** Unscoped: platform code only. Tenant rows go through `request.tenant`. */
  platformDb: Db;
  licences: LicenceResolver;
  mailer: Mailer;
  captcha: Captcha;
  storage: FileStorage;
  images: ImageService;
  loginThrottle: LoginThrottle;
  social: SocialVerifier;
  sessionPolicy: TSessionPolicy;
  views: ViewCounter;
  /** Offline library by default; Unsplash when UNSPLASH_ACCESS_KEY is set. */
  stockPhotos: StockPhotoProvider;
  /** Address suggestions: the offline list of Serbian places (PLACES_PROVIDER). */
  places: PlacesProvider;
  publicCache: PublicCache;
  /** Visitors' content lists of each licence, held in memory (decision 0016). */
  contentLists: LicenceLists;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: TAppDeps;
  }
}
