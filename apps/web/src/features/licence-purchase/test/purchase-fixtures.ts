/** What the purchase flow's calls answer in web tests: the catalogue, domain checks, orders, transactions, invoices. */
import type { TCheckDomainResponse, TDomainPriceRow } from '@izlog/contract/domains';
import type { TCheckoutResponse, TDomainInvoice, TTransaction } from '@izlog/contract/payments';
import {
  DRAFT_STORAGE_KEY,
  type TLicenceDraft,
  type TLicencePrices,
  type TSalesOrder,
  type TSalesUser,
  type TTemplate,
} from '@izlog/contract/sales';
import { vi } from 'vitest';
import type { TStubTable } from '@/test/render-app';

export const salesUser: TSalesUser = {
  id: 41,
  role: 'SALES',
  email: 'kupac@example.com',
  name: 'Jelena Kupac',
  phone: '0641234567',
  abilities: ['sales.own'],
};

const licencePrices: TLicencePrices = {
  prices: [
    {
      licence_type: 'free',
      name: 'Free',
      description: 'A site on an Izlog address.',
      price: 0,
      currency_id: 1,
      price_eur: 0,
      term_months: 12,
      features: [{ key: 'subdomain', label: 'An Izlog address' }],
    },
    {
      licence_type: 'basic',
      name: 'Basic',
      description: 'Your own domain, planners and widgets.',
      price: 1_200_000,
      currency_id: 1,
      price_eur: 10_243,
      term_months: 12,
      features: [{ key: 'custom_domain', label: 'Your own domain' }],
    },
    {
      licence_type: 'e-commerce',
      name: 'E-commerce',
      description: 'A shop with catalogs.',
      price: 3_600_000,
      currency_id: 1,
      price_eur: 30_728,
      term_months: 12,
      features: [{ key: 'products', label: 'Products' }],
    },
  ],
  rate: { middle: '117.1500', date: '2026-11-23', stale: false },
};

const templates: TTemplate[] = [
  { id: 1, key: 'classic', name: 'Classic', description: 'Calm and clear.', preview_url: 'http://demo.localhost' },
  { id: 2, key: 'showcase', name: 'Showcase', description: 'Big pictures.', preview_url: 'http://demo.localhost' },
];

const rsPrice: TDomainPriceRow = {
  zone: 'rs',
  registration: 180_000,
  renewal: 180_000,
  reactivation: 300_000,
  registration_eur: 1_536,
  renewal_eur: 1_536,
  reactivation_eur: 2_561,
};

const domainPrices = { prices: [rsPrice], rate: { middle: '117.1500', date: '2026-11-23' } };

function domainAnswer(domain: string, isFree: boolean): TCheckDomainResponse {
  const isCustom = domain.includes('.');
  return {
    domain,
    kind: isCustom ? 'custom' : 'subdomain',
    is_free: isFree,
    message: isFree
      ? 'The domain is available.'
      : 'Domain not available or you have not entered it correctly, please try again',
    site_url: isCustom ? null : `http://${domain}.localhost:3000`,
    price: isCustom && isFree ? rsPrice : null,
  };
}

export function salesOrder(overrides: Partial<TSalesOrder> = {}): TSalesOrder {
  return {
    id: 501,
    kind: 'new',
    status: 'awaiting_payment',
    licence_id: null,
    licence_type: 'basic',
    template_id: 2,
    title_of_app: 'Radionica Hrast',
    subdomain: 'hrast',
    custom_domain: null,
    licence_amount: 1_200_000,
    domain_amount: 0,
    total: 1_200_000,
    currency_id: 1,
    reference_no: '9705000501',
    payment_method: 'card',
    reserved_until: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
    paid_at: null,
    created_at: new Date().toISOString(),
    provisioning_error: null,
    ...overrides,
  };
}

export function checkout(overrides: Partial<TCheckoutResponse> = {}): TCheckoutResponse {
  return {
    return_type: 'redirect',
    redirect_url: 'http://localhost:3000/sandbox-gateway/pay/token-1',
    success_url: 'http://localhost:3000/payment/result/77',
    error_url: 'http://localhost:3000/payment/result/77',
    transaction_id: 77,
    ...overrides,
  };
}

export function transaction(overrides: Partial<TTransaction> = {}): TTransaction {
  return {
    id: 77,
    order_id: 501,
    order_number: '9705000501-1',
    status: 'approved',
    outcome: 'succeeded',
    amount: 1_200_000,
    currency: 'RSD',
    card_type: 'Visa',
    card_last4: '1111',
    authorization_code: '123456',
    status_code: '00',
    status_message: 'Approved',
    gateway_transaction_id: 'SBX-77',
    time: '2026-11-23T13:05:09.000Z',
    licence_id: null,
    site_url: null,
    refundable_until: null,
    refund_due: false,
    ...overrides,
  };
}

export function invoice(overrides: Partial<TDomainInvoice> = {}): TDomainInvoice {
  return {
    order_id: 501,
    reference_no: '9705000501',
    to_pay: 1_380_000,
    currency: 'RSD',
    payee_name: 'Izlog d.o.o.\nBulevar oslobođenja 1, Novi Sad',
    payee_account: '160-0000000012345-67',
    purpose: 'Licenca Izlog, porudžbina 501',
    ips_qr_text: 'K:PR|V:01|C:1|R:160000000001234567|N:Izlog d.o.o.|I:RSD13800,00|SF:289|S:Licenca|RO:9705000501',
    ips_qr_svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
    status: 'awaiting_payment',
    ...overrides,
  };
}

/** The catalogue every wizard screen may ask for. */
export const catalogueStubs = (): TStubTable => ({
  'GET /api/v1/licences/get-licence-prices': { body: licencePrices },
  'GET /api/v1/templates': { body: templates },
  'GET /api/v1/licences/get-domain-prices': { body: domainPrices },
});

/** A draft stored as the wizard writes it, updated `ageMs` ago. */
export function storeDraft(draft: Partial<TLicenceDraft>, ageMs = 0): TLicenceDraft {
  const stored: TLicenceDraft = { step: 0, ...draft, lastUpdate: Date.now() - ageMs };
  localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(stored));
  return stored;
}

export function readStoredDraft(): TLicenceDraft | null {
  const raw = localStorage.getItem(DRAFT_STORAGE_KEY);
  return raw ? (JSON.parse(raw) as TLicenceDraft) : null;
}

/** A draft filled through the order form, ready for the domain step. */
export const filledDraft = (overrides: Partial<TLicenceDraft> = {}): Partial<TLicenceDraft> => ({
  licence_type: 'basic',
  template_id: 2,
  title_of_app: 'Radionica Hrast',
  description: 'Nameštaj od punog drveta.',
  language: 'srp',
  phone: '0641234567',
  address: 'Zmaj Jovina 4',
  city: 'Novi Sad',
  country: 'Srbija',
  title_of_app_unique: 'hrast',
  ...overrides,
});

/**
 * Answers check-domain by the domain sent (the stub table's answers cannot read a body): `isFree` decides. Call after
 * `stubFetch`; every other call goes to its table. Returns the domains checked, in order.
 */
export function stubDomainChecks(isFree: (domain: string) => boolean): string[] {
  const checked: string[] = [];
  const tableFetch = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/v1/licences/check-domain') return tableFetch(input, init);
    const { domain } = JSON.parse(String(init?.body)) as { domain: string };
    checked.push(domain);
    return new Response(JSON.stringify(domainAnswer(domain, isFree(domain))), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return checked;
}
