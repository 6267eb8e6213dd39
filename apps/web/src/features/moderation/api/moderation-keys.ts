/** The cache root of the moderation lists and counts: a new comment or a decision makes all of them stale. */
export const moderationKeys = {
  all: ['moderations'] as const,
};
