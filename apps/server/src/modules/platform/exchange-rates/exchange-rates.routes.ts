/**
 * The exchange-rates module (SPEC §7 third party, issue 13; decision 0027): everyone reads the central bank's middle
 * rate as Izlog keeps it, the platform admin sets a day's rate; the daily fetch job is registered here.
 */
import {
  ZExchangeRate,
  ZExchangeRateList,
  ZExchangeRatesQuery,
  ZUpdateExchangeRateRequest,
} from '@izlog/contract/exchange-rates';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerExchangeRateJobs } from '../../../platform/exchange-rates/fetch-exchange-rates-job';
import { requestScope } from '../../../platform/http/request-scope';
import { listExchangeRates } from './list-exchange-rates';
import { updateExchangeRate } from './update-exchange-rate';

const tags = ['Exchange rates'];

export async function exchangeRatesModule(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  await registerExchangeRateJobs(app.deps.jobs, app.deps.exchangeRates, app.log);

  api.get(
    '/exchange-rates',
    {
      config: { permission: 'rates.read', host: 'any' },
      schema: {
        tags,
        summary:
          'The central bank’s middle rate in force today, or on `date` (RSD per parity units), with its day and staleness',
        querystring: ZExchangeRatesQuery,
        response: { 200: ZExchangeRateList },
      },
    },
    (request) => listExchangeRates(app.deps, request.query.date),
  );

  api.post(
    '/exchange-rates/update-rate',
    {
      config: { permission: 'sales.platformAdmin', host: 'any' },
      schema: {
        tags,
        summary: 'The platform admin sets the middle rate of a day (four decimals); it wins over a fetched list',
        body: ZUpdateExchangeRateRequest,
        response: { 200: ZExchangeRate },
      },
    },
    (request) => updateExchangeRate(requestScope(request), request.body),
  );
}
