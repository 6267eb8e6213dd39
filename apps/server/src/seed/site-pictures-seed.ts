/**
 * Draws the demo sites' logos, hero images and their people's avatars (seed/pictures/site-pictures.ts) and stores
 * them as an upload is stored: re-encoded variants of the picture's kind, recorded in media_files under the person
 * who would have uploaded it. Only what is still missing is drawn, so a second run costs two queries per site.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { licences, users } from '../db/schema';
import { storeImageInput } from '../modules/site/media/image-input';
import type { TImageKind } from '../platform/images/images';
import { TenantDb } from '../platform/tenancy/tenant-db';
import { DEMO_LICENCES, type TDemoAccount, type TDemoLicence } from './demo-data';
import { renderHero, renderLogo, renderPortrait } from './pictures/site-pictures';

type TPicture = { data: Buffer; filename: string; mimetype: string };

const png = (data: Buffer, name: string): TPicture => ({ data, filename: `${name}.png`, mimetype: 'image/png' });
const jpeg = (data: Buffer, name: string): TPicture => ({ data, filename: `${name}.jpg`, mimetype: 'image/jpeg' });

async function avatarOf(account: TDemoAccount): Promise<TPicture | null> {
  const name = account.username.replace(/[^a-z0-9]+/gi, '-');
  if (!account.avatar) return null;
  if ('logo' in account.avatar) return png(await renderLogo(account.avatar.logo), name);
  return jpeg(await renderPortrait(account.avatar.portrait), name);
}

export async function seedSitePictures(app: FastifyInstance, sites: TDemoLicence[] = DEMO_LICENCES): Promise<void> {
  for (const demo of sites) await seedPicturesOf(app, demo);
}

async function seedPicturesOf(app: FastifyInstance, demo: TDemoLicence): Promise<void> {
  const db = app.deps.platformDb;
  const [licence] = await db.select().from(licences).where(eq(licences.titleOfAppUnique, demo.subdomain));
  if (!licence) return;
  const tenant = new TenantDb(db, licence.id);
  const withoutAvatar = new Map(
    (await tenant.selectFields(users, { id: users.id, email: users.email }, isNull(users.avatar))).map((user) => [
      user.email,
      user.id,
    ]),
  );
  const owner = await tenant.findOne(users, eq(users.role, 'SUPERADMIN'));

  const store = async (picture: TPicture, field: string, kind: TImageKind, userId?: number) => {
    const stored = await storeImageInput(
      // The seed's own pictures: no one's budget.
      { deps: app.deps, licenceId: licence.id, userId, payer: null, db: tenant },
      { file: { kind: 'file', field, ...picture } },
      field,
      kind,
    );
    return stored!.url;
  };

  // Drawn side by side: sharp renders and encodes off the main thread.
  const work: Promise<unknown>[] = [];
  if (!licence.icon)
    work.push(
      renderLogo(demo.logo).then(async (data) => {
        const icon = await store(png(data, `${demo.subdomain}-logo`), 'icon', 'logo', owner?.id);
        await app.deps.licenceRows.update(db, licence.id, { icon }, { whileNull: 'icon' });
      }),
    );
  if (!licence.siteImage)
    work.push(
      renderHero(demo.siteImage).then(async (data) => {
        const siteImage = await store(jpeg(data, `${demo.subdomain}-hero`), 'site_image', 'siteImage', owner?.id);
        await app.deps.licenceRows.update(db, licence.id, { siteImage }, { whileNull: 'siteImage' });
      }),
    );
  let hasDrawnAvatars = false;
  for (const account of demo.accounts) {
    const userId = withoutAvatar.get(account.email);
    if (userId === undefined || !account.avatar) continue;
    work.push(
      avatarOf(account).then(async (picture) => {
        const avatar = await store(picture!, 'avatar', 'logo', userId);
        await tenant.update(users, { avatar }, and(eq(users.id, userId), isNull(users.avatar))!);
      }),
    );
    hasDrawnAvatars = true;
  }
  await Promise.all(work);
  // Its people's profiles changed under the app: the visitors' answers showing them go (the licence's own pictures
  // made its row's owner drop what the app held of the licence already).
  if (hasDrawnAvatars) app.deps.publicCache.invalidateLicence(licence.id);
}
