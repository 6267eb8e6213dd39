/**
 * GET /licences/setup-checklist: the admin's setup checklist (issue 16), each step done or not from the site's own
 * data — a logo that can be the app's icon (the one logo rule, contract app-builds.ts: the build takes nothing less),
 * any greeting, a product that is not deleted, a widget on any page, a contact service that is not
 * deleted. Nothing is stored: a step ticks itself as soon as the data is there.
 */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import type { TSetupChecklist, TSetupChecklistStep } from '@izlog/contract/tours';
import { SETUP_CHECKLIST_STEPS } from '@izlog/contract/tours';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { appIconSourceProblem } from '../../../platform/images/app-icon';
import { readAppIconSource } from '../../../platform/images/app-icon-source';
import { readSetupFacts } from './tours.queries';

export async function getSetupChecklist(scope: TRequestScope): Promise<TSetupChecklist> {
  const facts = await readSetupFacts(scope.deps.platformDb, scope.tenant, CONTENT_TYPE.product);
  const logo = facts?.icon?.trim() ? await readAppIconSource(scope.deps.storage, facts.icon) : null;
  const done: Record<TSetupChecklistStep, boolean> = {
    logo: logo !== null && (await appIconSourceProblem(logo)) === null,
    greetings: facts?.hasGreetings ?? false,
    first_product: facts?.hasProduct ?? false,
    first_widget: facts?.hasWidget ?? false,
    contact_service: facts?.hasContactService ?? false,
  };
  return { steps: SETUP_CHECKLIST_STEPS.map((key) => ({ key, done: done[key] })) };
}
