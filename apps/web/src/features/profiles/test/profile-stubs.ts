/** A signed-in user's own profile as GET /profiles/own-profile answers it, and the calls the profile screens make. */
import type { TOwnProfile } from '@izlog/contract/profiles';
import type { TLicenceRole } from '@izlog/contract/roles';
import type { TStubTable } from '@/test/render-app';

export const OWN_ID = 7;

export function ownProfile(role: TLicenceRole, overrides: Partial<TOwnProfile> = {}): TOwnProfile {
  return {
    id: OWN_ID,
    role,
    username: 'ana',
    email: 'ana@example.com',
    name: 'Ana',
    surname: 'Petrović',
    avatar: null,
    status: 'active',
    licence_id: 1,
    gender: null,
    phone: null,
    company_name: null,
    created_at: '2025-01-10T10:00:00.000Z',
    public_email: null,
    birthdate: null,
    bio: null,
    country: null,
    city: null,
    address: null,
    twitter: null,
    facebook: null,
    instagram: null,
    last_login_at: null,
    updated_at: '2025-01-10T10:00:00.000Z',
    locations: [],
    ...overrides,
  };
}

/** Address suggestions for "street, place" queries: the typed street in every known place that starts alike. */
export const placesStub: TStubTable = {
  'GET /api/v1/places/suggest': (request) => {
    const q = new URL(request.url).searchParams.get('q') ?? '';
    const [street = '', place = ''] = q.split(/,\s*/);
    return {
      body: ['Beograd', 'Novi Sad']
        .filter((city) => place && city.toLowerCase().startsWith(place.toLowerCase()))
        .map((city) => ({ address: street, city, country: 'Srbija', label: `${street}, ${city}, Srbija` })),
    };
  },
};

/** What a multipart body holds under a name: file names for files. */
export const sent = (body: FormData | null, name: string) =>
  body?.getAll(name).map((value) => (value instanceof File ? value.name : String(value)));
