/** Configuration, read once from the environment and validated; every variable is listed in the README. */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_UPLOAD_MAX_MB } from '@izlog/contract/media';
import { formatMessage, isMessageKey } from '@izlog/contract/messages';
import { z } from 'zod';
import { DEFAULT_PASSWORD_HASH_COST } from './platform/auth/secrets';

export const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes', 'on'].includes(v)));

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export function configSchema(env: NodeJS.ProcessEnv) {
  const isProduction = env.NODE_ENV === 'production';
  return z.object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('localhost'),
    DATA_DIR: z.string().min(1).default(resolve(REPO_ROOT, 'data')),
    DATABASE_URL: z
      .string()
      .regex(
        /^(postgres(ql)?:\/\/|memory:\/\/$)/,
        'must start with postgres:// (or be memory:// for a throwaway database)',
      )
      .optional(),
    PLATFORM_DOMAIN: z
      .string()
      .regex(/^[a-z0-9.-]+$/, 'must be a host name such as izlog.rs or localhost')
      .default('localhost'),
    /**
     * The platform site's public address (scheme, host, port), for links in mail and from background jobs; a
     * licence's site is its subdomain on the same scheme and port. Default: http://PLATFORM_DOMAIN:PORT.
     */
    PUBLIC_URL: z
      .string()
      .regex(/^https?:\/\/[a-z0-9.-]+(:\d+)?$/, 'must be an origin such as https://izlog.rs or http://localhost:3000')
      .optional(),
    /** Custom domains (decision 0030): the server's public IPv4 address, the A record a custom domain's apex needs. */
    PUBLIC_IPV4: z.ipv4().optional(),
    /** Whether a custom domain is free: `offline` (local rules and uniqueness) or the registries' WHOIS. */
    REGISTRAR_PROVIDER: z.enum(['offline', 'rnids-whois']).default('offline'),
    /** One WHOIS server for every zone instead of each registry's own (a relay; tests). */
    REGISTRAR_WHOIS_HOST: z.string().min(1).optional(),
    REGISTRAR_WHOIS_PORT: z.coerce.number().int().min(1).max(65535).default(43),
    REGISTRAR_WHOIS_TIMEOUT_MS: positiveInt(5000),
    /** DNS servers a custom domain's records are checked on, comma-separated; empty = the system's resolver. */
    DNS_SERVERS: z.string().optional(),
    /** Who may ask GET /domains/tls-ask: `loopback` (Caddy beside Izlog) or comma-separated addresses. */
    TLS_ASK_ALLOW_FROM: z.string().min(1).default('loopback'),
    /** How long a custom domain's claim waits for its DNS proof before it lapses (decision 0047). */
    DOMAIN_CLAIM_HOURS: positiveInt(72),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** `pretty`: a short line per request, for a person (decision 0055); `json`: pino's entries, for a log collector. */
    LOG_FORMAT: z.enum(['pretty', 'json']).default(isProduction ? 'json' : 'pretty'),
    CAPTCHA_ENABLED: flag(true),
    /** Zero bits the captcha's proof-of-work alternative asks (decision 0046): 2^bits SHA-256 tries on average. */
    CAPTCHA_WORK_BITS: z.coerce.number().int().min(1).max(32).default(15),
    /** The outbox at /dev/mail (decision 0048): on outside production unless mail goes out by SMTP; never beside it. */
    DEV_MAIL_ENABLED: flag(!isProduction && !env.SMTP_URL),
    /** Who sees the outbox: `loopback` (callers on this machine, by the socket's address) or `any`. */
    DEV_MAIL_ALLOW: z.enum(['loopback', 'any']).default('loopback'),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Izlog <no-reply@izlog.example.com>'),
    SESSION_IDLE_HOURS: positiveInt(24 * 30),
    SESSION_MAX_DAYS: positiveInt(90),
    /**
     * scrypt's cost for new password hashes, as log2 of N (decision 0057): 15 (32 MiB, ~50 ms) and up in production;
     * test servers, whose passwords are all made up, go lower.
     */
    PASSWORD_HASH_COST: z.coerce
      .number()
      .int()
      .min(isProduction ? DEFAULT_PASSWORD_HASH_COST : 10)
      .max(20)
      .default(DEFAULT_PASSWORD_HASH_COST),
    LOGIN_MAX_ATTEMPTS: positiveInt(5),
    LOGIN_WINDOW_MINUTES: positiveInt(15),
    LOGIN_RATE_PER_MINUTE: positiveInt(30),
    /**
     * Whose X-Forwarded-For is believed (the TLS terminator in front, docs/OPERATIONS.md): `loopback` by default, so
     * behind Caddy each visitor keeps their own address for the per-address limits; `false` believes nobody.
     */
    TRUST_PROXY: z
      .string()
      .trim()
      .min(1)
      .refine(
        (value) => value !== 'true',
        "true would believe any caller's X-Forwarded-For: name the proxy (loopback, addresses or CIDRs) or false",
      )
      .default('loopback'),
    /** Licence orders and renewals per minute of one platform account (or address): a person orders a few. */
    ORDER_RATE_PER_MINUTE: positiveInt(30),
    UPLOAD_MAX_MB: positiveInt(DEFAULT_UPLOAD_MAX_MB),
    /**
     * Decoded pixels of uploaded pictures one account (or, signed out, one address) may have processed per minute,
     * counted from each picture's header before it is decoded (decision 0049); 0 = no budget.
     */
    IMAGE_PIXELS_PER_MINUTE: z.coerce.number().int().min(0).default(200_000_000),
    /** Pictures the process decodes at once; more wait their turn (decision 0049). */
    IMAGE_DECODES_AT_ONCE: positiveInt(2),
    PUBLIC_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).default(30),
    /** How long the server may take to draw a public page before it sends the plain page (decision 0043). */
    DRAWN_PAGE_TIMEOUT_MS: z.coerce.number().int().min(0).default(2000),
    /** How many different public pages may be drawn at once; past it a page not kept is sent plain (decision 0043). */
    DRAWN_PAGES_AT_ONCE: positiveInt(4),
    PUBLIC_CACHE_MAX_ENTRIES: positiveInt(50_000),
    /** Memory the cached answers may take in all (list pages are ~12 KB, a product ~5 KB). */
    PUBLIC_CACHE_MB: positiveInt(256),
    /** Visitors' content lists held in memory per licence (decision 0016); view counts in them may lag this long. */
    PUBLIC_LIST_CACHE_SECONDS: z.coerce.number().int().min(0).default(300),
    PUBLIC_LIST_CACHE_MB: z.coerce.number().int().min(0).default(512),
    /** Background jobs (decision 0025): this process runs job handlers, schedules and queue upkeep; false = only queues. */
    JOBS_ENABLED: flag(true),
    /** The PostgreSQL schema of the job queue's tables (pg-boss). */
    JOBS_SCHEMA: z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,49}$/, 'must be a schema name: lower-case letters, digits and _')
      .default('pgboss'),
    /** How often an idle worker looks for jobs; jobs queued by this process start at once. */
    JOBS_POLL_INTERVAL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
    /** Contact form mail (decision 0035): retries after a failed send, the first this many seconds later, doubling. */
    CONTACT_MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(5),
    CONTACT_MAIL_RETRY_DELAY_SECONDS: positiveInt(60),
    /**
     * The key of the contact form's sender hashes (an HMAC of the address, counted by the hourly limit); without it
     * one is made at first start and kept in DATA_DIR. Several servers sharing the load set one value.
     */
    CONTACT_SENDER_KEY: z.string().min(16).optional(),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    FACEBOOK_APP_ID: z.string().min(1).optional(),
    FACEBOOK_APP_SECRET: z.string().min(1).optional(),
    UNSPLASH_ACCESS_KEY: z.string().min(1).optional(),
    /** Address suggestions (decision 0014): the offline list of Serbian places shipped with Izlog. */
    PLACES_PROVIDER: z.enum(['offline']).default('offline'),
    /**
     * Exchange rates (decision 0027): `offline` fetches nothing (the platform admin keeps the seeded table),
     * `kurs-resenje` fetches the central bank's middle rate every morning from the kurs.resenje.org mirror.
     */
    EXCHANGE_RATES_PROVIDER: z.enum(['offline', 'kurs-resenje']).default('offline'),
    /** The mirror's address: the public one, or another server speaking its API (a test's loopback server). */
    EXCHANGE_RATES_URL: z
      .string()
      .regex(/^https?:\/\/[^\s/]+(\/\S*)?$/, 'must be an address such as https://kurs.resenje.org')
      .default('https://kurs.resenje.org'),
    /** Card payments (decision 0029): Izlog's own sandbox gateway, or NestPay 3D Pay Hosting (Banca Intesa and others). */
    PAYMENT_GATEWAY: z.enum(['sandbox', 'nestpay']).default('sandbox'),
    /** The sandbox's signing key; without it one is made at first start and kept in DATA_DIR. */
    SANDBOX_GATEWAY_SECRET: z.string().min(16).optional(),
    NESTPAY_CLIENT_ID: z.string().min(1).optional(),
    NESTPAY_STORE_KEY: z.string().min(1).optional(),
    NESTPAY_GATEWAY_URL: z.url().default('https://testsecurepay.eway2pay.com/fim/est3Dgate'),
    NESTPAY_API_URL: z.url().default('https://testsecurepay.eway2pay.com/fim/api'),
    NESTPAY_API_USER: z.string().min(1).optional(),
    NESTPAY_API_PASSWORD: z.string().min(1).optional(),
    /** The payee of IPS QR proformas (NBS IPS QR): name, address and account (bank-account-control). */
    IPS_PAYEE_NAME: z.string().min(2).max(50).default('Izlog d.o.o.'),
    IPS_PAYEE_ADDRESS: z.string().min(2).max(50).default('Beograd'),
    IPS_PAYEE_ACCOUNT: z
      .string()
      .regex(/^\d{3}-\d{1,13}-\d{2}$/, 'must be a Serbian bank account such as 160-0000000012345-95')
      .default('160-0000000012345-95'),
    WEB_DIST_DIR: z.string().min(1).default(resolve(REPO_ROOT, 'apps/web/dist')),
    SEED_ON_EMPTY: flag(true),
  });
}

