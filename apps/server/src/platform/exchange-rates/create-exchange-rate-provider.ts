/** Picks the rate provider of the configuration (an exhaustive match: a new provider must be named here). */
import type { TConfig } from '../../config';
import type { ExchangeRateProvider } from './exchange-rate-provider';
import { KursResenjeProvider } from './kurs-resenje-provider';
import { OfflineRateProvider } from './offline-rate-provider';

export function createExchangeRateProvider(
  config: Pick<TConfig, 'EXCHANGE_RATES_PROVIDER' | 'EXCHANGE_RATES_URL'>,
): ExchangeRateProvider {
  switch (config.EXCHANGE_RATES_PROVIDER) {
    case 'offline':
      return new OfflineRateProvider();
    case 'kurs-resenje':
      return new KursResenjeProvider(config.EXCHANGE_RATES_URL);
    default: {
      const unknown: never = config.EXCHANGE_RATES_PROVIDER;
      throw new Error(`Unknown EXCHANGE_RATES_PROVIDER ${String(unknown)}`);
    }
  }
}
