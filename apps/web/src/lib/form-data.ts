/** Builds a multipart body the way the API reads it: `list[0][field]`, optional empty fields left out (SPEC §5). */
type TFormValue = string | number | boolean | Blob | null | undefined | TFormValue[] | { [key: string]: TFormValue };

export function toFormData(values: Record<string, TFormValue>): FormData {
  const formData = new FormData();
  const append = (key: string, value: TFormValue): void => {
    if (value === undefined || value === null || value === '') return;
    if (value instanceof Blob) formData.append(key, value);
    else if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) append(`${key}[${index}]`, item);
    } else if (typeof value === 'object') {
      for (const [name, item] of Object.entries(value)) append(`${key}[${name}]`, item);
    } else formData.append(key, String(value));
  };
  for (const [key, value] of Object.entries(values)) append(key, value);
  return formData;
}
