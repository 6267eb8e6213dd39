/**
 * The draft as create-licence reads it (ZCreateLicenceRequest, multipart): the logo goes as a PNG file made from the
 * draft's data URL; the price is never sent.
 */
import { LANGUAGE_ID } from '@izlog/contract/constants';
import type { TLicenceDraft, TPaymentMethod } from '@izlog/contract/sales';
import { toFormData } from '@/lib/form-data';

export function orderFormData(draft: TLicenceDraft, paymentMethod: TPaymentMethod): FormData {
  const hasCustomDomain = Boolean(draft.confirmedDomain && draft.acceptedDomain);
  const formData = toFormData({
    licence_type: draft.licence_type,
    template_id: draft.template_id,
    title_of_app: draft.title_of_app,
    title_of_app_unique: draft.title_of_app_unique,
    domain: hasCustomDomain ? draft.confirmedDomain : undefined,
    accepted_domain_prices: hasCustomDomain ? true : undefined,
    language_id: draft.language ? LANGUAGE_ID[draft.language] : undefined,
    description: draft.description,
    phone: draft.phone,
    country: draft.country,
    city: draft.city,
    address: draft.address,
    payment_method: paymentMethod,
  });
  const logo = draft.icon ? dataUrlToBlob(draft.icon) : null;
  if (logo) formData.append('icon', logo, logo.type === 'image/jpeg' ? 'logo.jpg' : 'logo.png');
  return formData;
}

/** A `data:<type>;base64,…` URL as a Blob, or null when it is not one. */
export function dataUrlToBlob(dataUrl: string): Blob | null {
  const match = /^data:([\w/+.-]+);base64,(.*)$/s.exec(dataUrl);
  if (!match) return null;
  try {
    const binary = atob(match[2]!);
    const bytes = new Uint8Array(binary.length);
    for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
    return new Blob([bytes], { type: match[1] });
  } catch {
    return null;
  }
}
