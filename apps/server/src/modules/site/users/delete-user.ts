/**
 * Deleting a user (decision 0023): the preview says what will happen, the call does exactly that in one transaction.
 * The account is anonymised (no personal field, no password, no session, no mailed link left; status deleted) and
 * its live contents and catalogs are either given to the deleting admin (`transfer`, comments stay, the shop
 * addresses the products are offered at go with them) or turned off with the comments disapproved (`withdraw`).
 */
import { formatMessage } from '@izlog/contract/messages';
import type { TAdminDeleteUserRequest, TDeleteUserPreview } from '@izlog/contract/user-admin';
import { revokeAllSessions } from '../../../platform/auth/sessions';
import { isUniqueViolation } from '../../../platform/db/unique-violation';
import { AppError } from '../../../platform/http/errors';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { requireSignedIn, type TSignedInActor } from '../../../platform/permissions/policy';
import type { TenantDb } from '../../../platform/tenancy/tenant-db';
import { endAccountTokens } from '../accounts/invitation';
import { auditActorOf, recordAudit } from '../audit/record-audit';
import { countAuthorCatalogs, transferAuthorCatalogs, withdrawAuthorCatalogs } from '../catalogs/author-catalogs';
import { countAuthorComments, withdrawAuthorComments } from '../comments/author-comments';
import {
  authorContentLocationIds,
  countAuthorContents,
  transferAuthorContents,
  withdrawAuthorContents,
} from '../contents/reads/author-contents';
import { presentAdminUser } from './admin-user.presenter';
import { assertNotOwner, assertNotSelf, lockChangeableUser } from './admin-user-rules';
import { deletedAccountName } from './deleted-account-name';
import {
  deleteUserLocations,
  moveUserLocations,
  type TUserRow,
  updateUser,
  userLocationIdsAmong,
} from './users.queries';

/** The user's locations their live products are offered at: a transfer gives them to the admin with the products. */
async function locationsOfLiveProducts(tdb: TenantDb, user: TUserRow): Promise<number[]> {
  return userLocationIdsAmong(tdb, user.id, await authorContentLocationIds(tdb, user.id));
}

/** What deleting touches. Both actions touch the same items (live contents and catalogs, standing comments). */
async function countOwned(tdb: TenantDb, user: TUserRow): Promise<Omit<TDeleteUserPreview, 'user'>> {
  const [contents, catalogs, comments, locations] = await Promise.all([
    countAuthorContents(tdb, user.id),
    countAuthorCatalogs(tdb, user.id),
    countAuthorComments(tdb, user.id),
    locationsOfLiveProducts(tdb, user),
  ]);
  const { published, ...byType } = contents;
  return { contents: byType, published_contents: published, catalogs, comments, locations: locations.length };
}

/** GET /users/admin-delete-user-preview/{id}: the same rules as deleting, so a preview never promises a refusal. */
export async function previewDeleteUser(scope: TRequestScope, id: number): Promise<TDeleteUserPreview> {
  const actor = requireSignedIn(scope.actor);
  return scope.tenant.transaction(async (tx) => {
    const user = await lockChangeableUser(tx, id);
    assertNotOwner(user);
    assertNotSelf(actor, user);
    return { user: presentAdminUser(user), ...(await countOwned(tx, user)) };
  });
}

/** The account as a deleted one is kept: its id (contents, history and the log point at it) and nothing personal. */
function anonymised(user: TUserRow) {
  return {
    ...deletedAccountName(user.id),
    passwordHash: null,
    status: 'deleted',
    name: null,
    surname: null,
    publicEmail: null,
    gender: null,
    phone: null,
    birthdate: null,
    bio: null,
    avatar: null,
    country: null,
    city: null,
    address: null,
    companyName: null,
    twitter: null,
    facebook: null,
    instagram: null,
    googleId: null,
    facebookId: null,
  };
}

export async function deleteUser(scope: TRequestScope, id: number, input: TAdminDeleteUserRequest) {
  const actor = requireSignedIn(scope.actor);
  try {
    await deleteInTransaction(scope, actor, id, input);
  } catch (error) {
    // Only the anonymised name is unique among what deleting writes; should another account hold it, nothing was
    // written, and a new attempt draws another name.
    if (isUniqueViolation(error)) throw new AppError(409, 'user_delete_name_clash');
    throw error;
  }
  return { message: formatMessage('user_deleted', scope.language) };
}

async function deleteInTransaction(
  scope: TRequestScope,
  actor: TSignedInActor,
  id: number,
  input: TAdminDeleteUserRequest,
) {
  await scope.tenant.transaction(async (tx) => {
    const user = await lockChangeableUser(tx, id);
    assertNotOwner(user);
    assertNotSelf(actor, user);
    const owned = await countOwned(tx, user);
    // Read before the contents move: afterwards they are no longer the user's.
    const productLocations = await locationsOfLiveProducts(tx, user);
    const touched =
      input.content_action === 'transfer'
        ? {
            contents: await transferAuthorContents(tx, user.id, actor.userId),
            catalogs: await transferAuthorCatalogs(tx, user.id, actor.userId),
            comments: 0,
            // The products keep their addresses (and stay editable: a product names only its author's locations).
            locations: await moveUserLocations(tx, user.id, actor.userId, productLocations),
          }
        : {
            contents: await withdrawAuthorContents(tx, user.id, actor.userId),
            catalogs: await withdrawAuthorCatalogs(tx, user.id, actor.userId),
            comments: await withdrawAuthorComments(tx, user.id, actor.userId),
            locations: 0,
          };
    await updateUser(tx, user.id, anonymised(user));
    // Whatever stayed the user's: every location under withdraw, the ones no live product names under transfer.
    await deleteUserLocations(tx, user.id);
    await revokeAllSessions(tx, user.id);
    await endAccountTokens(tx, user.id);
    // The entry names who was deleted (its label) and what became of their items, not their personal fields.
    await recordAudit(tx, await auditActorOf(tx, actor), {
      action: 'user.delete',
      subjectType: 'user',
      subjectId: user.id,
      subjectLabel: user.username,
      before: { status: user.status, role: user.role, ...owned },
      after: { status: 'deleted', content_action: input.content_action, ...touched },
    });
  });
}
