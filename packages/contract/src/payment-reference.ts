/**
 * Model 97 payment references ("poziv na broj", ISO 7064 MOD 97-10 as Serbian payment orders and the NBS IPS QR `RO`
 * field use it): `97` + two check digits + the reference's digits, with check = 98 − (reference · 100 mod 97). A
 * correct reference satisfies (reference · 100 + check) mod 97 = 1. Digits only (the letters some models allow are
 * not used by Izlog).
 */

export const REFERENCE_MODEL = '97';
/** The IPS QR `RO` field holds at most 35 characters: model (2) + check (2) + 31 digits. */
export const MAX_REFERENCE_DIGITS = 31;

/** The remainder of a digit string of any length by 97, without big numbers. */
function mod97(digits: string): number {
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder;
}

/** The two check digits of a reference (digits only). */
export function model97CheckDigits(reference: string): string {
  if (!/^\d{1,31}$/.test(reference)) throw new Error(`not a model 97 reference: ${reference}`);
  return String(98 - mod97(`${reference}00`)).padStart(2, '0');
}

/** The full reference of an order: `97`, the check digits and the order's digits (the order id, at least 6 digits). */
export function orderReference(orderId: number): string {
  const digits = String(orderId).padStart(6, '0');
  return `${REFERENCE_MODEL}${model97CheckDigits(digits)}${digits}`;
}

/** Whether a full reference (`97` + check + digits; spaces and hyphens allowed between) is correct. */
export function isModel97Reference(value: string): boolean {
  const compact = value.replace(/[\s-]/g, '');
  const match = /^97(\d{2})(\d{1,31})$/.exec(compact);
  return match !== null && model97CheckDigits(match[2]!) === match[1];
}
