/**
 * The one definition of the name the public sees of a licence's user (decisions 0045, 0060), shared by every module's
 * queries that name an author, owner or profile, as a view would be: never a login (username) or an e-mail.
 *
 * The SQL twin of the contract's `publicNameOf` (packages/contract/src/public-name.ts), which names the signed-in user:
 * a client by its company, else its contact's name and surname; anyone else by name and surname; a chosen login only
 * when the profile holds no name, and never one with an `@` in it. Someone with none of these is named '' (the web
 * shows its own word for an unnamed author).
 */
import { CLIENT_ROLES } from '@izlog/contract/roles';
import { type SQL, sql } from 'drizzle-orm';
import { users } from './schema';

const blankToNull = (value: SQL) => sql`nullif(btrim(${value}), '')`;

const chosenLogin = sql`case when strpos(${users.username}, '@') = 0 then ${blankToNull(sql`${users.username}`)} end`;
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
  sql<string>`(case when ${isClient} then coalesce(${companyName}, ${personalName}, ${chosenLogin}, '')
    else coalesce(${personalName}, ${chosenLogin}, '') end)`;

/** Users whose shown name is `name` (in any letter case): what "find by username" means for the public. */
export const publicNameIs = (name: string): SQL => sql`lower(${publicNameOfUser()}) = lower(${name.trim()})`;
