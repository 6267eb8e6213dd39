/**
 * One error type with stable message keys, and the single mapping of every error to the wire shapes of DESIGN §3:
 * 422 `[{field, message}]`; anything else `{name, message, status}`, translated by the request's language.
 */
import { STATUS_CODES } from 'node:http';
import type { TLanguage } from '@izlog/contract/constants';
import { formatMessage, type TMessageKey, type TMessageParams } from '@izlog/contract/messages';
import { toFieldErrors } from '@izlog/contract/validation';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly key: TMessageKey,
    readonly params: TMessageParams = {},
    /** The one field a conflict is about (a taken e-mail or username): the body names it, so a form shows it there. */
    readonly field?: string,
  ) {
    super(key);
  }
}

export type TFieldProblem = { field: string; key: TMessageKey; params?: TMessageParams };

/** A 422 raised by a rule the schema cannot express (uniqueness, captcha, an image's bytes). */
export class FieldValidationError extends Error {
  constructor(readonly problems: TFieldProblem[]) {
    super('validation');
  }
}

export const fieldError = (field: string, key: TMessageKey, params?: TMessageParams) =>
  new FieldValidationError([{ field, key, params }]);

export const notFound = () => new AppError(404, 'not_found');
export const forbidden = () => new AppError(403, 'unauthorized');
export const loginRequired = () => new AppError(401, 'login_required');
export const sessionExpired = () => new AppError(511, 'session_expired');
/** 409 naming the field whose value is taken: `{name, message, status, field}`. */
export const fieldConflict = (field: string, key: TMessageKey) => new AppError(409, key, {}, field);

/** Fastify's own 4xx errors, by code, to our messages. */
const FASTIFY_CODES: Record<string, { status: number; key: TMessageKey }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'unsupported_media_type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: 'malformed_body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'malformed_body' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'malformed_body' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'payload_too_large' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, key: 'file_too_large' },
  FST_FILES_LIMIT: { status: 413, key: 'too_many_files' },
  FST_PARTS_LIMIT: { status: 413, key: 'too_many_files' },
  FST_FIELDS_LIMIT: { status: 413, key: 'payload_too_large' },
  FST_PROTO_VIOLATION: { status: 400, key: 'malformed_body' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, key: 'unsupported_media_type' },
};

export type TErrorBody = { name: string; message: string; status: number; field?: string };

export function errorBody(
  status: number,
  key: TMessageKey,
  language: TLanguage,
  params?: TMessageParams,
  field?: string,
): TErrorBody {
  const body: TErrorBody = {
    name: STATUS_CODES[status] ?? 'Error',
    message: formatMessage(key, language, params),
    status,
  };
  return field ? { ...body, field } : body;
}

type TFastifyIssue = { instancePath: string; message?: string; params?: Record<string, unknown> };

export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply, uploadMaxMb: number) {
  const language = request.language;
  if (error instanceof FieldValidationError) {
    return reply
      .code(422)
      .send(error.problems.map((p) => ({ field: p.field, message: formatMessage(p.key, language, p.params) })));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = (error.validation as unknown as TFastifyIssue[]).map((v) => ({
      ...v.params,
      path: v.instancePath.split('/').filter(Boolean),
      message: v.message ?? 'field_invalid',
    }));
    return reply.code(422).send(toFieldErrors(issues as unknown as z.core.$ZodIssue[], language));
  }
  if (error instanceof AppError) {
    if (error.status === 429 && error.params.seconds) reply.header('Retry-After', String(error.params.seconds));
    return reply.code(error.status).send(errorBody(error.status, error.key, language, error.params, error.field));
  }
  const fastifyError = error as Partial<FastifyError>;
  const known = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
  if (known) {
    return reply.code(known.status).send(errorBody(known.status, known.key, language, { max: uploadMaxMb }));
  }
  if (fastifyError.statusCode === 429) {
    const seconds = Math.ceil(Number(reply.getHeader('retry-after') ?? 60));
    return reply.code(429).send(errorBody(429, 'too_many_requests', language, { seconds }));
  }
  const status = fastifyError.statusCode;
  if (error instanceof SyntaxError || (status && status >= 400 && status < 500)) {
    const code = status && status >= 400 && status < 500 ? status : 400;
    request.log.info({ err: error }, 'client error');
    return reply.code(code).send(errorBody(code, code === 413 ? 'payload_too_large' : 'bad_request', language));
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send(errorBody(500, 'internal', language));
}
