/** Public licence calls a site needs at start (SPEC §7 "Licence and site"); the sales side comes later. */
import { ZPublicLicence } from '@izlog/contract/licence';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { presentPublicLicence } from './licence.presenter';

const tags = ['Licence and site'];

export async function licencesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/licences/get-licence-details',
    {
      config: { permission: 'site.view' },
      schema: { tags, summary: 'Public details and settings of the site', response: { 200: ZPublicLicence } },
    },
    (request) => presentPublicLicence(request.licence!, app.deps),
  );

  api.get(
    '/licences/get-template-id',
    {
      config: { permission: 'site.view' },
      schema: { tags, summary: 'Template of the site', response: { 200: z.object({ template_id: z.number() }) } },
    },
    (request) => ({ template_id: request.licence!.templateId }),
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
    (request) => ({ language_id: request.licence!.languageId }),
  );
}
