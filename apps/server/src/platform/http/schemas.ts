/** Server-side zod pieces that are about HTTP rather than the product's rules. */
import { z } from 'zod';
import { isUploadedFile, type TUploadedFile } from './form-body';

/** A required uploaded file; shown in OpenAPI as binary. */
export const zUploadedFile = z
  .custom<TUploadedFile>((value) => isUploadedFile(value), { message: 'field_required' })
  .meta({ type: 'string', format: 'binary' });

export const zIdParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
