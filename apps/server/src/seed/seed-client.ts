/**
 * The demo seed's way into the API: requests through `app.inject` with a site's licence header, as JSON or as the
 * multipart form a browser sends when an admin uploads a picture.
 */
import { LICENCE_HEADER } from '@izlog/contract/constants';
import type { FastifyInstance } from 'fastify';

export type TSession = { token: string; userId: number };

/** A picture to upload, under its file name. */
export type TFormFile = { data: Buffer; filename: string; type: string };
type TFormValue = string | number | boolean | TFormFile;
/** Form fields as a JSON body would have them: lists and lists of objects are spelled `key[]` and `key[0][name]`. */
export type TFormFields = Record<string, TFormValue | TFormValue[] | Record<string, TFormValue>[] | null | undefined>;

const isFile = (value: unknown): value is TFormFile => typeof value === 'object' && value !== null && 'data' in value;

function appendValue(form: FormData, name: string, value: TFormValue): void {
  if (isFile(value)) form.append(name, new Blob([new Uint8Array(value.data)], { type: value.type }), value.filename);
  else form.append(name, String(value));
}

async function multipartBody(fields: TFormFields) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (value === null) form.append(name, '');
    else if (!Array.isArray(value)) appendValue(form, name, value);
    else
      value.forEach((item, index) => {
        if (typeof item === 'object' && !isFile(item)) {
          for (const [key, part] of Object.entries(item)) appendValue(form, `${name}[${index}][${key}]`, part);
        } else appendValue(form, `${name}[]`, item);
      });
  }
  const request = new Request('http://seed.invalid/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

export class SeedClient {
  constructor(
    private readonly app: FastifyInstance,
    private readonly licence: string,
  ) {}

  async call<T>(method: 'GET' | 'POST', url: string, token?: string, payload?: object): Promise<T> {
    return this.send<T>(method, url, token, payload ? { payload } : {});
  }

  /** A POST as a multipart form, the way the admin screens send a picture. */
  async postForm<T>(url: string, token: string, fields: TFormFields): Promise<T> {
    const { payload, contentType } = await multipartBody(fields);
    return this.send<T>('POST', url, token, { payload, contentType });
  }

  async login(email: string, password: string): Promise<TSession> {
    const user = await this.call<{ id: number; auth_key: string }>('POST', '/users/login-licence-user', undefined, {
      email,
      password,
    });
    return { token: user.auth_key, userId: user.id };
  }

  private async send<T>(
    method: 'GET' | 'POST',
    url: string,
    token: string | undefined,
    body: { payload?: object | Buffer; contentType?: string },
  ): Promise<T> {
    const response = await this.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: {
        [LICENCE_HEADER]: this.licence,
        'accept-language': 'en',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body.contentType ? { 'content-type': body.contentType } : {}),
      },
      payload: body.payload,
    });
    if (response.statusCode !== 200)
      throw new Error(`seed: ${method} ${url} → ${response.statusCode} ${response.body}`);
    return response.json() as T;
  }
}
