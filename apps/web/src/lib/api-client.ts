/** The one HTTP client of the web shell: bearer token, language, JSON or multipart bodies, typed errors. */
import { API_BASE, SESSION_EXPIRED_STATUS } from '@izlog/contract/constants';
import { readPaginationHeaders, type TPaginationInfo } from '@izlog/contract/pagination-headers';
import type { TFieldError } from '@izlog/contract/validation';
import { fileNameOf } from './content-disposition';
import { getCurrentUser } from './current-user-store';
import { getLanguage, i18n, inInterfaceScript } from './i18n';
import { getSalesUser } from './sales-user-store';
import { handleSessionExpired } from './session-expiry';
import { getToken } from './token-storage';

/** "Log in first": sent without a token while this tab still shows someone signed in, the session ended elsewhere. */
const LOGIN_REQUIRED_STATUS = 401;
const isUserShown = () => getCurrentUser() !== null || getSalesUser() !== null;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    /** The 422 list `[{field, message}]`, already translated by the server; empty otherwise. */
    readonly fieldErrors: TFieldError[] = [],
  ) {
    super(message);
  }
}

/** Status of an error that never reached the server (offline, DNS, refused). */
const NETWORK_ERROR_STATUS = 0;

type TRequestOptions = {
  method?: 'GET' | 'POST';
  /** A FormData goes as multipart; anything else as JSON. */
  body?: unknown;
  signal?: AbortSignal;
};

type TTransport = (url: string, init: RequestInit) => Promise<Response>;
let transport: TTransport = (url, init) => fetch(url, init);

/** The server's rendering of public pages answers the calls in-process (server-render/render-public-page.tsx). */
export function setApiTransport(next: TTransport): void {
  transport = next;
}

export async function apiRequest<T>(path: string, options: TRequestOptions = {}): Promise<T> {
  return (await send<T>(path, options)).data;
}

/** One page of a list and where it stands (SPEC §3: pagination info from the response headers). */
export type TPage<T> = { items: T[]; pagination: TPaginationInfo };

/** The body and the response headers, for calls that page by other headers (the stock photos' `Link`). */
export async function apiRequestWithHeaders<T>(
  path: string,
  options: TRequestOptions = {},
): Promise<{ data: T; headers: Headers }> {
  return send<T>(path, options);
}

/**
 * The body and the answer's status, for calls whose successes differ in meaning (link-product-to-planner: 200 when
 * linked, 202 when it was already there).
 */
export async function apiRequestWithStatus<T>(
  path: string,
  options: TRequestOptions = {},
): Promise<{ data: T; status: number }> {
  const { data, status } = await send<T>(path, options);
  return { data, status };
}

export async function apiRequestPage<T>(path: string, options: TRequestOptions = {}): Promise<TPage<T>> {
  const { data, headers } = await send<T[]>(path, options);
  return { items: Array.isArray(data) ? data : [], pagination: readPaginationHeaders((name) => headers.get(name)) };
}

async function send<T>(
  path: string,
  { method = 'GET', body, signal }: TRequestOptions,
): Promise<{ data: T; headers: Headers; status: number }> {
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': getLanguage() });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await transport(`${API_BASE}${path}`, { method, headers, body: payload, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(NETWORK_ERROR_STATUS, i18n.t('common.serverUnreachable'));
  }

  const data = await readBody(response);
  if (response.ok) return { data: data as T, headers: response.headers, status: response.status };
  if (response.status === LOGIN_REQUIRED_STATUS && !token && isUserShown()) handleSessionExpired('loggedOutElsewhere');
  if (response.status === SESSION_EXPIRED_STATUS && token) {
    // Several calls can meet the same dead token: only the first one reacts.
    if (getToken() === token) handleSessionExpired();
    // The session is gone, but what a visitor may read still loads: read it again without the token.
    if (method === 'GET') return send<T>(path, { method, body, signal });
  }
  throw toApiError(response.status, data);
}

/**
 * A file the API answers (a contact message's attachment, which only staff may download): its bytes, asked for with
 * the same token and language as every call, and failing with the same errors.
 */
export async function apiRequestBlob(path: string, options: Pick<TRequestOptions, 'signal'> = {}): Promise<Blob> {
  return (await apiRequestFile(path, options)).blob;
}

/**
 * A download with the name the server gives it (Content-Disposition, RFC 6266): null when it names none, so the
 * caller chooses a safe name of its own.
 */
export async function apiRequestFile(
  path: string,
  { signal }: Pick<TRequestOptions, 'signal'> = {},
): Promise<{ blob: Blob; fileName: string | null }> {
  const headers = new Headers({ 'Accept-Language': getLanguage() });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { headers, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(NETWORK_ERROR_STATUS, i18n.t('common.serverUnreachable'));
  }
  if (response.ok) {
    return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('Content-Disposition')) };
  }
  if (response.status === SESSION_EXPIRED_STATUS && token && getToken() === token) handleSessionExpired();
  if (response.status === LOGIN_REQUIRED_STATUS && !token && isUserShown()) handleSessionExpired('loggedOutElsewhere');
  throw toApiError(response.status, await readBody(response));
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The server speaks srp or en; a visitor reading Serbian in Cyrillic gets its messages in Cyrillic, made here, the one
 * place its error answers become messages.
 */
function toApiError(status: number, data: unknown): ApiError {
  if (Array.isArray(data)) {
    const fieldErrors = data
      .filter(isFieldError)
      .map((error) => ({ ...error, message: inInterfaceScript(error.message) }));
    return new ApiError(status, fieldErrors[0]?.message ?? i18n.t('common.somethingWentWrong'), fieldErrors);
  }
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') {
    const message = inInterfaceScript(data.message);
    // A 409 about a taken value names its field, so a form shows the message beside it like a 422's.
    const field = 'field' in data && typeof data.field === 'string' ? data.field : undefined;
    return new ApiError(status, message, field ? [{ field, message }] : []);
  }
  return new ApiError(status, i18n.t('common.somethingWentWrong'));
}

function isFieldError(item: unknown): item is TFieldError {
  return !!item && typeof item === 'object' && typeof (item as TFieldError).field === 'string' && 'message' in item;
}
