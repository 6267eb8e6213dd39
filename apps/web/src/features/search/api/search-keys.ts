/** The cache root of the site search's result pages. */
export const searchKeys = {
  all: ['search'] as const,
};
