import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createLicence, createUser } from '../test/factories';
import { createTestApp } from '../test/harness';
import { buildApp } from './app';
import { loadConfig } from './config';
import { licences } from './db/schema';

describe('server lifecycle', () => {
  it('finishes a request in flight when it shuts down, then refuses new connections', async () => {
    const app = await createTestApp();
    const licence = await createLicence(app);
    const user = await createUser(app, licence);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const url = `http://127.0.0.1:${port}/api/v1/users/login-licence-user`;

    // The shutdown starts once the login handler runs; hashing the password keeps it in flight.
    let handlerStarted!: () => void;
    const started = new Promise<void>((resolve) => {
      handlerStarted = resolve;
    });
    const throttle = app.deps.loginThrottle;
    const assertAllowed = throttle.assertAllowed.bind(throttle);
    throttle.assertAllowed = (key: string) => {
      handlerStarted();
      assertAllowed(key);
    };
    const inFlight = fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-licence': String(licence.id) },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    await started;
    await app.close();

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(((await response.json()) as { auth_key: string }).auth_key).toBeTruthy();
    await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow();
  });

  it('keeps its data across restarts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'izlog-restart-'));
    const config = loadConfig(
      {},
      {
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
      },
    );
    const first = await buildApp(config);
    const licence = await createLicence(first, { titleOfApp: 'Ostaje posle restarta' });
    await first.close();

    const second = await buildApp(config);
    const [again] = await second.deps.platformDb.select().from(licences).where(eq(licences.id, licence.id));
    expect(again?.titleOfApp).toBe('Ostaje posle restarta');
    const health = await second.inject({ method: 'GET', url: '/health' });
    expect(health.json()).toEqual({ status: 'ok', database: 'ok' });
    await second.close();
  });
});
