/** The cache root of the address field's place suggestions. */
export const placeKeys = {
  all: ['places'] as const,
};
