/**
 * Multipart bodies become plain objects before validation, with the same meaning as JSON (DESIGN §3). Files are
 * read into memory within the upload limit and arrive as `TUploadedFile` values under their field name.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { normalizeFormEntries, type TUploadedFile } from './form-body';

export const formBodies = fp<{ uploadMaxMb: number }>(async (app: FastifyInstance, { uploadMaxMb }) => {
  await app.register(multipart, {
    limits: { fileSize: uploadMaxMb * 1024 * 1024, files: 20, fields: 500, parts: 520, fieldSize: 1024 * 1024 },
  });

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, normalizeFormEntries(new URLSearchParams(body as string).entries()));
  });

  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    const entries: [string, unknown][] = [];
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        // An empty file input is "not given" (SPEC §5: optional fields skipped when empty).
        if (data.length === 0 && !part.filename) continue;
        const file: TUploadedFile = {
          kind: 'file',
          field: part.fieldname,
          filename: part.filename,
          mimetype: part.mimetype,
          data,
        };
        entries.push([part.fieldname, file]);
      } else {
        entries.push([part.fieldname, part.value]);
      }
    }
    request.body = normalizeFormEntries(entries);
  });
});
