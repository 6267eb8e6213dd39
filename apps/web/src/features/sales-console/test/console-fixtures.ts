/** Test data of the sales console: accounts of each role, licences as the server answers them, stubs around them. */
import type { TJobRecord, TSalesUser } from '@izlog/contract/sales';
import type { TConsoleLicence } from '@izlog/contract/sales-console';
import type { TStubAnswer, TStubTable } from '@/test/render-app';

export const consoleUser = (role: TSalesUser['role'] = 'SALES'): TSalesUser => ({
  id: 7,
  role,
  email: 'ana@example.com',
  name: 'Ana Prodaja',
  phone: '0641234567',
  abilities:
    role === 'PLATFORM_ADMIN'
      ? ['sales.own', 'sales.partnerLicences', 'sales.platformAdmin']
      : role === 'PARTNER'
        ? ['sales.own', 'sales.partnerLicences']
        : ['sales.own'],
});

export function job(overrides: Partial<TJobRecord> = {}): TJobRecord {
  return {
    id: 1,
    name: 'provision-order',
    state: 'succeeded',
    progress: 100,
    message: null,
    attempts: 1,
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function consoleLicence(overrides: Partial<TConsoleLicence> = {}): TConsoleLicence {
  return {
    id: 11,
    title_of_app: 'Pekara Zora',
    title_of_app_unique: 'pekara-zora',
    site_url: 'http://pekara-zora.localhost:3000',
    custom_domain: null,
    description: 'Hleb od 1950.',
    licence_type: 'basic',
    template_id: 1,
    language_id: 1,
    status: 'active',
    icon: null,
    phone: '0111234567',
    country: 'Srbija',
    city: 'Beograd',
    address: 'Knez Mihailova 5',
    VHost_status: 'none',
    ssl_status: 'none',
    android_app_link: null,
    expires_at: '2027-11-20T10:00:00.000Z',
    activated_at: '2026-11-20T10:00:00.000Z',
    refundable_until: null,
    sold_by: { id: 7, name: 'Ana Prodaja', email: 'ana@example.com' },
    jobs: [job()],
    created_at: '2026-11-20T10:00:00.000Z',
    allowed_statuses: ['suspended', 'closed'],
    refund_transaction_id: null,
    ...overrides,
  };
}

/** A page of a list as the server answers it: the items and the pagination headers. */
export function pageOf<T>(items: T[], { page = 1, perPage = 10, total = items.length } = {}): TStubAnswer {
  return {
    body: items,
    headers: {
      'X-Pagination-Current-Page': String(page),
      'X-Pagination-Page-Count': String(Math.max(1, Math.ceil(total / perPage))),
      'X-Pagination-Per-Page': String(perPage),
      'X-Pagination-Total-Count': String(total),
    },
  };
}

/** A signed-in account (its stored token restored by the shell) and the templates' names. */
export function signedInStubs(user: TSalesUser = consoleUser()): TStubTable {
  localStorage.setItem('token', 'stored-token');
  return {
    'POST /api/v1/users/verify-sales-user-token': { body: user },
    'GET /api/v1/templates': {
      body: [
        { id: 1, key: 'classic', name: 'Classic', description: '', preview_url: 'http://demo.localhost:3000' },
        { id: 2, key: 'showcase', name: 'Showcase', description: '', preview_url: 'http://demo.localhost:3000' },
      ],
    },
  };
}
