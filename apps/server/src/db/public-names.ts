/**
 * The one definition of the name the public sees of a licence's user (decision 0045), shared by every module's queries
 * that name an author, owner or profile, as a view would be: never a login e-mail.
 *
 * A client's username is its e-mail (SPEC §5), and anyone may have chosen their e-mail as username, so a username is
 * shown only when it cannot be an e-mail address (it holds no `@`). A client is named by its company; anyone else by
 * the username they chose, else their name and surname (already public on their profile). Someone with none of these
 * is named '' (the web shows its own word for an unnamed author).
 */
import { CLIENT_ROLES } from '@izlog/contract/roles';
import { type SQL, sql } from 'drizzle-orm';
import { users } from './schema';

const blankToNull = (value: SQL) => sql`nullif(btrim(${value}), '')`;

const chosenUsername = sql`case when strpos(${users.username}, '@') = 0 then ${blankToNull(sql`${users.username}`)} end`;
const personalName = blankToNull(
  sql`concat_ws(' ', ${blankToNull(sql`${users.name}`)}, ${blankToNull(sql`${users.surname}`)})`,
);
const companyName = blankToNull(sql`${users.companyName}`);
const isClient = sql`${users.role} in (${sql.join(
  CLIENT_ROLES.map((role) => sql`${role}`),
  sql`, `,
)})`;

/** The shown name of the `users` row the query reads (joined under its own name). */
export const publicNameOfUser = (): SQL<string> =>
  sql<string>`(case when ${isClient} then coalesce(${companyName}, ${personalName}, ${chosenUsername}, '')
    else coalesce(${chosenUsername}, ${personalName}, '') end)`;

/** Users whose shown name is `name` (in any letter case): what "find by username" means for the public. */
export const publicNameIs = (name: string): SQL => sql`lower(${publicNameOfUser()}) = lower(${name.trim()})`;
