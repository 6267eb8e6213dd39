/**
 * The cache root of planners: the owner's lists and pages here, and what other features keep under it (the public
 * planners), so that a moderator's decision refreshes every screen that shows a planner's status.
 */
export const plannerKeys = {
  all: ['planners'] as const,
  lists: ['planners', 'list'] as const,
  detail: (id: number) => ['planners', 'detail', id] as const,
};
