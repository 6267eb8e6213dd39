/**
 * The name the site greets and credits a licence's user by (issue 26 item 9, decision 0060): a client (a company) by
 * its company name, else by its contact's name and surname; anyone else by their name and surname. Only when the
 * profile holds no name does a chosen login stand in, and never one that holds an `@`: a client's username is its
 * e-mail (SPEC §5) and anyone may have chosen theirs as a login. '' when none is there; the web then shows its own
 * word ("Unnamed author", a greeting without a name).
 *
 * The server's queries hold the same rule in SQL (apps/server/src/db/public-names.ts), so lists can filter by it.
 */
import { CLIENT_ROLES } from './roles';

export type TNamedUser = {
  role: string;
  username: string;
  name: string | null;
  surname: string | null;
  company_name: string | null;
};

const blankToNull = (value: string | null): string | null => (value?.trim() ? value.trim() : null);

export function publicNameOf(user: TNamedUser): string {
  const personal = blankToNull([blankToNull(user.name), blankToNull(user.surname)].filter(Boolean).join(' '));
  const isClient = (CLIENT_ROLES as readonly string[]).includes(user.role);
  const company = isClient ? blankToNull(user.company_name) : null;
  const chosenLogin = user.username.includes('@') ? null : blankToNull(user.username);
  return company ?? personal ?? chosenLogin ?? '';
}
