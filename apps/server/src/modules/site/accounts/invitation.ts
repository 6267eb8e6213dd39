/**
 * Accounts other modules manage (issue 12: user administration): an account an admin made without a password is
 * invited to set one through the password-reset link, and an account's mailed links can be ended. The accounts
 * module keeps its token rules; callers pass their transaction's TenantDb.
 */
import type { TRequestScope } from '../../../platform/http/request-scope';
import type { TenantDb } from '../../../platform/tenancy/tenant-db';
import { INVITATION_TOKEN_HOURS, sendInvitationMail } from './account-mail';
import { issueAccountToken, markAccountTokensUsed, type TUserRow } from './accounts.queries';

/** A set-password token for a new account, issued in the transaction that makes it. */
export const issueInvitation = (tx: TenantDb, userId: number) =>
  issueAccountToken(tx, userId, 'reset', INVITATION_TOKEN_HOURS);

/** Mails the invitation once the account is committed. */
export const mailInvitation = (scope: TRequestScope, user: TUserRow, token: string) =>
  sendInvitationMail(scope, user, token);

/** Links already mailed (validation, reset, invitation) stop working. */
export const endAccountTokens = (tx: TenantDb, userId: number) => markAccountTokensUsed(tx, userId);
