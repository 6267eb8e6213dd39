/**
 * The query keys of the licence's details (SPEC §9: after a change of the site's settings, greetings, terms or
 * switches the licence details are read again). Everything under `all` is refreshed by one invalidation.
 */
export const licenceQueryKeys = {
  all: ['licence'] as const,
  details: ['licence', 'details'] as const,
  /** The details with the long texts (terms and conditions, privacy policy, terms of payment). */
  texts: ['licence', 'details', 'texts'] as const,
  /** The admin's setup checklist (issue 16): under `all`, so a save of the logo or the greetings ticks it at once. */
  setupChecklist: ['licence', 'setup-checklist'] as const,
};
