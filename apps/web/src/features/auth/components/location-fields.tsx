/**
 * The client's locations: one or more, each chosen from the address suggestions (SPEC §3 Client, §5 "chosen from
 * the suggestion list"). The form keeps the wire's country, city and address; a row counts only once picked.
 */
import { formatMessage } from '@izlog/contract/messages';
import { Button, Fieldset, Group } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressAutocomplete, type TAddressValue } from '@/components/address/address-autocomplete';
import { getLanguage } from '@/lib/i18n';
import type { TSchemaForm } from '@/lib/schema-form';

export type TLocationValues = { country: string; city: string; address: string };
export const EMPTY_LOCATION: TLocationValues = { country: '', city: '', address: '' };

const LOCATION_FIELDS = ['country', 'city', 'address'] as const;

type TLocationFieldsProps<TValues extends { locations: TLocationValues[] }> = { form: TSchemaForm<TValues> };

const isPicked = (location: TLocationValues) => LOCATION_FIELDS.every((field) => location[field].trim() !== '');

export function LocationFields<TValues extends { locations: TLocationValues[] }>({
  form,
}: TLocationFieldsProps<TValues>) {
  const { t } = useTranslation();
  // The generic form cannot type a path built at run time; the shape is guaranteed by the constraint above.
  const locationsForm = form as unknown as TSchemaForm<{ locations: TLocationValues[] }>;
  const { locations } = locationsForm.values;
  // Rows keep their own typed text, so each needs a key that stays with it when an earlier row is removed.
  const keys = useRef<number[]>([]);
  const lastKey = useRef(0);
  while (keys.current.length < locations.length) keys.current.push(++lastKey.current);
  keys.current.length = locations.length;

  const setLocation = (index: number, value: TAddressValue | null) => {
    const next = value ?? EMPTY_LOCATION;
    for (const field of LOCATION_FIELDS) locationsForm.setFieldValue(`locations.${index}.${field}`, next[field]);
  };
  const touch = (index: number) => {
    for (const field of LOCATION_FIELDS) locationsForm.getInputProps(`locations.${index}.${field}`).onBlur?.();
  };
  const remove = (index: number) => {
    keys.current.splice(index, 1);
    locationsForm.removeListItem('locations', index);
  };

  return (
    <>
      {locations.map((location, index) => {
        const number = index + 1;
        // Any problem of a row's three fields means it was not picked: say that, not "at least 2 characters".
        const isInvalid = LOCATION_FIELDS.some((field) => locationsForm.errors[`locations.${index}.${field}`]);
        return (
          <Fieldset key={keys.current[index]} legend={t('auth.locationLegend', { number })}>
            <AddressAutocomplete
              label={t('fields.address')}
              value={isPicked(location) ? location : null}
              onChange={(value) => setLocation(index, value)}
              onBlur={() => touch(index)}
              error={isInvalid ? formatMessage('location_pick_required', getLanguage()) : undefined}
            />
            {locations.length > 1 && (
              <Group justify="flex-end" mt="xs">
                <Button variant="subtle" color="red" size="xs" onClick={() => remove(index)}>
                  {t('auth.removeLocation', { number })}
                </Button>
              </Group>
            )}
          </Fieldset>
        );
      })}
      <Button
        variant="light"
        w="fit-content"
        onClick={() => locationsForm.insertListItem('locations', { ...EMPTY_LOCATION })}
      >
        {t('auth.addLocation')}
      </Button>
    </>
  );
}
