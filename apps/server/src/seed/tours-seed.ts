/**
 * The demo accounts' guided tours (issue 16): every demo account has seen its tour, so signing in as one (a person
 * trying the demo, every browser test) is not interrupted by it — except the accounts below, new to the site, for
 * whom the tour starts by itself at the first sign-in on the home page. "Take the tour" replays it for anyone.
 */
import { TOUR_KEYS, TOUR_STEP_COUNTS, TOUR_VERSIONS } from '@izlog/contract/tours';
import { eq } from 'drizzle-orm';
import { licences, tourProgress, users } from '../db/schema';
import type { Db } from '../platform/db/database';
import type { TDemoLicence } from './demo-data';

/** The second admin of the demo site has not seen the admin's tour yet (README's demo logins say so). */
export const DEMO_ACCOUNTS_NEW_TO_TOURS: readonly string[] = ['vesna.markovic@demo.example.com'];

/** Marks each demo account's tours finished at their current version; a row already there is left as it is. */
export async function seedTourProgress(db: Db, demo: TDemoLicence): Promise<void> {
  const [licence] = await db
    .select({ id: licences.id })
    .from(licences)
    .where(eq(licences.titleOfAppUnique, demo.subdomain));
  if (!licence) return;
  const emails = new Set(
    demo.accounts.map((account) => account.email).filter((email) => !DEMO_ACCOUNTS_NEW_TO_TOURS.includes(email)),
  );
  const accounts = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.licenceId, licence.id));
  const rows = accounts
    .filter((account) => emails.has(account.email))
    .flatMap((account) =>
      TOUR_KEYS.map((tourKey) => ({
        licenceId: licence.id,
        userId: account.id,
        tourKey,
        version: TOUR_VERSIONS[tourKey],
        step: TOUR_STEP_COUNTS[tourKey] - 1,
        status: 'finished',
      })),
    );
  if (rows.length > 0) await db.insert(tourProgress).values(rows).onConflictDoNothing();
}
