/**
 * HTTP of the content writes (SPEC §7 POST /contents/...): one route per row of the table in content-calls.ts.
 * Bodies as JSON, urlencoded or multipart with the same meaning; files for image, gallery and new_gallery.
 */

import { CONTENT_TYPE } from '@izlog/contract/constants';
import {
  applyContentFieldAliases,
  MAX_GALLERY_ITEMS,
  ZContent,
  ZContentWriteRequest,
  ZProductWriteRequest,
  zPrice,
} from '@izlog/contract/contents';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isUploadedFile, type TUploadedFile } from '../../../../platform/http/form-body';
import { partialBody } from '../../../../platform/http/partial-update';
import { requestScope } from '../../../../platform/http/request-scope';
import { zIdParam } from '../../../../platform/http/schemas';
import { CONTENT_CALLS, CONTENT_TYPE_LABEL, type TContentCall } from './content-calls';
import type { TContentForm, TContentSent } from './content-input';
import { createContent } from './create-content';
import { deleteContent, disableContent } from './remove-content';
import { updateContent } from './update-content';

const tags = ['Contents'];

/** A picture as an uploaded file; anything else sent in its place is not a valid photo. */
const zImageFile = z
  .custom<TUploadedFile>((value) => isUploadedFile(value), { message: 'photo_format_invalid' })
  .meta({ type: 'string', format: 'binary' });
const zImageFiles = z.preprocess(
  (value) =>
    value === undefined || value === '' ? undefined : (Array.isArray(value) ? value : [value]).filter((v) => v !== ''),
  z.array(zImageFile).max(MAX_GALLERY_ITEMS).optional(),
);
const files = {
  image: z.preprocess((value) => (value === '' ? undefined : value), zImageFile.optional()),
  gallery: zImageFiles,
  new_gallery: zImageFiles,
};
const ZContentBody = z.preprocess(applyContentFieldAliases, ZContentWriteRequest.extend(files));
const ZProductBody = z.preprocess(applyContentFieldAliases, ZProductWriteRequest.extend(files));
/**
 * An update's body (decision 0050): any field may be left out and keeps its value; a required one sent empty is
 * refused. The price is read as sent (empty is null, "on request"); left out, it stays absent.
 */
const ZContentUpdateBody = z.preprocess(applyContentFieldAliases, partialBody(ZContentWriteRequest).extend(files));
const ZProductUpdateBody = z.preprocess(
  applyContentFieldAliases,
  partialBody(ZProductWriteRequest.extend({ price: zPrice.optional() })).extend(files),
);
const ZMessage = z.object({ message: z.string() });

function summaryOf(call: TContentCall): string {
  const what = CONTENT_TYPE_LABEL[call.contentTypeId];
  const saves = call.event === 'saveDraft' ? 'as a draft' : 'and publish it (clients and users: to moderation)';
  switch (call.operation) {
    case 'create':
      return `Create a ${what} ${saves}`;
    case 'update':
      return `Update a ${what} ${saves}`;
    case 'delete':
      return `Delete a ${what}`;
    case 'deleteDraft':
      return `Delete a ${what} that is a draft`;
    case 'disable':
      return `Turn a ${what} off (status deleted)`;
  }
}

export async function contentWritesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const call of CONTENT_CALLS) {
    const isProduct = call.contentTypeId === CONTENT_TYPE.product;
    const body = isProduct ? ZProductBody : ZContentBody;
    const base = { tags, summary: summaryOf(call) };
    const config = { permission: call.permission };
    if (call.operation === 'create') {
      api.post(
        `/contents/${call.name}`,
        { config, schema: { ...base, body, response: { 200: ZContent } } },
        (request) => createContent(requestScope(request), call, request.body as TContentForm),
      );
    } else if (call.operation === 'update') {
      api.post(
        `/contents/${call.name}/:id`,
        {
          config,
          schema: {
            ...base,
            params: zIdParam,
            body: isProduct ? ZProductUpdateBody : ZContentUpdateBody,
            response: { 200: ZContent },
          },
        },
        (request) => updateContent(requestScope(request), call, request.params.id, request.body as TContentSent),
      );
    } else if (call.operation === 'disable') {
      api.post(
        `/contents/${call.name}/:id`,
        { config, schema: { ...base, params: zIdParam, response: { 200: ZContent } } },
        (request) => disableContent(requestScope(request), call, request.params.id),
      );
    } else {
      api.post(
        `/contents/${call.name}/:id`,
        { config, schema: { ...base, params: zIdParam, response: { 200: ZMessage } } },
        (request) => deleteContent(requestScope(request), call, request.params.id),
      );
    }
  }
}
