/**
 * The look of text inputs, selects and textareas, without size or width (each
 * control adds its own, so no two utilities compete), but never wider than its box: a select is as
 * wide as its longest option, which on a phone pushed the page sideways. The border uses shade
 * 500 of the muted tone so the field's edge keeps 3:1 against white (WCAG 1.4.11).
 */
export const fieldControlLook =
  'min-w-0 max-w-full rounded-ui border border-muted-500 bg-white text-base text-neutral-900 shadow-xs placeholder:text-muted-600 focus-visible:border-primary-700 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary-700 disabled:cursor-not-allowed disabled:bg-muted-100 aria-invalid:border-error-700 aria-invalid:focus-visible:outline-error-700 dark:border-muted-400 dark:bg-muted-900 dark:text-muted-50 dark:placeholder:text-muted-400 dark:aria-invalid:border-error-300';
