/** The order as create-licence reads it: the draft's fields, the language id, the custom domain only when accepted, no price. */
import { describe, expect, it } from 'vitest';
import { dataUrlToBlob, orderFormData } from './order-request';
import { centredSquare } from './resize-logo';

const draft = {
  step: 4,
  lastUpdate: 1,
  licence_type: 'basic' as const,
  template_id: 2,
  title_of_app: 'Radionica Hrast',
  title_of_app_unique: 'hrast',
  language: 'en' as const,
  description: '',
  phone: '0641234567',
  address: 'Zmaj Jovina 4',
  city: 'Novi Sad',
  country: 'Srbija',
  totalPrice: 10,
  domainPrice: 180_000,
};

describe('the order request', () => {
  it('sends the order form and the payment method, never a price', () => {
    const form = orderFormData(draft, 'card');
    expect(Object.fromEntries(form.entries())).toEqual({
      licence_type: 'basic',
      template_id: '2',
      title_of_app: 'Radionica Hrast',
      title_of_app_unique: 'hrast',
      language_id: '2',
      phone: '0641234567',
      address: 'Zmaj Jovina 4',
      city: 'Novi Sad',
      country: 'Srbija',
      payment_method: 'card',
    });
  });

  it('adds the custom domain only once its prices are accepted', () => {
    expect(orderFormData({ ...draft, confirmedDomain: 'hrast.rs' }, 'ips').get('domain')).toBeNull();
    const form = orderFormData({ ...draft, confirmedDomain: 'hrast.rs', acceptedDomain: true }, 'ips');
    expect(form.get('domain')).toBe('hrast.rs');
    expect(form.get('accepted_domain_prices')).toBe('true');
    expect(form.get('payment_method')).toBe('ips');
  });

  it('sends the logo kept in the draft as a PNG file', async () => {
    const icon = `data:image/png;base64,${btoa('\x89PNG-bytes')}`;
    const logo = orderFormData({ ...draft, icon }, 'card').get('icon');
    expect(logo).toBeInstanceOf(File);
    expect((logo as File).type).toBe('image/png');
    expect(await (logo as File).text()).toContain('PNG-bytes');
    expect(dataUrlToBlob('https://example.com/logo.png')).toBeNull();
  });

  it('keeps the centred square of a logo, the crop the site shows', () => {
    expect(centredSquare(1024, 512)).toEqual({ x: 256, y: 0, side: 512 });
    expect(centredSquare(600, 901)).toEqual({ x: 0, y: 150, side: 600 });
    expect(centredSquare(512, 512)).toEqual({ x: 0, y: 0, side: 512 });
  });
});
