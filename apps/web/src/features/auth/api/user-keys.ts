/**
 * The cache root of users as the site knows them: the token check and account validation here, and what other
 * features keep under it (the editors' author options), so that a user administration write refreshes them all.
 */
export const userKeys = {
  all: ['users'] as const,
  verifyToken: ['users', 'verify-token'] as const,
};
