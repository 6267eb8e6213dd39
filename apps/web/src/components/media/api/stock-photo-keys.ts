/** The cache root of the stock photo picker: its topics and each source's search pages. */
export const stockPhotoKeys = {
  all: ['stock-photos'] as const,
};
