/**
 * Multipart bodies become plain objects before validation, with the same meaning as JSON (DESIGN §3). Files are
 * read into memory within the upload limit and arrive as `TUploadedFile` values under their field name.
 */
import multipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors';
import { isUploadedFile, normalizeFormEntries, type TUploadedFile } from './form-body';
import { readRefusedBodyFirst } from './refused-body';

/**
 * Longest query string answered, in characters as sent (decision 0018): past it a 414 says so plainly, instead of a
 * list quietly ignoring most of it.
 */
export const QUERY_MAX_CHARS = 4096;

/** PostgreSQL text cannot hold U+0000, and no field means anything with it: such input is malformed, not a 500. */
function hasNul(root: unknown): boolean {
  const pending = [root]; // a loop, not recursion: JSON may nest deeper than the stack
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string' && value.includes('\u0000')) return true;
    if (typeof value === 'object' && value !== null && !isUploadedFile(value)) {
      for (const child of Object.values(value)) pending.push(child);
    }
  }
  return false;
}

export const formBodies = fp<{ uploadMaxMb: number }>(async (app: FastifyInstance, { uploadMaxMb }) => {
  await app.register(multipart, {
    limits: { fileSize: uploadMaxMb * 1024 * 1024, files: 20, fields: 500, parts: 520, fieldSize: 1024 * 1024 },
  });

  // DESIGN §3: bodies are JSON, urlencoded or multipart; Fastify's built-in text/plain parser would let a plain string
  // through to validation, so anything else is a 415.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, normalizeFormEntries(new URLSearchParams(body as string).entries()));
  });

  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    const entries: [string, unknown][] = [];
    try {
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
    } catch (error) {
      // Busboy reports a broken body (no boundary, cut short) as a plain Error; coded errors (the 413s) pass through.
      if ((error as FastifyError).code || (error as FastifyError).statusCode) throw error;
      throw new AppError(400, 'malformed_body');
    }
    request.body = normalizeFormEntries(entries);
  });

  app.addHook('onSend', readRefusedBodyFirst);

  app.addHook('preValidation', async (request) => {
    const queryStart = request.url.indexOf('?');
    if (queryStart !== -1 && request.url.length - queryStart - 1 > QUERY_MAX_CHARS) {
      throw new AppError(414, 'query_too_long', { max: QUERY_MAX_CHARS });
    }
    if (hasNul(request.body) || hasNul(request.query) || hasNul(request.params)) throw new AppError(400, 'bad_request');
  });
});
