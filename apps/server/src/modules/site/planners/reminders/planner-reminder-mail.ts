/**
 * The reminder mail of an owner's planner items dated tomorrow, in the site's language (a user keeps no language of
 * their own): each item's time, title and place, and the link to its planner's page on the site.
 */
import { LANGUAGE_ID, type TLanguage } from '@izlog/contract/constants';
import { formatMessage } from '@izlog/contract/messages';
import type { TAppDeps } from '../../../../platform/deps';
import { licenceSiteUrl } from '../../../../platform/tenancy/site-url';
import type { TReminderRow } from './planner-reminders.queries';

const languageOf = (languageId: number): TLanguage => (languageId === LANGUAGE_ID.en ? 'en' : 'srp');

/** "subota, 20. jun 2026." / "Saturday, 20 June 2026" (the day as written, whatever the server's zone). */
const dayIn = (language: TLanguage, day: string) =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'sr-Latn-RS', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );

/** The owner's planner page (the web's /my/planners/:id). */
export const plannerPageUrl = (siteUrl: string, plannerId: number) => `${siteUrl}/my/planners/${plannerId}`;

function itemLines(item: TReminderRow, language: TLanguage, siteUrl: string): string {
  const when = item.scheduledTime ?? formatMessage('planner_reminder_all_day', language);
  const place = [item.address, item.city, item.country]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  return [
    `• ${when} — ${item.title}`,
    place ? `  ${formatMessage('planner_reminder_place', language, { place })}` : null,
    `  ${formatMessage('planner_reminder_planner', language, {
      planner: item.plannerTitle,
      url: plannerPageUrl(siteUrl, item.plannerId),
    })}`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** One mail for one owner's items of one day (in order: all-day first, then by time). */
export async function sendPlannerReminderMail(deps: Pick<TAppDeps, 'mailer' | 'config'>, items: TReminderRow[]) {
  const [first] = items;
  if (!first) return;
  const language = languageOf(first.languageId);
  const siteUrl = licenceSiteUrl(deps.config, first.subdomain);
  const subjectKey = items.length > 1 ? 'mail_planner_reminder_subject_more' : 'mail_planner_reminder_subject';
  await deps.mailer.send({
    licenceId: first.licenceId,
    to: first.email,
    subject: formatMessage(subjectKey, language, { title: first.title, more: items.length - 1 }),
    text: formatMessage('mail_planner_reminder_body', language, {
      name: first.name,
      date: dayIn(language, first.scheduledDate),
      items: items.map((item) => itemLines(item, language, siteUrl)).join('\n\n'),
      site: `${first.siteTitle} — ${siteUrl}`,
    }),
  });
}
