/**
 * The profile setup forms' values, from the stored profile and back to the wire (decision 0050: a field the user
 * emptied is sent empty, which clears it, since a field left out keeps its value; the picture as a file or a stock
 * location in `avatar`, left out to keep the stored one). The e-mail is never sent: only an
 * administrator changes it (SPEC §3).
 */
import type { GENDERS } from '@izlog/contract/constants';
import type { TOwnProfile } from '@izlog/contract/profiles';
import { appendImageValue, type TImageValue } from '@/components/media/image-field';
import { toFormData } from '@/lib/form-data';

export type TGenderValue = (typeof GENDERS)[number] | '';

/** The social links both forms hold. */
type TSocialValues = { twitter: string; facebook: string; instagram: string };

/** A front user's or a staff member's profile (update-front-user-profile). */
export type TPersonalProfileValues = TSocialValues & {
  username: string;
  name: string;
  surname: string;
  public_email: string;
  gender: TGenderValue;
  phone: string;
  birthdate: string;
  bio: string;
  country: string;
  city: string;
  address: string;
  /** What the address box holds: typed text that was not picked from the suggestions stops the save. Never sent. */
  address_query: string;
  avatar: TImageValue | null;
};

/** One of a client's locations; `key` stays with the row while it moves (never sent), `id` marks a stored one. */
export type TLocationRow = { key: string; id?: number; country: string; city: string; address: string };

/** Personal fields a company profile does not show: sent back as stored. */
type TUnshownValues = Pick<TPersonalProfileValues, 'name' | 'surname' | 'gender' | 'birthdate'>;

/** A client's company profile (update-client-profile). */
export type TCompanyProfileValues = TSocialValues & {
  company_name: string;
  public_email: string;
  phone: string;
  bio: string;
  locations: TLocationRow[];
  avatar: TImageValue | null;
  unshown: TUnshownValues;
};

/** How the profile's picture travels: one field, `avatar`, for a file and for a stock photo's location alike. */
const AVATAR_FIELD = { file: 'avatar', stock: 'avatar' };

const text = (value: string | null | undefined) => value ?? '';
const storedPicture = (url: string | null): TImageValue | null => (url ? { kind: 'existing', url } : null);

let lastNewKey = 0;
export const newLocationRow = (): TLocationRow => ({ key: `new-${++lastNewKey}`, country: '', city: '', address: '' });

const socialOf = (profile: TOwnProfile): TSocialValues => ({
  twitter: text(profile.twitter),
  facebook: text(profile.facebook),
  instagram: text(profile.instagram),
});

export const personalValuesOf = (profile: TOwnProfile): TPersonalProfileValues => ({
  username: profile.username,
  name: text(profile.name),
  surname: text(profile.surname),
  public_email: text(profile.public_email),
  gender: profile.gender ?? '',
  phone: text(profile.phone),
  birthdate: text(profile.birthdate).slice(0, 10),
  bio: text(profile.bio),
  country: text(profile.country),
  city: text(profile.city),
  address: text(profile.address),
  address_query: [profile.address, profile.city, profile.country].filter(Boolean).join(', '),
  ...socialOf(profile),
  avatar: storedPicture(profile.avatar),
});

/** The stored locations, primary first (SPEC §9: primary_location 0 is the primary one); a new profile gets one row. */
export function companyValuesOf(profile: TOwnProfile): TCompanyProfileValues {
  const locations = [...profile.locations]
    .sort((a, b) => a.primary_location - b.primary_location)
    .map(({ id, country, city, address }): TLocationRow => ({ key: `stored-${id}`, id, country, city, address }));
  return {
    company_name: text(profile.company_name),
    public_email: text(profile.public_email),
    phone: text(profile.phone),
    bio: text(profile.bio),
    ...socialOf(profile),
    locations: locations.length > 0 ? locations : [newLocationRow()],
    avatar: storedPicture(profile.avatar),
    unshown: {
      name: text(profile.name),
      surname: text(profile.surname),
      gender: profile.gender ?? '',
      birthdate: text(profile.birthdate).slice(0, 10),
    },
  };
}

export function personalFormData({ avatar, address_query: _typed, ...fields }: TPersonalProfileValues): FormData {
  const body = toFormData(fields, { emptyClears: true });
  appendImageValue(body, avatar, AVATAR_FIELD);
  return body;
}

/** The locations in the order shown: the server makes the first one primary. */
export function companyFormData({ avatar, locations, unshown, ...fields }: TCompanyProfileValues): FormData {
  const body = toFormData(
    {
      ...unshown,
      ...fields,
      locations: locations.map(({ id, country, city, address }) => ({ id, country, city, address })),
    },
    { emptyClears: true },
  );
  appendImageValue(body, avatar, AVATAR_FIELD);
  return body;
}
