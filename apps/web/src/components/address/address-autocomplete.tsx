/**
 * Address autocomplete (SPEC §2; §5: a location is chosen from the suggestion list). The user types "street and
 * number, place"; the server's suggestions (GET /places/suggest, decision 0014) complete the place, and only a
 * picked suggestion with a street gives a value. Typing after a pick drops the value until the next pick.
 */
import { formatMessage } from '@izlog/contract/messages';
import type { TPlaceSuggestion } from '@izlog/contract/places';
import { Combobox, Loader, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getLanguage } from '@/lib/i18n';
import { MIN_PLACE_QUERY_LENGTH, usePlaceSuggestions } from './api/suggest-places';

/** What a location stores (SPEC §3 Client locations, ZLocation). */
export type TAddressValue = { address: string; city: string; country: string };

type TAddressAutocompleteProps = {
  label: string;
  value: TAddressValue | null;
  onChange(value: TAddressValue | null): void;
  /** The form's message; a text typed but not picked shows the pick message instead. */
  error?: string;
  onBlur?(): void;
  required?: boolean;
  description?: string;
};

const QUERY_DELAY_MS = 250;

const addressLabel = (value: TAddressValue) =>
  [value.address, value.city, value.country].filter((part) => part.trim() !== '').join(', ');

export function AddressAutocomplete({
  label,
  value,
  onChange,
  error,
  onBlur,
  required,
  description,
}: TAddressAutocompleteProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => (value ? addressLabel(value) : ''));
  const [isTouched, setIsTouched] = useState(false);
  /** The place picked without a street: the hint says to add one. */
  const [streetlessCity, setStreetlessCity] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [query] = useDebouncedValue(text.trim(), QUERY_DELAY_MS);
  const suggestions = usePlaceSuggestions(query);
  const options = query.length >= MIN_PLACE_QUERY_LENGTH ? (suggestions.data ?? []) : [];

  // A value set from outside (a stored location, a reset) shows as its label.
  useEffect(() => {
    if (value) setText((current) => (current === addressLabel(value) ? current : addressLabel(value)));
  }, [value]);

  const pick = (suggestion: TPlaceSuggestion) => {
    combobox.closeDropdown();
    if (suggestion.address) {
      setStreetlessCity(null);
      setText(suggestion.label);
      onChange({ address: suggestion.address, city: suggestion.city, country: suggestion.country });
      return;
    }
    // A place alone is not a location yet: leave room for the street before it, and put the caret there.
    setStreetlessCity(suggestion.city);
    setIsTouched(true);
    setText(`, ${suggestion.label}`);
    onChange(null);
    requestAnimationFrame(() => {
      inputRef.current?.focus();
      inputRef.current?.setSelectionRange(0, 0);
    });
  };

  const pickProblem =
    isTouched && !value && text.trim() !== ''
      ? streetlessCity
        ? t('address.addStreet', { city: streetlessCity })
        : formatMessage('location_pick_required', getLanguage())
      : null;
  const isEmptyAnswer = suggestions.isSuccess && !suggestions.isPlaceholderData && options.length === 0;
  const isDropdownShown =
    query.length >= MIN_PLACE_QUERY_LENGTH && (options.length > 0 || isEmptyAnswer || suggestions.isError);

  return (
    <Combobox store={combobox} onOptionSubmit={(index) => options[Number(index)] && pick(options[Number(index)]!)}>
      <Combobox.Target>
        <TextInput
          ref={inputRef}
          label={label}
          description={description ?? t('address.hint')}
          placeholder={t('address.placeholder')}
          required={required}
          autoComplete="off"
          value={text}
          error={pickProblem ?? error}
          rightSection={suggestions.isFetching ? <Loader size="xs" aria-label={t('common.loading')} /> : null}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (value) onChange(null);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onClick={() => combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            setIsTouched(true);
            onBlur?.();
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!isDropdownShown}>
        <Combobox.Options>
          {options.map((suggestion, index) => (
            <Combobox.Option value={String(index)} key={suggestion.label}>
              {suggestion.label}
            </Combobox.Option>
          ))}
          {isEmptyAnswer && <Combobox.Empty>{t('address.noMatch')}</Combobox.Empty>}
          {suggestions.isError && <Combobox.Empty>{t('address.loadFailed')}</Combobox.Empty>}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
