/** Configuration, read once from the environment and validated; every variable is listed in the README. */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_UPLOAD_MAX_MB } from '@izlog/contract/media';
import { formatMessage, isMessageKey } from '@izlog/contract/messages';
import { z } from 'zod';

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
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    CAPTCHA_ENABLED: flag(true),
    DEV_MAIL_ENABLED: flag(!isProduction),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Izlog <no-reply@izlog.example.com>'),
    SESSION_IDLE_HOURS: positiveInt(24 * 30),
    SESSION_MAX_DAYS: positiveInt(90),
    LOGIN_MAX_ATTEMPTS: positiveInt(5),
    LOGIN_WINDOW_MINUTES: positiveInt(15),
    LOGIN_RATE_PER_MINUTE: positiveInt(30),
    UPLOAD_MAX_MB: positiveInt(DEFAULT_UPLOAD_MAX_MB),
    PUBLIC_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).default(30),
    PUBLIC_CACHE_MAX_ENTRIES: positiveInt(50_000),
    /** Memory the cached answers may take in all (list pages are ~12 KB, a product ~5 KB). */
    PUBLIC_CACHE_MB: positiveInt(256),
    /** Visitors' content lists held in memory per licence (decision 0016); view counts in them may lag this long. */
    PUBLIC_LIST_CACHE_SECONDS: z.coerce.number().int().min(0).default(300),
    PUBLIC_LIST_CACHE_MB: z.coerce.number().int().min(0).default(512),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    FACEBOOK_APP_ID: z.string().min(1).optional(),
    FACEBOOK_APP_SECRET: z.string().min(1).optional(),
    UNSPLASH_ACCESS_KEY: z.string().min(1).optional(),
    /** Address suggestions (decision 0014): the offline list of Serbian places shipped with Izlog. */
    PLACES_PROVIDER: z.enum(['offline']).default('offline'),
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
  return result.data;
}
