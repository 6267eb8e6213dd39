/** Catalogs as the wire shows them (ZCatalog); their products are content list items (contents' presenter). */
import type { TCatalog } from '@izlog/contract/catalogs';
import type { TContentStatus } from '@izlog/contract/constants';
import { contentImageSizes, rejectionOf } from '../contents/content.presenter';
import type { TCatalogRecord } from './catalogs.queries';

export function presentCatalog(record: TCatalogRecord): TCatalog {
  return {
    id: record.id,
    name: record.name,
    slug: record.slug,
    category_id: record.categoryId,
    description: record.description,
    image: record.image,
    image_sizes: contentImageSizes(record.image),
    author_id: record.authorId,
    author: record.author
      ? {
          id: record.author.id,
          username: record.author.username,
          name: record.author.name,
          surname: record.author.surname,
          company_name: record.author.companyName,
          avatar: record.author.avatar,
        }
      : null,
    status: record.status as TContentStatus,
    // For the author and staff, the remark that applies to what they edit: the waiting edit's, if one waits.
    remark_request_for_edit: record.pendingRevision
      ? record.pendingRevision.remark_request_for_edit
      : record.remarkRequestForEdit,
    products: record.productIds,
    created_at: record.createdAt.toISOString(),
    updated_at: record.updatedAt.toISOString(),
    ...(record.pendingRevision !== undefined ? { pending_revision: record.pendingRevision } : {}),
    ...rejectionOf(record),
  };
}
