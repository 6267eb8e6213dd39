/**
 * The registrar adapter (DESIGN §6 "domain check / registration"): whether a custom domain can still be registered.
 * Chosen by REGISTRAR_PROVIDER with an exhaustive match: `offline` (local rules and uniqueness only, decided by the
 * domains module; it answers 'free') or `rnids-whois` (WHOIS over TCP port 43).
 */
import type { TConfig } from '../../config';
import { WhoisRegistrar } from './whois-registrar';

/** 'unknown' (no answer, an answer it cannot read) is treated as not available, with a log line saying why. */
export type TAvailability = 'free' | 'taken' | 'unknown';

export interface Registrar {
  readonly name: string;
  /** `domain` in ASCII (IDNA) form, already valid by the local rules. */
  availability(domain: string): Promise<TAvailability>;
}

/** Offline default: no registry is asked; the local rules and uniqueness across licences decide. */
export class OfflineRegistrar implements Registrar {
  readonly name = 'offline';
  async availability(): Promise<TAvailability> {
    return 'free';
  }
}

type TLogger = { warn: (object: object, message: string) => void };

export function createRegistrar(
  config: Pick<
    TConfig,
    'REGISTRAR_PROVIDER' | 'REGISTRAR_WHOIS_HOST' | 'REGISTRAR_WHOIS_PORT' | 'REGISTRAR_WHOIS_TIMEOUT_MS'
  >,
  log?: TLogger,
): Registrar {
  switch (config.REGISTRAR_PROVIDER) {
    case 'offline':
      return new OfflineRegistrar();
    case 'rnids-whois':
      return new WhoisRegistrar({
        host: config.REGISTRAR_WHOIS_HOST,
        port: config.REGISTRAR_WHOIS_PORT,
        timeoutMs: config.REGISTRAR_WHOIS_TIMEOUT_MS,
        log,
      });
    default: {
      const unknown: never = config.REGISTRAR_PROVIDER;
      throw new Error(`Unknown REGISTRAR_PROVIDER: ${String(unknown)}`);
    }
  }
}
