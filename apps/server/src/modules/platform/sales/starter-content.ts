/**
 * A new site's starter content (issue 13), written inside the provisioning transaction through the same operations
 * an admin's calls use (categories, contents: slugs, search text, history, tags), as the site's SUPERADMIN: its first
 * categories, a welcome article, the "About us" page and a hero picture. The order's own facts fill the words in.
 */

import type { TLicenceType } from '@izlog/contract/constants';
import { LANGUAGE_ID, type TLanguage } from '@izlog/contract/constants';
import { ZContentWriteRequest } from '@izlog/contract/contents';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { createCategory } from '../../site/categories/create-category';
import { CONTENT_CALLS } from '../../site/contents/writes/content-calls';
import { createContent } from '../../site/contents/writes/create-content';
import { storeImageInput } from '../../site/media/image-input';
import { drawStarterPicture } from './starter-pictures';
import { starterTexts, type TStarterCategory, type TStarterTexts } from './starter-texts';

export const languageOfId = (languageId: number): TLanguage => (languageId === LANGUAGE_ID.en ? 'en' : 'srp');

const callNamed = (name: string) => {
  const call = CONTENT_CALLS.find((candidate) => candidate.name === name);
  if (!call) throw new Error(`no content call ${name}`);
  return call;
};

async function createCategories(scope: TRequestScope, categories: TStarterCategory[]): Promise<number[]> {
  const ids: number[] = [];
  for (const category of categories) {
    const created = await createCategory(scope, {
      name: category.name,
      description: category.description,
      content_type_id: category.contentTypeId,
      color: category.color,
      status: 'active',
    });
    ids.push(created.id);
  }
  return ids;
}

/** Writes the starter content; answers the hero picture's address for the site settings. */
export async function writeStarterContent(
  scope: TRequestScope,
  texts: TStarterTexts,
  licenceType: TLicenceType,
): Promise<{ siteImage: string | null }> {
  const [newsCategoryId] = await createCategories(scope, texts.articleCategories);
  await createCategories(scope, texts.blogCategories);
  // Products and catalogs are the e-commerce licence's (the price list's features): other sites get no empty shop.
  if (licenceType === 'e-commerce') await createCategories(scope, texts.productCategories);

  const welcomeColor = texts.articleCategories[0]?.color ?? '#1c7ed6';
  await createContent(scope, callNamed('admin-create-article'), {
    ...ZContentWriteRequest.parse({
      title: texts.welcome.title,
      description: texts.welcome.description,
      content_text: texts.welcome.contentText,
      category_id: newsCategoryId,
      comments_allowed: true,
      tags: texts.welcome.tags,
    }),
    image: await drawStarterPicture(welcomeColor),
  });
  await createContent(scope, callNamed('admin-create-page'), {
    ...ZContentWriteRequest.parse({ title: texts.about.title, content_text: texts.about.contentText }),
  });

  const hero = await storeImageInput(
    {
      deps: scope.deps,
      licenceId: scope.licence.id,
      userId: scope.actor.kind === 'user' ? scope.actor.userId : undefined,
      // Drawn by the server itself: no one's budget.
      payer: null,
      db: scope.tenant,
    },
    { file: await drawStarterPicture(welcomeColor, 1800, 1200) },
    'site_image',
    'siteImage',
  );
  return { siteImage: hero?.url ?? null };
}

export { starterTexts };
