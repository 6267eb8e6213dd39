/** OpenAPI generated from the routes' zod schemas, served with Swagger UI at /api/docs. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { DOCS_PREFIX } from '../permissions/route-permissions';

export const openApi = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Izlog API',
        version: '1',
        description:
          'Every call of a licence site. Select the site by its host or the `X-Licence` header (subdomain or id). ' +
          'Lists are paginated with `page` and `page_count` and answer X-Pagination-* and Link headers. ' +
          'Errors: 422 `[{field,message}]`, otherwise `{name,message,status}`; 511 means the session expired.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'auth_key from login' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: true });
});
