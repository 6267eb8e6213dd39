/**
 * admin-delete-attribute removes the attribute with its values, links and the products' choices of its values;
 * admin-delete-attribute-category-link removes one attribute_connect link and keeps the attribute.
 */
import { formatMessage } from '@izlog/contract/messages';
import { notFound } from '../../../platform/http/errors';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { deleteAttributeRow, deleteLinkRow, findAttribute, findLink } from './attributes.queries';

export async function deleteAttribute(scope: TRequestScope, id: number): Promise<{ message: string }> {
  if (!(await findAttribute(scope.tenant, id))) throw notFound();
  await deleteAttributeRow(scope.tenant, id);
  return { message: formatMessage('attribute_deleted', scope.language) };
}

export async function deleteAttributeLink(scope: TRequestScope, id: number): Promise<{ message: string }> {
  if (!(await findLink(scope.tenant, id))) throw notFound();
  await deleteLinkRow(scope.tenant, id);
  return { message: formatMessage('attribute_link_deleted', scope.language) };
}
