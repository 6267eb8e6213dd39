/** Chooses the places provider by configuration (PLACES_PROVIDER), with an exhaustive match. */
import type { TConfig } from '../../config';
import { OfflinePlaces } from './offline-places';
import type { PlacesProvider } from './places-provider';

export function createPlacesProvider(config: Pick<TConfig, 'PLACES_PROVIDER'>): PlacesProvider {
  switch (config.PLACES_PROVIDER) {
    case 'offline':
      return new OfflinePlaces();
    default: {
      const unknown: never = config.PLACES_PROVIDER;
      throw new Error(`Unknown PLACES_PROVIDER: ${String(unknown)}`);
    }
  }
}
