/** Public licence calls a site needs at start (SPEC §7 "Licence and site"); the sales side comes later. */
import { ZPublicLicence } from '@izlog/contract/licence';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestScope } from '../../platform/http/request-scope';
import { getLanguageId, getLicenceDetails, getTemplateId } from './licence-details';

const tags = ['Licence and site'];

/** The licences module: the public licence calls. */
export async function licencesModule(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/licences/get-licence-details',
    {
      config: { permission: 'site.view' },
      schema: { tags, summary: 'Public details and settings of the site', response: { 200: ZPublicLicence } },
    },
    (request) => getLicenceDetails(requestScope(request)),
  );

  api.get(
    '/licences/get-template-id',
    {
      config: { permission: 'site.view' },
      schema: { tags, summary: 'Template of the site', response: { 200: z.object({ template_id: z.number() }) } },
    },
    (request) => getTemplateId(requestScope(request)),
  );

  api.get(
    '/licences/get-language-id',
    {
      config: { permission: 'site.view' },
      schema: {
        tags,
        summary: 'Language of the site (1 srp, 2 en)',
        response: { 200: z.object({ language_id: z.number() }) },
      },
    },
    (request) => getLanguageId(requestScope(request)),
  );
}
