/** Platform accounts for tests (sales users, partners, the platform admin), each with an e-mail of its own. */
import { randomBytes } from 'node:crypto';
import type { TPlatformRole } from '@izlog/contract/roles';
import type { FastifyInstance } from 'fastify';
import { platformUsers } from '../../src/db/schema';
import { hashPassword } from '../../src/platform/auth/secrets';
import { call } from '../harness';

export const PLATFORM_PASSWORD = 'platform-pass';
let sharedHash: Promise<string> | undefined;

export type TTestPlatformUser = typeof platformUsers.$inferSelect & { password: string };

export async function createPlatformUser(
  app: FastifyInstance,
  role: TPlatformRole,
  values: Partial<typeof platformUsers.$inferInsert> = {},
): Promise<TTestPlatformUser> {
  sharedHash ??= hashPassword(PLATFORM_PASSWORD);
  const email = `${role.toLowerCase()}-${randomBytes(4).toString('hex')}@platform.example.com`;
  const [row] = await app.deps.platformDb
    .insert(platformUsers)
    .values({ email, name: `Test ${role}`, passwordHash: await sharedHash, role, ...values })
    .returning();
  return { ...row!, password: PLATFORM_PASSWORD };
}

/** Signs in on the platform host; answers the bearer token. */
export async function signInPlatformUser(app: FastifyInstance, user: { email: string; password: string }) {
  const response = await call(app, {
    method: 'POST',
    url: '/api/v1/users/login-sales-user',
    payload: { email: user.email, password: user.password },
  });
  if (response.statusCode !== 200) throw new Error(`platform login failed: ${response.statusCode} ${response.body}`);
  return response.json().auth_key as string;
}

export async function createSignedInPlatformUser(app: FastifyInstance, role: TPlatformRole) {
  const user = await createPlatformUser(app, role);
  return { user, token: await signInPlatformUser(app, user) };
}
