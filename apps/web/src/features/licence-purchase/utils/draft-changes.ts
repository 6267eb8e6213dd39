/**
 * How the draft changes: every change stamps `lastUpdate`, and a change to what the order says (type, template, the
 * form, the domains) forgets an order made from the old details, since paying it would buy something else.
 */
import type { TLicenceDraft } from '@izlog/contract/sales';

export type TDraftPatch = Partial<Omit<TLicenceDraft, 'lastUpdate'>>;

/** The fields an order is made of (create-licence's request). */
const ORDER_FIELDS = [
  'licence_type',
  'template_id',
  'title_of_app',
  'description',
  'language',
  'phone',
  'country',
  'city',
  'address',
  'icon',
  'title_of_app_unique',
  'confirmedDomain',
  'acceptedDomain',
] as const satisfies readonly (keyof TLicenceDraft)[];

export function changeDraft(draft: TLicenceDraft, patch: TDraftPatch, now = Date.now()): TLicenceDraft {
  const next: TLicenceDraft = { ...draft, ...patch, lastUpdate: now };
  const isOrderChanged = ORDER_FIELDS.some((field) => field in patch && patch[field] !== draft[field]);
  if (isOrderChanged && draft.order_id !== undefined && !('order_id' in patch)) {
    next.order_id = undefined;
    next.refNo = undefined;
    next.domainInvoice = undefined;
  }
  return next;
}

/** SPEC §4: declining the domain prices discards the chosen licence data; the wizard starts again at step 1. */
export const discardLicenceData = (now = Date.now()): TLicenceDraft => ({ step: 0, lastUpdate: now });
