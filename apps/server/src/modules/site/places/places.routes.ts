/**
 * Address autocomplete (SPEC §2, §5): suggestions for a location field, answered by the configured places provider.
 * Public, because registration needs it before anyone is signed in; rate-limited per address, since forms ask as
 * the user types.
 */
import { ZFieldErrorList } from '@izlog/contract/errors';
import { ZPlaceSuggestion, ZPlaceSuggestQuery } from '@izlog/contract/places';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { suggestAddresses } from './suggest-addresses';

const SUGGESTIONS_PER_MINUTE = 120;

/** The places module: address suggestions. */
export async function placesModule(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/places/suggest',
    {
      config: {
        permission: 'places.suggest',
        // The platform site's forms ask too (a new licence's location in the purchase wizard, the sales console).
        host: 'any',
        rateLimit: { max: SUGGESTIONS_PER_MINUTE, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['Places'],
        summary: 'Address suggestions for "street and number, place" (any script); blank q gives an empty list',
        querystring: ZPlaceSuggestQuery,
        response: { 200: z.array(ZPlaceSuggestion), 422: ZFieldErrorList },
      },
    },
    (request) => suggestAddresses(app.deps.places, request.query.q, request.query.limit),
  );
}
