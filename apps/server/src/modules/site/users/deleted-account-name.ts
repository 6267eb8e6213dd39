/**
 * The username and e-mail a deleted account keeps (decision 0023). Both are unique per licence, and anyone may
 * register "deleted-5" or be renamed to it, so the id alone could clash and fail the deletion: a random part makes the
 * name one nobody holds. 31 characters at most for a ten-digit id, within a username's 64.
 */
import { randomBytes } from 'node:crypto';

export function deletedAccountName(id: number): { username: string; email: string } {
  const username = `deleted-${id}-${randomBytes(6).toString('hex')}`;
  return { username, email: `${username}@invalid` };
}
