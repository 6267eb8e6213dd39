/** Renders the whole shell at a path, with `fetch` answered from a table of stubbed API responses. */
import type { TLanguage } from '@izlog/contract/constants';
import type { TPublicLicence } from '@izlog/contract/licence';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { appRoutes } from '@/app/routes';
import { chooseLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';

/** `headers` carry what lists read besides the body (the pagination headers). */
export type TStubAnswer = { status?: number; body?: unknown; headers?: Record<string, string> };
/** Keys are `METHOD /api/v1/path`; a function sees the request and may answer differently each time. */
export type TStubTable = Record<string, TStubAnswer | ((request: Request) => TStubAnswer)>;

export const testLicence: TPublicLicence = {
  id: 1,
  title_of_app: 'Demo shop',
  title_of_app_unique: 'demo',
  description: 'A shop window for tests.',
  language: 'srp',
  template_id: 1,
  licence_type: 'basic',
  status: 'active',
  site_name: null,
  site_image: null,
  icon: null,
  button_text: null,
  link_text: null,
  sign_in_msg: 'Welcome back to Demo shop',
  register_msg: null,
  client_register_msg: null,
  terms_and_conditions: 'Be kind.',
  search_status: true,
  login_registration_status: true,
  social: { google: false, facebook: false },
  captcha_enabled: true,
};

export function stubFetch(table: TStubTable) {
  const requests: Request[] = [];
  // jsdom's FormData loses file names when re-read through Request, so the body as sent is kept too.
  const sentBodies = new Map<Request, unknown>();
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), 'http://localhost'), init);
    requests.push(request);
    sentBodies.set(request, init?.body);
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const entry = table[key];
    if (!entry)
      return new Response(JSON.stringify({ name: 'NotFound', message: 'Not stubbed', status: 404 }), { status: 404 });
    const { status = 200, body = null, headers = {} } = typeof entry === 'function' ? entry(request) : entry;
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
  });
  vi.stubGlobal('fetch', fetchStub);
  const callsTo = (method: string, path: string) =>
    requests.filter((request) => request.method === method && new URL(request.url).pathname === `/api/v1${path}`);
  const sentFormData = (request: Request | undefined) => {
    const body = request ? sentBodies.get(request) : undefined;
    return body instanceof FormData ? body : null;
  };
  return { requests, callsTo, sentFormData };
}

export const siteStubs = (licence: Partial<TPublicLicence> = {}): TStubTable => ({
  'GET /api/v1/licences/get-licence-details': { body: { ...testLicence, ...licence } },
  'GET /api/v1/users/captcha': { body: { enabled: true, captcha_id: 'captcha-1', svg: '<svg></svg>' } },
});

export function renderApp(path = '/', { language }: { language?: TLanguage } = {}) {
  if (language) chooseLanguage(language);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  return render(
    <AppProvider queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
}
