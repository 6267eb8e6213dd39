/**
 * admin-delete-attribute removes the attribute with its values, links and the products' choices of its values;
 * admin-delete-attribute-category-link removes one attribute_connect link and keeps the attribute.
 */
import { formatMessage } from '@izlog/contract/messages';
import { notFound } from '../../platform/http/errors';
import { deleteAttributeRow, deleteLinkRow, findAttribute, findLink } from './attributes.queries';
import type { TCategoryContext } from './category-context';

export async function deleteAttribute(ctx: TCategoryContext, id: number): Promise<{ message: string }> {
  if (!(await findAttribute(ctx.tenant, id))) throw notFound();
  await deleteAttributeRow(ctx.tenant, id);
  return { message: formatMessage('attribute_deleted', ctx.language) };
}

export async function deleteAttributeLink(ctx: TCategoryContext, id: number): Promise<{ message: string }> {
  if (!(await findLink(ctx.tenant, id))) throw notFound();
  await deleteLinkRow(ctx.tenant, id);
  return { message: formatMessage('attribute_link_deleted', ctx.language) };
}
