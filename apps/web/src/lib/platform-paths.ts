/**
 * Addresses of the platform site (the bare platform host, DESIGN §2): its screens and the sales side's API calls
 * (relative to API_BASE). The licence sites' own addresses are in paths.ts.
 */

export const platformRoutes = {
  home: '/',
  pricing: '/pricing',
  templates: '/templates',
  templatePreview: '/templates/:templateId',
  termsOfPayment: '/terms-of-payment',
  termsAndConditions: '/terms-and-conditions',
  /** The purchase wizard (SPEC §4), its draft kept in local storage. */
  buy: '/buy',
  /** SPEC §2 transaction result pages: success, fail or error by the transaction's outcome. */
  paymentResult: '/payment/result/:transactionId',
  /** The IPS QR proforma of an order. */
  proforma: '/proforma/:referenceNo',
  console: '/console',
  consoleLicence: '/console/licences/:licenceId',
  consoleAccount: '/console/account',
  consolePartner: '/console/partner',
  consoleAdmin: '/console/admin',
} as const;

export const platformLinks = {
  templatePreview: (templateId: number) => `/templates/${templateId}`,
  paymentResult: (transactionId: number) => `/payment/result/${transactionId}`,
  proforma: (referenceNo: string) => `/proforma/${encodeURIComponent(referenceNo)}`,
  consoleLicence: (licenceId: number) => `/console/licences/${licenceId}`,
  buy: (licenceType?: string) => (licenceType ? `/buy?type=${encodeURIComponent(licenceType)}` : '/buy'),
  /** The purchase wizard with a template chosen (TemplatePreview's "Choose this template"). */
  buyWithTemplate: (templateId: number) => `/buy?template=${templateId}`,
} as const;

export const salesApiPaths = {
  /** The captcha of the sign-up form: the licence sites' GET /users/captcha does not answer on the platform host. */
  salesUserCaptcha: '/users/sales-user-captcha',
  registerSalesUser: '/users/register-sales-user',
  loginSalesUser: '/users/login-sales-user',
  verifySalesUserToken: '/users/verify-sales-user-token',
  logoutSalesUser: '/users/logout-sales-user',
  updateName: '/profiles/sales-user-update-name',
  updatePhone: '/profiles/sales-user-update-phone',
  templates: '/templates',
  licencePrices: '/licences/get-licence-prices',
  exchangeRates: '/exchange-rates',
  updateExchangeRate: '/exchange-rates/update-rate',
  checkDomain: '/licences/check-domain',
  domainPrices: '/licences/get-domain-prices',
  createLicence: '/licences/create-licence',
  salesOrder: (orderId: number) => `/licences/get-sales-order/${orderId}`,
  renewLicence: (licenceId: number) => `/licences/renew-licence/${licenceId}`,
  salesUserLicences: '/licences/get-sales-user-licences',
  allLicences: '/licences/get-all-licences',
  partnersLicences: '/licences/get-all-partners-licences',
  salesLicence: (licenceId: number) => `/licences/get-sales-licence/${licenceId}`,
  salesUserUpdateLicence: (
    field: 'logo' | 'stock-logo' | 'description' | 'location' | 'phone' | 'status',
    licenceId: number,
  ) => `/licences/sales-user-update-licence-${field}/${licenceId}`,
  buildPaidNativeApp: '/licences/build-paid-native-app',
  updateSingleApp: '/update-single-apps/update-single-app',
  addAndroidAppLink: '/android-links/admin-add-licence-android-app-link',
  /** GET: a licence's app builds with status, progress and log (newest first, paginated). */
  appBuilds: (licenceId: number) => `/licences/app-builds/${licenceId}`,
  appBuildDownload: (licenceId: number, buildId: number) => `/licences/app-builds/${licenceId}/download/${buildId}`,
  licenceDomains: (licenceId: number) => `/licences/licence-domains/${licenceId}`,
  recheckLicenceDomain: (domainId: number) => `/licences/recheck-licence-domain/${domainId}`,
  createLicenceDomain: '/licences/create-licence-domain',
  getDomain: '/licences/get-domain',
  createLicenceSubdomain: '/licences/create-licence-subdomain',
  createVirtualHost: '/virtual-hosts/create-virtual-host',
  createSslCertificate: '/licences/create-ssl-certificate',
  salesLicencePayment: '/payments/sales-licence-payment',
  transactionStatus: (transactionId: number) => `/payments/transaction-status/${transactionId}`,
  sendPaymentSuccessMail: '/payments/send-payment-success-mail',
  refundLicencePayment: (transactionId: number) => `/payments/refund-licence-payment/${transactionId}`,
  domainInvoice: '/licences/get-domain-invoice',
  markInvoicePaid: (orderId: number) => `/payments/mark-invoice-paid/${orderId}`,
  commissions: '/payments/commissions',
  /** The commission ledger's sums, in all and per month (the sales console). */
  commissionsSummary: '/payments/commissions-summary',
  /** Proforma orders waiting for an IPS transfer (the platform admin marks them paid). */
  openInvoices: '/payments/open-invoices',
} as const;
