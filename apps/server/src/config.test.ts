import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const errorOf = (overrides: Record<string, string>): ConfigError => {
  try {
    loadConfig({}, overrides);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`expected a ConfigError for ${JSON.stringify(overrides)}`);
};

describe('loadConfig', () => {
  it('starts with no environment at all, on the documented defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe('localhost');
    expect(config.PLATFORM_DOMAIN).toBe('localhost');
    expect(config.CAPTCHA_ENABLED).toBe(true);
    expect(config.NODE_ENV).toBe('development');
    expect(config.DEV_MAIL_ENABLED).toBe(true);
    expect(config.UPLOAD_MAX_MB).toBe(10);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('reads values from the environment, and overrides win over it', () => {
    const config = loadConfig({ PORT: '8080', PLATFORM_DOMAIN: 'izlog.rs' }, { PORT: '9090' });
    expect(config.PORT).toBe(9090);
    expect(config.PLATFORM_DOMAIN).toBe('izlog.rs');
  });

  it('refuses a PORT that is not a port, naming PORT and the value', () => {
    for (const port of ['abc', '70000', '-1', '80.5']) {
      const error = errorOf({ PORT: port });
      expect(error.name).toBe('ConfigError');
      expect(error.message).toContain(`PORT="${port}"`);
    }
    expect(errorOf({ PORT: '70000' }).message).toContain('PORT="70000": must be at most 65535');
    expect(errorOf({ PORT: 'abc' }).message).toContain('PORT="abc": must be a whole number');
  });

  it('refuses TRUST_PROXY=true, which would believe any caller (and crashed the start), naming what to give', () => {
    expect(errorOf({ TRUST_PROXY: 'true' }).message).toContain('TRUST_PROXY="true": true would believe any caller');
    expect(loadConfig({}, { TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).TRUST_PROXY).toBe('10.0.0.0/8,127.0.0.1');
  });

  it('refuses a DATABASE_URL that is not PostgreSQL, saying what it must be', () => {
    const error = errorOf({ DATABASE_URL: 'mysql://x' });
    expect(error.message).toContain('DATABASE_URL="mysql://x"');
    expect(error.message).toContain('must start with postgres://');
    expect(loadConfig({}, { DATABASE_URL: 'postgres://u:p@db:5432/izlog' }).DATABASE_URL).toBe(
      'postgres://u:p@db:5432/izlog',
    );
    expect(loadConfig({}, { DATABASE_URL: 'postgresql://db/izlog' }).DATABASE_URL).toBe('postgresql://db/izlog');
    expect(loadConfig({}, { DATABASE_URL: 'memory://' }).DATABASE_URL).toBe('memory://');
  });

  it('names every bad variable at once', () => {
    const error = errorOf({ PORT: 'abc', PLATFORM_DOMAIN: 'Not A Host', SMTP_URL: 'http://mail' });
    expect(error.message).toContain('PORT="abc"');
    expect(error.message).toContain('PLATFORM_DOMAIN="Not A Host"');
    expect(error.message).toContain('SMTP_URL="http://mail"');
  });

  it('switches captcha off only when told, in any usual spelling', () => {
    for (const off of ['false', '0', 'no', 'off'])
      expect(loadConfig({}, { CAPTCHA_ENABLED: off }).CAPTCHA_ENABLED).toBe(false);
    for (const on of ['true', '1', 'yes', 'on'])
      expect(loadConfig({}, { CAPTCHA_ENABLED: on }).CAPTCHA_ENABLED).toBe(true);
    expect(errorOf({ CAPTCHA_ENABLED: 'nope' }).message).toContain('CAPTCHA_ENABLED="nope"');
  });

  it('logs short lines for a person outside production and JSON in it, unless told; refuses another format', () => {
    expect(loadConfig({}).LOG_FORMAT).toBe('pretty');
    expect(loadConfig({}, { NODE_ENV: 'test' }).LOG_FORMAT).toBe('pretty');
    expect(loadConfig({}, { NODE_ENV: 'production' }).LOG_FORMAT).toBe('json');
    expect(loadConfig({}, { LOG_FORMAT: 'json' }).LOG_FORMAT).toBe('json');
    expect(loadConfig({}, { NODE_ENV: 'production', LOG_FORMAT: 'pretty' }).LOG_FORMAT).toBe('pretty');
    expect(errorOf({ LOG_FORMAT: 'xml' }).message).toContain('LOG_FORMAT="xml": must be one of pretty, json');
    expect(errorOf({ LOG_FORMAT: 'JSON' }).message).toContain('LOG_FORMAT="JSON"');
  });

  it('keeps the developer mail outbox off in production unless asked for', () => {
    expect(loadConfig({}, { NODE_ENV: 'production' }).DEV_MAIL_ENABLED).toBe(false);
    expect(loadConfig({}, { NODE_ENV: 'production', DEV_MAIL_ENABLED: 'true' }).DEV_MAIL_ENABLED).toBe(true);
  });
});
