/**
 * The cache root of profiles: public profiles and the own profile here, and what other features keep under it (an
 * author's locations in the editors), so that a saved profile refreshes every place that shows it.
 */
export const profileKeys = {
  all: ['profiles'] as const,
  own: (userId: number) => ['profiles', 'own', userId] as const,
};