export type TConfig = z.infer<ReturnType<typeof configSchema>>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Says what a variable must be, for an operator reading the start-up error. */
function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_value':
      return `must be one of ${issue.values.map(String).join(', ')}`;
    case 'invalid_type':
      return `must be a ${issue.expected === 'number' ? 'whole number' : issue.expected}`;
    case 'too_small':
      return `must be at least ${String(issue.minimum)}`;
    case 'too_big':
      return `must be at most ${String(issue.maximum)}`;
    default:
      return isMessageKey(issue.message) ? formatMessage(issue.message, 'en') : issue.message;
  }
}

/** Reads the configuration; a bad value fails with a message naming the variable and what it must be. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<Record<string, string>> = {},
): TConfig {
  const source = { ...env, ...overrides };
  const result = configSchema(source).safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = issue.path.join('.');
      return `  ${name}=${JSON.stringify(source[name] ?? '')}: ${describeIssue(issue)}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  // Mail that goes out is not kept (decision 0048): an outbox beside SMTP would show nothing, or what was to leave.
  if (result.data.DEV_MAIL_ENABLED && result.data.SMTP_URL) {
    throw new ConfigError(
      `Invalid configuration:\n  DEV_MAIL_ENABLED=${JSON.stringify(source.DEV_MAIL_ENABLED ?? '')}: must be false while SMTP_URL is set (mail goes out by SMTP; no outbox keeps it)`,
    );
  }
  return result.data;
}
