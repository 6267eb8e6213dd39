/** The cache root of comments: a content's comment pages sit under `ofContent`, read again after a post or a decision. */
export const commentKeys = {
  all: ['comments'] as const,
  ofContent: (contentId: number) => ['comments', contentId] as const,
};
