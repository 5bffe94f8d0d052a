/** The rounded frame around a row of toggle buttons (language, colour mode). */
export const segmentedControlClasses = 'inline-flex rounded-full border border-muted-300 p-0.5 dark:border-muted-700';

/** The look of one toggle button in that row; the pressed one is filled. Padding is the caller's. */
export const segmentedOptionLook =
  'rounded-full text-muted-700 hover:bg-muted-100 aria-pressed:bg-primary-700 aria-pressed:text-white dark:text-muted-200 dark:hover:bg-muted-800 dark:aria-pressed:bg-primary-300 dark:aria-pressed:text-neutral-950';
