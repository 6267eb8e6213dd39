/** Loads the lazy chunks of the back office and the category modal before a test file's first test runs. */
export async function warmUpCategoryAdmin(): Promise<void> {
  await Promise.all([
    import('@/app/back-office/back-office-layout'),
    import('@/app/routes/admin-categories-route'),
    import('../components/edit-category-modal'),
  ]);
}

/** Transforming those chunks takes seconds on a busy two-core machine. */
export const WARM_UP_MS = 60_000;

/** Typing through the four-step form re-renders it on every key: on a busy shared machine a test takes long. */
export const SLOW_MACHINE_MS = 45_000;
