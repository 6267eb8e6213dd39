/**
 * The demo accounts' tours (issue 16): the first admin (the browser tests' and a newcomer's login) has seen the
 * admin's tour, so no tour covers the site at sign-in; Vesna Marković, new to the site, has seen none, so hers starts.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TTestApp } from '../../test/harness';
import { DEMO_LICENCES } from './demo-data';
import { seed } from './seed';

const RUN = randomBytes(3).toString('hex');
const DEMO = { ...DEMO_LICENCES[0]!, subdomain: `tours-${RUN}` };

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
  await seed(app.deps.platformDb, [DEMO]);
  // Again: a second run changes nothing.
  await seed(app.deps.platformDb, [DEMO]);
});
afterAll(() => app.close());

async function progressOf(email: string) {
  const host = `${DEMO.subdomain}.localhost`;
  const login = await call(app, {
    method: 'POST',
    url: '/api/v1/users/login-licence-user',
    headers: { host },
    payload: { email, password: DEMO.password },
  });
  expect(login.statusCode, email).toBe(200);
  const answer = await call(app, {
    method: 'GET',
    url: '/api/v1/tours/progress',
    headers: { host },
    token: login.json().auth_key,
  });
  return answer.json() as { tour_key: string; status: string }[];
}

describe('the demo accounts’ tours', () => {
  it('has the first admin’s tour seen, and Vesna Marković’s not', async () => {
    const admin = await progressOf('admin@demo.example.com');
    expect(admin.find((entry) => entry.tour_key === 'admin-home')?.status).toBe('finished');
    expect(await progressOf('vesna.markovic@demo.example.com')).toEqual([]);
  });
});
