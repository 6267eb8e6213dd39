import { LICENCE_ROLES } from '@izlog/contract/roles';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLicence, createSignedInUser } from '../../../test/factories';
import { call, createTestApp, type TTestApp } from '../../../test/harness';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { ANYONE, POLICY } from './policy';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('every route declares its permission', () => {
  it('lists every route of the app with a permission of the policy table', () => {
    expect(app.routeCatalogue.length).toBeGreaterThan(15);
    for (const route of app.routeCatalogue) {
      expect(Object.keys(POLICY), `${route.method} ${route.url}`).toContain(route.permission);
    }
    const urls = app.routeCatalogue.map((r) => `${r.method} ${r.url}`);
    expect(urls).toContain('POST /api/v1/users/login-licence-user');
    expect(urls).toContain('GET /api/v1/users');
  });

  it('refuses to start when a route declares no permission', async () => {
    const config = loadConfig({}, { DATABASE_URL: process.env.DATABASE_URL ?? 'memory://', LOG_LEVEL: 'silent' });
    const broken = await buildApp(config, {});
    broken.register(async (scope: FastifyInstance) => {
      scope.get('/api/v1/forgotten', async () => ({ secret: true }));
    });
    await expect(broken.ready()).rejects.toThrow('GET /api/v1/forgotten declares no permission');
    await broken.close().catch(() => {});
  });

  it('documents every API route in the OpenAPI document at /api/docs', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const documented = new Set<string>();
    for (const [path, operations] of Object.entries(response.json().paths as Record<string, object>)) {
      for (const method of Object.keys(operations)) documented.add(`${method.toUpperCase()} ${path}`);
    }
    const apiRoutes = app.routeCatalogue.filter((r) => r.url.startsWith('/api/v1/') && r.method !== 'HEAD');
    for (const route of apiRoutes) {
      expect(documented, `${route.method} ${route.url}`).toContain(
        `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`,
      );
    }
    const ui = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});

describe('the policy table decides, per role', () => {
  const roleWithAccess = (permission: keyof typeof POLICY, role: (typeof LICENCE_ROLES)[number]) => {
    const allowed = POLICY[permission];
    return allowed === ANYONE || (allowed as readonly string[]).includes(role);
  };

  it('lets only user administrators list users: 401 for visitors, 403 for other roles', async () => {
    const licence = await createLicence(app);
    const anonymous = await call(app, { method: 'GET', url: '/api/v1/users', licence: licence.id });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('You need to be logged in.');
    for (const role of LICENCE_ROLES) {
      const { token } = await createSignedInUser(app, licence, { role });
      const response = await call(app, { method: 'GET', url: '/api/v1/users', licence: licence.id, token });
      const expected = roleWithAccess('users.list', role) ? 200 : 403;
      expect(response.statusCode, role).toBe(expected);
      if (expected === 403) expect(response.json().message).toBe('Unauthorized access!');
    }
  });

  it('keeps the superadmin and admin as the user administrators of SPEC §6', () => {
    expect(POLICY['users.list']).toEqual(['SUPERADMIN', 'ADMIN']);
  });
});

describe('a licence that is not active', () => {
  it('can be read but takes no writes', async () => {
    const licence = await createLicence(app, { status: 'suspended' });
    const read = await call(app, { method: 'GET', url: '/api/v1/licences/get-licence-details', licence: licence.id });
    expect(read.statusCode).toBe(200);
    expect(read.json().status).toBe('suspended');
    const write = await call(app, {
      method: 'POST',
      url: '/api/v1/users/register-licence-front-user',
      licence: licence.id,
      payload: { email: 'a@example.com', password: 'abc', username: 'abc', terms: true },
    });
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe('This site is not active at the moment.');
  });
});
