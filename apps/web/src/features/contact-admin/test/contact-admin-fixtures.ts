/** Contact services and submissions as the server answers staff, and a page of them with its headers. */
import type { TContactService, TContactSubmission } from '@izlog/contract/contact-services';
import type { TStubAnswer } from '@/test/render-app';

export function contactService(overrides: Partial<TContactService> = {}): TContactService {
  return {
    id: 3,
    service_name: 'Sales',
    email: 'sales@example.com',
    description: 'Prices, orders and deliveries.',
    created_at: '2030-01-10T09:00:00.000Z',
    ...overrides,
  };
}

export function submission(overrides: Partial<TContactSubmission> = {}): TContactSubmission {
  return {
    id: 41,
    contact_service_id: 3,
    service_name: 'Sales',
    submited_by: 'ana@example.com',
    name: 'Ana',
    message: 'Do you deliver to Novi Sad?',
    attachment: null,
    delivery: 'sent',
    attempts: 1,
    last_error: null,
    sent_at: '2030-02-01T10:01:00.000Z',
    created_at: '2030-02-01T10:00:00.000Z',
    ...overrides,
  };
}

export const listPage = (items: unknown[], { page = 1, pages = 1 } = {}): TStubAnswer => ({
  body: items,
  headers: {
    'X-Pagination-Current-Page': String(page),
    'X-Pagination-Page-Count': String(pages),
    'X-Pagination-Per-Page': '20',
    'X-Pagination-Total-Count': String(items.length),
  },
});
