/** The offline default: nothing is fetched; the rates table, seeded and kept by the platform admin, is the source. */
import type { ExchangeRateProvider, TFetchedRate } from './exchange-rate-provider';

export class OfflineRateProvider implements ExchangeRateProvider {
  readonly source = 'offline';
  readonly fetches = false;

  async fetchToday(): Promise<TFetchedRate[]> {
    return [];
  }
}
