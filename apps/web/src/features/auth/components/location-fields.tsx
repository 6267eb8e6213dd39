/** The client's locations: one or more rows of country, city and address (SPEC §3 Client). */
import { Button, Fieldset, Group, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TSchemaForm } from '@/lib/schema-form';

export type TLocationValues = { country: string; city: string; address: string };
export const EMPTY_LOCATION: TLocationValues = { country: '', city: '', address: '' };

type TLocationFieldsProps<TValues extends { locations: TLocationValues[] }> = { form: TSchemaForm<TValues> };

export function LocationFields<TValues extends { locations: TLocationValues[] }>({
  form,
}: TLocationFieldsProps<TValues>) {
  const { t } = useTranslation();
  // The generic form cannot type a path built at run time; the shape is guaranteed by the constraint above.
  const locationsForm = form as unknown as TSchemaForm<{ locations: TLocationValues[] }>;
  const { locations } = locationsForm.values;
  return (
    <>
      {locations.map((_, index) => {
        const number = index + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity; values live in the form by index
          <Fieldset key={index} legend={t('auth.locationLegend', { number })}>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                label={t('fields.country')}
                autoComplete="country-name"
                {...locationsForm.getInputProps(`locations.${index}.country`)}
              />
              <TextInput
                label={t('fields.city')}
                autoComplete="address-level2"
                {...locationsForm.getInputProps(`locations.${index}.city`)}
              />
              <TextInput
                label={t('fields.address')}
                autoComplete="street-address"
                {...locationsForm.getInputProps(`locations.${index}.address`)}
              />
            </SimpleGrid>
            {locations.length > 1 && (
              <Group justify="flex-end" mt="xs">
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  onClick={() => locationsForm.removeListItem('locations', index)}
                >
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
