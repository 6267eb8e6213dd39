/** Renders the whole shell at a path, with `fetch` answered from a table of stubbed API responses (and nothing else). */
import type { TContentTypeOption } from '@izlog/contract/categories';
import { CONTENT_TYPE } from '@izlog/contract/constants';
import type { TPublicLicence } from '@izlog/contract/licence';
import { TOUR_KEYS, TOUR_VERSIONS } from '@izlog/contract/tours';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { appRoutes } from '@/app/routes';
import { chooseLanguage, type TInterfaceLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { noteUnstubbedCall } from './unstubbed-calls';

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
  overlay_text: null,
  icon: null,
  brand_color: null,
  android_app_link: null,
  button_text: null,
  link_text: null,
  sign_in_msg: 'Welcome back to Demo shop',
  register_msg: null,
  client_register_msg: null,
  phone: null,
  country: null,
  city: null,
  address: null,
  facebook_url: null,
  instagram_url: null,
  twitter_url: null,
  linkedin_url: null,
  terms_and_conditions: 'Be kind.',
  search_status: true,
  login_registration_status: true,
  bidding_duration: 30,
  social: { google: false, facebook: false },
  captcha_enabled: true,
};

/**
 * Answers `fetch` from the table. A call the table does not answer is refused and fails the test, naming the method
 * and address: stub every call the screen makes (a 404 too, as `{ status: 404, body: … }`).
 */
export function stubFetch(table: TStubTable) {
  const requests: Request[] = [];
  // jsdom's FormData loses file names when re-read through Request, so the body as sent is kept too.
  const sentBodies = new Map<Request, unknown>();
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), 'http://localhost'), init);
    requests.push(request);
    sentBodies.set(request, init?.body);
    const url = new URL(request.url);
    const key = `${request.method} ${url.pathname}`;
    const entry = table[key];
    if (!entry) {
      // The test fails (setup.ts); the screen meanwhile sees a network failure, not an answer.
      const call = `${request.method} ${url.pathname}${url.search}`;
      noteUnstubbedCall(call);
      throw new Error(`Unstubbed API call: ${call}. Add "${key}" to the test's stub table.`);
    }
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

/** The header's menu of a new site: products, news and blog in that order, under the interface's own names. */
const testMenu: TContentTypeOption[] = [CONTENT_TYPE.product, CONTENT_TYPE.article, CONTENT_TYPE.blog].map(
  (contentTypeId, index) => ({
    id: index + 1,
    content_type_id: contentTypeId,
    name: '',
    name_srp: '',
    name_en: '',
    position: index + 1,
    is_enabled: true,
    category_count: 0,
  }),
);

/** The pages' widgets and the site's contact services, none: pages ask for them (issue 14); tests override them. */
const widgetStubs = (): TStubTable => ({
  'GET /api/v1/content-widgets/get-page-widgets': { body: { page_name: 'home', validity_check: 0, positions: [] } },
  'GET /api/v1/content-widgets/get-home-page-position-one': { body: { source: 'newest', widget: null, items: [] } },
  'GET /api/v1/licence-contacts/get-licence-contact-services': { body: [] },
});

/** A one-pixel PNG, as the server's picture arrives (a data: URL). */
export const TEST_CAPTCHA_PICTURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** The captcha answer: the picture under `id`, or with ?kind=work a proof of work of a few bits under `id`-work. */
export const captchaStub =
  (id: string) =>
  (request: Request): TStubAnswer =>
    new URL(request.url).searchParams.get('kind') === 'work'
      ? { body: { enabled: true, captcha_id: `${id}-work`, image: null, work: { salt: 'a1b2c3d4', bits: 6 } } }
      : { body: { enabled: true, captcha_id: id, image: TEST_CAPTCHA_PICTURE, work: null } };

/** What every page of the site asks for: the licence, the captcha of the forms, the header's menu and the widgets. */
export const siteStubs = (licence: Partial<TPublicLicence> = {}): TStubTable => ({
  'GET /api/v1/licences/get-licence-details': { body: { ...testLicence, ...licence } },
  'GET /api/v1/licence-content-type-options': { body: testMenu },
  'GET /api/v1/users/captcha': captchaStub('captcha-1'),
  // The footer asks whether anybody shared a planner (issue 15): nobody has.
  'GET /api/v1/public-planners': { body: [] },
  // A signed-in user's guided tours (issue 16): already seen, so no tour starts over the screen under test.
  'GET /api/v1/tours/progress': {
    body: TOUR_KEYS.map((key) => ({
      tour_key: key,
      version: TOUR_VERSIONS[key],
      step: 0,
      status: 'finished',
      updated_at: '2026-01-01T00:00:00.000Z',
    })),
  },
  ...widgetStubs(),
});

/** The home page's own lists, empty: for tests that open the site at / only for its header, modals or session. */
export const homePageStubs = (): TStubTable => ({
  'GET /api/v1/contents': { body: [] },
  'GET /api/v1/categories': { body: [] },
});

/** `prepare` sees the query client before the app mounts, as main.tsx does (it seeds the page's licence). */
export function renderApp(
  path = '/',
  { language, prepare }: { language?: TInterfaceLanguage; prepare?: (queryClient: QueryClient) => void } = {},
) {
  if (language) chooseLanguage(language);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  prepare?.(queryClient);
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  return render(
    <AppProvider queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
}
