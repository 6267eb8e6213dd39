/** Each step's own checks (SPEC §5): what must be chosen or filled before Next, in the words of the catalogue. */
import { describe, expect, it } from 'vitest';
import {
  confirmationErrors,
  domainErrors,
  licenceTypeErrors,
  orderDetailsErrors,
  templateErrors,
} from './step-validation';

const base = { step: 0, lastUpdate: 1 };
const NOT_AVAILABLE = 'Domain not available or you have not entered it correctly, please try again';

describe('step checks', () => {
  it('step 1 needs a licence type', () => {
    expect(licenceTypeErrors(base, 'en')).toEqual({ licence_type: 'This field is required.' });
    expect(licenceTypeErrors({ ...base, licence_type: 'free' }, 'en')).toEqual({});
  });

  it('step 2 needs one of the offered templates', () => {
    expect(templateErrors(base, [1, 2], 'en')).toEqual({ template_id: 'This field is required.' });
    expect(templateErrors({ ...base, template_id: 9 }, [1, 2], 'en')).toEqual({
      template_id: 'Choose one of the offered values.',
    });
    expect(templateErrors({ ...base, template_id: 2 }, [1, 2], 'en')).toEqual({});
  });

  it('step 3 needs a site name, a language, a phone of digits and a location picked from the suggestions', () => {
    expect(orderDetailsErrors(base, 'en')).toEqual({
      title_of_app: 'Enter at least 2 characters.',
      phone: 'The phone may contain digits only, at least 6.',
      location: 'Choose the location from the list of suggestions.',
      language: 'This field is required.',
    });
    const filled = {
      ...base,
      title_of_app: 'Hrast',
      language: 'srp' as const,
      phone: '064123',
      address: 'Zmaj Jovina 4',
      city: 'Novi Sad',
      country: 'Srbija',
    };
    expect(orderDetailsErrors(filled, 'en')).toEqual({});
    expect(orderDetailsErrors({ ...filled, phone: '064-123' }, 'srp')).toEqual({
      phone: 'Telefon sme da sadrži samo cifre, najmanje 6.',
    });
    expect(orderDetailsErrors({ ...filled, description: 'x'.repeat(2001) }, 'en')).toEqual({
      description: 'Enter at most 2000 characters.',
    });
  });

  it("step 4 refuses a malformed or taken subdomain with SPEC's message, and an unconfirmed custom domain", () => {
    const withSub = (name: string) => ({ ...base, title_of_app_unique: name });
    expect(domainErrors(withSub(''), 'empty', '', 'en', 'confirm')).toEqual({
      title_of_app_unique: 'This field is required.',
    });
    for (const name of ['-hrast', 'hr ast', 'a', 'www', 'hrast_1'])
      expect(domainErrors(withSub(name), 'malformed', '', 'en', 'confirm').title_of_app_unique).toBe(NOT_AVAILABLE);
    expect(domainErrors(withSub('hrast'), 'taken', '', 'en', 'confirm').title_of_app_unique).toBe(NOT_AVAILABLE);
    expect(domainErrors(withSub('hrast'), 'free', '', 'en', 'confirm')).toEqual({});
    expect(domainErrors(withSub('hrast'), 'free', 'hrast', 'en', 'confirm').domain).toBe(NOT_AVAILABLE);
    expect(domainErrors(withSub('hrast'), 'free', 'hrast.rs', 'en', 'confirm').domain).toBe('confirm');
    const accepted = { ...withSub('hrast'), confirmedDomain: 'hrast.rs', acceptedDomain: true };
    expect(domainErrors(accepted, 'free', 'Hrast.rs ', 'en', 'confirm')).toEqual({});
    expect(domainErrors(accepted, 'free', 'hrast.co.rs', 'en', 'confirm').domain).toBe('confirm');
    // A Cyrillic .срб name is a domain as typed.
    const cyrillic = { ...withSub('hrast'), confirmedDomain: 'пекара.срб', acceptedDomain: true };
    expect(domainErrors(cyrillic, 'free', 'Пекара.срб', 'en', 'confirm')).toEqual({});
    expect(domainErrors(withSub('hrast'), 'free', 'пекара..срб', 'en', 'confirm').domain).toBe(NOT_AVAILABLE);
  });

  it('step 5 needs both terms ticked', () => {
    const messages = { termsOfPayment: 'payment', termsAndConditions: 'conditions' };
    expect(confirmationErrors({ termsOfPayment: false, termsAndConditions: true }, messages)).toEqual({
      termsOfPayment: 'payment',
    });
    expect(confirmationErrors({ termsOfPayment: true, termsAndConditions: true }, messages)).toEqual({});
  });
});
