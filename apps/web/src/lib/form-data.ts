/**
 * Builds a multipart body the way the API reads it: `list[0][field]`, optional empty fields left out (SPEC §5).
 * An update keeps what it is not sent (decision 0050), so an update form passes `{ emptyClears: true }`: a field the
 * user emptied is then sent empty, which clears it.
 */
type TFormValue = string | number | boolean | Blob | null | undefined | TFormValue[] | { [key: string]: TFormValue };

export function toFormData(values: Record<string, TFormValue>, options: { emptyClears?: boolean } = {}): FormData {
  const formData = new FormData();
  const append = (key: string, value: TFormValue, isTopLevel = false): void => {
    if (value === undefined || value === null || value === '') {
      if (isTopLevel && options.emptyClears) formData.append(key, '');
      return;
    }
    if (value instanceof Blob) formData.append(key, value);
    else if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) append(`${key}[${index}]`, item);
    } else if (typeof value === 'object') {
      for (const [name, item] of Object.entries(value)) append(`${key}[${name}]`, item);
    } else formData.append(key, String(value));
  };
  for (const [key, value] of Object.entries(values)) append(key, value, true);
  return formData;
}
