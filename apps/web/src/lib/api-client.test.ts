import { describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from './api-client';
import { chooseLanguage } from './i18n';

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

describe('api client', () => {
  it('sends the bearer token, the language and a JSON body to API_BASE', async () => {
    localStorage.setItem('token', 'abc');
    const fetchStub = answer(200, { ok: true });
    vi.stubGlobal('fetch', fetchStub);

    expect(await apiRequest('/users/verify-token', { method: 'POST', body: { a: 1 } })).toEqual({ ok: true });
    const [url, init] = fetchStub.mock.calls[0] as unknown as [string, RequestInit];
    const headers = new Headers(init.headers);
    expect(url).toBe('/api/v1/users/verify-token');
    expect(headers.get('Authorization')).toBe('Bearer abc');
    expect(headers.get('Accept-Language')).toBe('srp');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"a":1}');
  });

  it('leaves multipart bodies to the browser (no JSON content type) and omits a missing token', async () => {
    const fetchStub = answer(200, {});
    vi.stubGlobal('fetch', fetchStub);
    const body = new FormData();
    await apiRequest('/users/register-licence-client', { method: 'POST', body });
    const [, init] = fetchStub.mock.calls[0] as unknown as [string, RequestInit];
    const headers = new Headers(init.headers);
    expect(init.body).toBe(body);
    expect(headers.has('Content-Type')).toBe(false);
    expect(headers.has('Authorization')).toBe(false);
  });

  it('turns a 422 list into field errors, its first message being the message', async () => {
    vi.stubGlobal(
      'fetch',
      answer(422, [
        { field: 'email', message: 'E-adresa nije ispravna.' },
        { field: 'password', message: 'Unesite najmanje 2 znaka.' },
      ]),
    );
    const error = await apiRequest('/users/login-licence-user', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).message).toBe('E-adresa nije ispravna.');
    expect((error as ApiError).fieldErrors).toHaveLength(2);
  });

  it('keeps the message of other errors', async () => {
    vi.stubGlobal('fetch', answer(409, { name: 'Conflict', message: 'Account already exists!', status: 409 }));
    const error = (await apiRequest('/x').catch((e: unknown) => e)) as ApiError;
    expect([error.status, error.message, error.fieldErrors]).toEqual([409, 'Account already exists!', []]);
  });

  it('puts a 409 that names its field among the field errors', async () => {
    vi.stubGlobal(
      'fetch',
      answer(409, { name: 'Conflict', message: 'This username is taken.', status: 409, field: 'username' }),
    );
    const error = (await apiRequest('/x').catch((e: unknown) => e)) as ApiError;
    expect([error.status, error.message, error.fieldErrors]).toEqual([
      409,
      'This username is taken.',
      [{ field: 'username', message: 'This username is taken.' }],
    ]);
  });

  it('reports an unreachable server as status 0 with a translated message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = (await apiRequest('/x').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(0);
    expect(error.message).toBe('Server nije dostupan. Proverite vezu i pokušajte ponovo.');
  });

  it('after a 511 on a read, removes the dead token and reads again as a visitor', async () => {
    localStorage.setItem('token', 'dead');
    const fetchStub = vi
      .fn()
      .mockResolvedValueOnce(new Response(JSON.stringify({ status: 511 }), { status: 511 }))
      .mockResolvedValueOnce(new Response(JSON.stringify({ title: 'Demo' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchStub);
    expect(await apiRequest('/licences/get-licence-details')).toEqual({ title: 'Demo' });
    expect(localStorage.getItem('token')).toBeNull();
    const retried = new Headers((fetchStub.mock.calls[1] as unknown as [string, RequestInit])[1].headers);
    expect(retried.has('Authorization')).toBe(false);
  });

  it('after a 511 on a write, does not send it again', async () => {
    localStorage.setItem('token', 'dead');
    const fetchStub = answer(511, { message: 'Your session has expired, please login again' });
    vi.stubGlobal('fetch', fetchStub);
    const error = (await apiRequest('/users/logout-user', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.status).toBe(511);
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });
  it("shows the server's Serbian messages in Cyrillic to a visitor reading Cyrillic, asking for srp", async () => {
    chooseLanguage('srp-Cyrl');
    const fetchStub = answer(422, [{ field: 'email', message: 'E-adresa nije ispravna.' }]);
    vi.stubGlobal('fetch', fetchStub);
    const error = (await apiRequest('/users/login-licence-user', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.message).toBe('Е-адреса није исправна.');
    expect(error.fieldErrors).toEqual([{ field: 'email', message: 'Е-адреса није исправна.' }]);
    const [, init] = fetchStub.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('Accept-Language')).toBe('srp');

    vi.stubGlobal('fetch', answer(409, { message: 'Korisničko ime je zauzeto.', status: 409, field: 'username' }));
    const taken = (await apiRequest('/x').catch((e: unknown) => e)) as ApiError;
    expect(taken.message).toBe('Корисничко име је заузето.');
    expect(taken.fieldErrors).toEqual([{ field: 'username', message: 'Корисничко име је заузето.' }]);
  });
});
