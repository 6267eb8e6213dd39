/**
 * What the platform sells, for anyone on any host (SPEC §7, issue 13): the templates with their demo preview and the
 * licence price list. Read-only and the same for everyone but the language.
 */
import { ZLicencePrices, ZTemplateList } from '@izlog/contract/sales';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getLicencePrices } from './licence-prices';
import { listTemplates } from './list-templates';

const tags = ['Licence sales'];
const config = { permission: 'sales.catalogue', host: 'any' } as const;

/** The sales catalogue module: GET /templates and GET /licences/get-licence-prices. */
export async function salesCatalogueModule(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/templates',
    {
      config,
      schema: {
        tags,
        summary: 'The templates a licence can wear, named in the request language, each with its demo site',
        response: { 200: ZTemplateList },
      },
    },
    (request) => listTemplates(request.server.deps.config, request.language),
  );

  api.get(
    '/licences/get-licence-prices',
    {
      config,
      schema: {
        tags,
        summary:
          'Yearly price of each licence type in RSD with VAT, in EUR for information at the middle rate (with its date), and what each includes',
        response: { 200: ZLicencePrices },
      },
    },
    (request) => getLicencePrices(request.server.deps, request.language),
  );
}
