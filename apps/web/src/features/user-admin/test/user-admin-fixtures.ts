/** Users, audit entries and stub answers of the user administration tests. */
import type { TAuditEntry } from '@izlog/contract/audit';
import type { TAdminUser } from '@izlog/contract/user-admin';
import type { TStubAnswer } from '@/test/render-app';

export function adminUser(overrides: Partial<TAdminUser> = {}): TAdminUser {
  return {
    id: 20,
    role: 'EDITOR',
    username: 'urednica',
    email: 'urednica@example.com',
    name: 'Jelena',
    surname: 'Ilić',
    avatar: null,
    status: 'active',
    licence_id: 1,
    gender: null,
    phone: null,
    company_name: null,
    created_at: '2025-01-10T09:00:00.000Z',
    public_email: null,
    birthdate: null,
    bio: null,
    country: null,
    city: null,
    address: null,
    twitter: null,
    facebook: null,
    instagram: null,
    last_login_at: '2025-03-01T08:30:00.000Z',
    updated_at: '2025-03-01T08:30:00.000Z',
    ...overrides,
  };
}

export function auditEntry(overrides: Partial<TAuditEntry> = {}): TAuditEntry {
  return {
    id: 1,
    actor_id: 7,
    actor_username: 'admin-user',
    action: 'user.role',
    subject_type: 'user',
    subject_id: 20,
    subject_label: 'urednica',
    before: { role: 'EDITOR' },
    after: { role: 'MODERATOR' },
    created_at: '2025-03-02T10:15:00.000Z',
    ...overrides,
  };
}

/** A list answer with its pagination headers. */
export const page = (items: unknown[], { current = 1, pageCount = 1 } = {}): TStubAnswer => ({
  body: items,
  headers: {
    'X-Pagination-Current-Page': String(current),
    'X-Pagination-Page-Count': String(pageCount),
    'X-Pagination-Per-Page': '10',
    'X-Pagination-Total-Count': String(items.length),
  },
});
