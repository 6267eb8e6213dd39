/** The query keys of the purchase flow: the catalogue it offers, domain checks, orders and transactions. */
const PURCHASE_KEY = ['licence-purchase'] as const;

export const purchaseKeys = {
  templates: [...PURCHASE_KEY, 'templates'] as const,
  licencePrices: [...PURCHASE_KEY, 'licence-prices'] as const,
  domainPrices: [...PURCHASE_KEY, 'domain-prices'] as const,
  domainCheck: (domain: string) => [...PURCHASE_KEY, 'check-domain', domain] as const,
  order: (orderId: number) => [...PURCHASE_KEY, 'order', orderId] as const,
  transaction: (transactionId: number) => [...PURCHASE_KEY, 'transaction', transactionId] as const,
  invoice: (referenceNo: string) => [...PURCHASE_KEY, 'invoice', referenceNo] as const,
};
