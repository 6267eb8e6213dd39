/**
 * The cache root of the licence's contact services and submissions: the contact form's services here, contact
 * administration's lists under it, so a change of the services makes every list of them stale.
 */
export const contactKeys = {
  all: ['licence-contacts'] as const,
  publicServices: ['licence-contacts', 'services', 'public'] as const,
};
