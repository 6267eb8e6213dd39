/**
 * A client's locations (SPEC §3 Client, §5, §9): one or more, each chosen from the address suggestions; the first is
 * the primary one, and the form says so on the row and above the list. Rows move up and down with buttons (keyboard
 * and screen readers alike), "Make primary" brings one to the top, and the last row cannot be removed.
 */
import { formatMessage } from '@izlog/contract/messages';
import { Badge, Button, Fieldset, Group, Input, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AddressAutocomplete, type TAddressValue } from '@/components/address/address-autocomplete';
import { getLanguage } from '@/lib/i18n';
import type { TSchemaForm } from '@/lib/schema-form';
import { newLocationRow, type TCompanyProfileValues, type TLocationRow } from '../utils/profile-form-values';

/** The contract's limit (ZUpdateClientProfileRequest). */
const MAX_LOCATIONS = 20;

const ADDRESS_PARTS = ['country', 'city', 'address'] as const;

const isPicked = (row: TLocationRow) => ADDRESS_PARTS.every((part) => row[part].trim() !== '');

export function LocationListField({ form }: { form: TSchemaForm<TCompanyProfileValues> }) {
  const { t } = useTranslation();
  const rows = form.values.locations;
  const listError = form.errors.locations;

  const setAddress = (index: number, value: TAddressValue | null) => {
    for (const part of ADDRESS_PARTS) form.setFieldValue(`locations.${index}.${part}`, value?.[part] ?? '');
  };
  // The autocomplete is one input for three fields: leaving it checks all three.
  const touch = (index: number) => {
    for (const part of ADDRESS_PARTS) form.getInputProps(`locations.${index}.${part}`).onBlur?.();
  };
  // Messages are kept by row number: after a row moves or goes, the rows' messages are worked out again.
  const recheckRows = (change: () => void) => {
    const hadErrors = Object.keys(form.errors).some((path) => path.startsWith('locations.'));
    change();
    if (!hadErrors) return;
    for (const path of Object.keys(form.errors)) if (path.startsWith('locations.')) form.clearFieldError(path);
    form.getValues().locations.forEach((_row, index) => {
      for (const part of ADDRESS_PARTS) form.validateField(`locations.${index}.${part}`);
    });
  };
  const move = (from: number, to: number) => recheckRows(() => form.reorderListItem('locations', { from, to }));
  const remove = (index: number) => recheckRows(() => form.removeListItem('locations', index));

  return (
    <Fieldset legend={t('profiles.locations.legend')}>
      <Stack gap="sm">
        <Text size="sm">{t('profiles.locations.primaryRule')}</Text>
        {rows.map((row, index) => {
          const number = index + 1;
          const isPrimary = index === 0;
          // A row not picked from the suggestions fails the schema: say what to do. A picked row's message is the
          // server's (a location it refuses), shown as sent.
          const rowMessage = Object.entries(form.errors).find(([path]) => path.startsWith(`locations.${index}.`))?.[1];
          const error = rowMessage
            ? isPicked(row)
              ? String(rowMessage)
              : formatMessage('location_pick_required', getLanguage())
            : undefined;
          return (
            <Fieldset
              key={row.key}
              legend={
                <Group gap="xs" component="span">
                  <span>{t('profiles.locations.itemLegend', { number })}</span>
                  {isPrimary && (
                    <Badge size="sm" variant="light" color="teal" component="span">
                      {t('profiles.locations.primary')}
                    </Badge>
                  )}
                </Group>
              }
            >
              <AddressAutocomplete
                label={t('fields.address')}
                required
                value={isPicked(row) ? row : null}
                onChange={(value) => setAddress(index, value)}
                onBlur={() => touch(index)}
                error={error}
              />
              <Group gap="xs" mt="xs" justify="flex-end" wrap="wrap">
                {!isPrimary && (
                  <Button variant="light" size="xs" onClick={() => move(index, 0)}>
                    {t('profiles.locations.makePrimary', { number })}
                  </Button>
                )}
                {!isPrimary && (
                  <Button variant="subtle" size="xs" onClick={() => move(index, index - 1)}>
                    {t('profiles.locations.moveUp', { number })}
                  </Button>
                )}
                {index < rows.length - 1 && (
                  <Button variant="subtle" size="xs" onClick={() => move(index, index + 1)}>
                    {t('profiles.locations.moveDown', { number })}
                  </Button>
                )}
                {rows.length > 1 && (
                  <Button variant="subtle" color="red" c="red.9" size="xs" onClick={() => remove(index)}>
                    {t('profiles.locations.remove', { number })}
                  </Button>
                )}
              </Group>
            </Fieldset>
          );
        })}
        {listError && <Input.Error>{listError}</Input.Error>}
        {rows.length < MAX_LOCATIONS ? (
          <Button variant="light" w="fit-content" onClick={() => form.insertListItem('locations', newLocationRow())}>
            {t('profiles.locations.add')}
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            {t('profiles.locations.max', { max: MAX_LOCATIONS })}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}
