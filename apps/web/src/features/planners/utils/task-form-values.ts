/**
 * The task form's values and the multipart body they become (create-planner-task, update-planner-task). The values
 * keep the wire's field names, so the contract's ZPlannerTaskRequest checks them as they stand and a 422 names them.
 */
import { CURRENCY, type TLanguage } from '@izlog/contract/constants';
import { formatMessage } from '@izlog/contract/messages';
import type { TPlannerItem } from '@izlog/contract/planners';
import { appendImageValue, type TImageValue } from '@/components/media/image-value';
import { toFormData } from '@/lib/form-data';

type TTaskFormValues = {
  title: string;
  category_id: string;
  address: string;
  city: string;
  country: string;
  scheduled_date: string;
  scheduled_time: string;
  remark: string;
  contact_phone: string;
  contact_email: string;
  /** As typed: "1250,50" or "1250.5"; the server reads it into minor units. */
  price: string;
  /** '1' dinars, '2' euros, '' none chosen. */
  currency_id: string;
  calculate_price: boolean;
  show_publicly: boolean;
  show_price_publicly: boolean;
  image: TImageValue | null;
  /** On edit: drop the stored picture. */
  remove_image: boolean;
};

export function emptyTaskForm(): TTaskFormValues {
  return {
    title: '',
    category_id: '',
    address: '',
    city: '',
    country: '',
    scheduled_date: '',
    scheduled_time: '',
    remark: '',
    contact_phone: '',
    contact_email: '',
    price: '',
    currency_id: String(CURRENCY.RSD),
    calculate_price: true,
    show_publicly: false,
    show_price_publicly: false,
    image: null,
    remove_image: false,
  };
}

/** "125050" para → "1250.50": the stored price written back the way the form takes it. */
const minorToText = (minor: number) => `${Math.trunc(minor / 100)}.${String(Math.abs(minor) % 100).padStart(2, '0')}`;

export function itemToTaskForm(item: TPlannerItem): TTaskFormValues {
  return {
    title: item.title,
    category_id: item.category ? String(item.category.id) : '',
    address: item.address ?? '',
    city: item.city ?? '',
    country: item.country ?? '',
    scheduled_date: item.scheduled_date ?? '',
    scheduled_time: item.scheduled_time?.slice(0, 5) ?? '',
    remark: item.remark ?? '',
    contact_phone: item.contact_phone ?? '',
    contact_email: item.contact_email ?? '',
    price: item.price_minor === null ? '' : minorToText(item.price_minor),
    currency_id: String(item.currency_id ?? CURRENCY.RSD),
    calculate_price: item.calculate_price,
    show_publicly: item.show_publicly,
    show_price_publicly: item.show_price_publicly,
    image: item.image ? { kind: 'existing', url: item.image.url } : null,
    remove_image: false,
  };
}

/** Field messages the schema words less well for this form: a category is chosen, an address picked. */
export function taskExtraErrors(values: TTaskFormValues, language: TLanguage): Record<string, string> {
  const errors: Record<string, string> = {};
  if (values.category_id === '') errors.category_id = formatMessage('field_required', language);
  if (values.address.trim() === '' || values.city.trim() === '') {
    errors.address = formatMessage('location_pick_required', language);
  }
  return errors;
}

/**
 * The whole form (SPEC §5: optional fields skipped when empty). An update keeps what it is not sent (decision 0050),
 * so on edit a field the user emptied is sent empty, which clears it. The switches always go, "false" too; the
 * currency only with a price.
 */
export function buildTaskPayload(values: TTaskFormValues, isUpdate = false): FormData {
  const hasPrice = values.price.trim() !== '';
  const fields = {
    title: values.title.trim(),
    category_id: values.category_id,
    address: values.address,
    city: values.city,
    country: values.country,
    scheduled_date: values.scheduled_date,
    scheduled_time: values.scheduled_time,
    remark: values.remark.trim(),
    contact_phone: values.contact_phone.trim(),
    contact_email: values.contact_email.trim(),
    price: hasPrice ? values.price.trim() : undefined,
    currency_id: hasPrice ? values.currency_id : undefined,
    calculate_price: values.calculate_price,
    show_publicly: values.show_publicly,
    show_price_publicly: values.show_price_publicly,
    remove_image: values.remove_image && values.image?.kind === 'existing' ? true : undefined,
  };
  const body = toFormData(fields, { emptyClears: isUpdate });
  appendImageValue(body, values.image);
  return body;
}
