/** The cache root of the site templates offered in the interface language (one answer per language). */
export const templateKeys = {
  all: ['templates'] as const,
};
