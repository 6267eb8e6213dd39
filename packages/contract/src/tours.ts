/**
 * Guided tours of the home page and the admin's setup checklist (SPEC §1; issue 16): which tours there are, where a
 * user stands in each, and the checklist's steps. The only home of these rules for the server and the web.
 */
import { z } from 'zod';

/** The admin's tour of the home page and the back office, and the shortened one for a visitor who just signed up. */
export const TOUR_KEYS = ['admin-home', 'visitor-home'] as const;
export type TTourKey = (typeof TOUR_KEYS)[number];
/** Raise a tour's version when its steps change: everyone sees the new tour once, from its start. */
export const TOUR_VERSIONS: Record<TTourKey, number> = { 'admin-home': 1, 'visitor-home': 1 };
/** running: stopped part-way (resumable from `step`); skipped; finished. */
export const TOUR_STATUSES = ['running', 'skipped', 'finished'] as const;
export type TTourStatus = (typeof TOUR_STATUSES)[number];
/** More steps than any tour has: a step past it is bad input. */
export const TOUR_MAX_STEPS = 30;

export const ZTourProgress = z.object({
  tour_key: z.enum(TOUR_KEYS),
  version: z.number().int(),
  step: z.number().int(),
  status: z.enum(TOUR_STATUSES),
  updated_at: z.string(),
});
export type TTourProgress = z.infer<typeof ZTourProgress>;

export const ZSaveTourProgressRequest = z.object({
  tour_key: z.enum(TOUR_KEYS),
  version: z.coerce.number().int().min(1),
  step: z.coerce
    .number()
    .int()
    .min(0)
    .max(TOUR_MAX_STEPS - 1),
  status: z.enum(TOUR_STATUSES),
});
export type TSaveTourProgressRequest = z.infer<typeof ZSaveTourProgressRequest>;

/** The admin's setup checklist, in the order it is shown; each step ticks itself from the site's data. */
export const SETUP_CHECKLIST_STEPS = ['logo', 'greetings', 'first_product', 'first_widget', 'contact_service'] as const;
export type TSetupChecklistStep = (typeof SETUP_CHECKLIST_STEPS)[number];
export const ZSetupChecklist = z.object({
  steps: z.array(z.object({ key: z.enum(SETUP_CHECKLIST_STEPS), done: z.boolean() })),
});
export type TSetupChecklist = z.infer<typeof ZSetupChecklist>;

/**
 * How many steps each tour has (the web's step lists are checked against it): a saved step at or past the count is
 * bad input (422). Raise the tour's version with it when its steps change.
 */
export const TOUR_STEP_COUNTS: Record<TTourKey, number> = { 'admin-home': 12, 'visitor-home': 4 };
