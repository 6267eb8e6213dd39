import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config';
import { callNameOf, registrationSite } from './route-index';

describe('a route index row (decision 0056)', () => {
  it('names an API call by the segment after its resource, a resource read by the resource, nothing off the API', () => {
    expect(callNameOf('/api/v1/contents/admin-update-article/:id')).toBe('admin-update-article');
    expect(callNameOf('/api/v1/contents/:id')).toBe('contents');
    expect(callNameOf('/api/v1/licence-content-type-options')).toBe('licence-content-type-options');
    expect(callNameOf('/health')).toBeNull();
  });

  it('takes the first frame of the registration stack that is neither Fastify nor the permission hook', () => {
    const registeredBy = new Error('registered');
    registeredBy.stack = [
      'Error: /api/v1/contents/admin-create-article registered',
      `    at Object.<anonymous> (${REPO_ROOT}/apps/server/src/platform/permissions/route-permissions.ts:45:26)`,
      `    at Object.addNewRoute (${REPO_ROOT}/node_modules/fastify/lib/route.js:301:16)`,
      `    at Object._post [as post] (${REPO_ROOT}/node_modules/fastify/fastify.js:214:34)`,
      `    at contentWritesRoutes (file://${REPO_ROOT}/apps/server/src/modules/site/contents/writes/x.routes.ts:82:11)`,
      `    at Plugin.exec (${REPO_ROOT}/node_modules/avvio/lib/plugin.js:138:28)`,
    ].join('\n');
    expect(registrationSite(registeredBy)).toEqual({
      file: 'apps/server/src/modules/site/contents/writes/x.routes.ts',
      line: 82,
    });
  });

  it("keeps a plugin's own file when no frame of the app registered the route, and refuses a stack without one", () => {
    const byPlugin = new Error('registered');
    byPlugin.stack = [
      'Error: * registered',
      `    at Object._options [as options] (${REPO_ROOT}/node_modules/fastify/fastify.js:220:34)`,
      `    at fastifyCors (${REPO_ROOT}/node_modules/@fastify/cors/index.js:78:11)`,
    ].join('\n');
    expect(registrationSite(byPlugin)).toEqual({ file: 'node_modules/@fastify/cors/index.js', line: 78 });
    const none = new Error('registered');
    none.stack =
      'Error: registered\n    at process.processTicksAndRejections (node:internal/process/task_queues:82:21)';
    expect(() => registrationSite(none)).toThrow(/No registration site/);
  });
});
