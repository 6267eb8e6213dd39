/**
 * Step 4 of the category wizard: the attributes (SPEC §3, §5: name and values required, values separated by
 * commas, duplicates rejected). A name another row already has is "Attribute already exists" while it is typed.
 */
import { formatMessage } from '@izlog/contract/messages';
import { Button, CloseButton, Fieldset, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getLanguage } from '@/lib/i18n';
import type { TSchemaForm } from '@/lib/schema-form';
import {
  duplicateAttributeRows,
  newAttributeKey,
  type TAttributeDraft,
  type TCategoryFormValues,
} from '../utils/category-form';
import { RemoveAttributeDialog } from './remove-attribute-dialog';

export function WizardAttributesStep({ form }: { form: TSchemaForm<TCategoryFormValues> }) {
  const { t } = useTranslation();
  const attributes = form.values.attributes;
  const duplicates = new Set(duplicateAttributeRows(attributes));
  const [removing, setRemoving] = useState<TAttributeDraft | null>(null);
  const focusKeyRef = useRef<string | null>(null);

  // A row just added takes the focus, so keyboard users type its name at once.
  useEffect(() => {
    if (!focusKeyRef.current) return;
    document.getElementById(`attribute-${focusKeyRef.current}-name`)?.focus();
    focusKeyRef.current = null;
  });

  const add = () => {
    const key = newAttributeKey();
    focusKeyRef.current = key;
    form.insertListItem('attributes', { key, name: '', description: '', values: '' } satisfies TAttributeDraft);
  };
  // Row messages are stored by index: after a removal they would point at the wrong rows.
  const dropRow = (key: string) => {
    const index = form.getValues().attributes.findIndex((attribute) => attribute.key === key);
    if (index >= 0) form.removeListItem('attributes', index);
    form.clearErrors();
  };
  const remove = (attribute: TAttributeDraft) => {
    // A row never saved goes at once; a stored attribute is removed on the server after a confirmation.
    if (attribute.id === undefined) dropRow(attribute.key);
    else setRemoving(attribute);
  };

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('categoryAdmin.attributes.intro')}
      </Text>
      {attributes.length === 0 && <Text>{t('categoryAdmin.attributes.none')}</Text>}
      {attributes.map((attribute, index) => (
        <AttributeRow
          key={attribute.key}
          form={form}
          attribute={attribute}
          index={index}
          isDuplicate={duplicates.has(index)}
          onRemove={() => remove(attribute)}
        />
      ))}
      <Group>
        <Button variant="light" onClick={add}>
          {t('categoryAdmin.attributes.add')}
        </Button>
      </Group>
      {removing && (
        <RemoveAttributeDialog
          attribute={removing}
          onCancel={() => setRemoving(null)}
          onRemoved={() => {
            dropRow(removing.key);
            setRemoving(null);
          }}
        />
      )}
    </Stack>
  );
}

type TAttributeRowProps = {
  form: TSchemaForm<TCategoryFormValues>;
  attribute: TAttributeDraft;
  index: number;
  isDuplicate: boolean;
  onRemove(): void;
};

function AttributeRow({ form, attribute, index, isDuplicate, onRemove }: TAttributeRowProps) {
  const { t } = useTranslation();
  const number = index + 1;
  const path = `attributes.${index}` as const;
  const nameProps = form.getInputProps(`${path}.name`);
  return (
    <Fieldset
      legend={
        <Group gap="xs" wrap="nowrap">
          <span>{t('categoryAdmin.attributes.legend', { number })}</span>
          <CloseButton size="sm" aria-label={t('categoryAdmin.attributes.remove', { number })} onClick={onRemove} />
        </Group>
      }
    >
      <Stack gap="sm">
        <TextInput
          id={`attribute-${attribute.key}-name`}
          label={t('categoryAdmin.attributes.name')}
          required
          {...nameProps}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            nameProps.onChange(event);
            form.clearFieldError(`${path}.name`);
          }}
          // The duplicate rule is checked on every key press; the other rules when the field is left.
          error={isDuplicate ? formatMessage('attribute_exists', getLanguage()) : nameProps.error}
        />
        <TextInput label={t('categoryAdmin.attributes.description')} {...form.getInputProps(`${path}.description`)} />
        <Textarea
          label={t('categoryAdmin.attributes.values')}
          description={t('categoryAdmin.attributes.valuesHint')}
          required
          autosize
          minRows={1}
          maxRows={4}
          {...form.getInputProps(`${path}.values`)}
        />
      </Stack>
    </Fieldset>
  );
}
