/** Button looks (spec §9: buttons default to extra-large, neutral, fully rounded). */
export const buttonVariants = ['solid', 'outline', 'ghost', 'link'] as const;
export const buttonColors = ['neutral', 'primary', 'secondary', 'danger'] as const;
export const buttonSizes = ['sm', 'md', 'lg', 'xl'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonColor = (typeof buttonColors)[number];
export type ButtonSize = (typeof buttonSizes)[number];

/** The look props shared by Button, ButtonLink and SubmitButton. */
export interface ButtonLook {
  variant?: ButtonVariant;
  color?: ButtonColor;
  size?: ButtonSize;
  block?: boolean;
}

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

// Text on a filled button sits on shade 700 (white ≥ 4.5:1 for every preset) and
// text on white uses 700/800, so any tenant palette keeps WCAG AA contrast.
const looks: Record<ButtonVariant, Record<ButtonColor, string>> = {
  solid: {
    neutral:
      'bg-neutral-900 text-white hover:bg-neutral-700 focus-visible:outline-neutral-900 dark:bg-neutral-100 dark:text-neutral-900 dark:hover:bg-white dark:focus-visible:outline-neutral-100',
    primary:
      'bg-primary-700 text-white hover:bg-primary-800 focus-visible:outline-primary-700 dark:bg-primary-300 dark:text-neutral-950 dark:hover:bg-primary-200 dark:focus-visible:outline-primary-300',
    secondary:
      'bg-secondary-700 text-white hover:bg-secondary-800 focus-visible:outline-secondary-700 dark:bg-secondary-300 dark:text-neutral-950 dark:hover:bg-secondary-200 dark:focus-visible:outline-secondary-300',
    danger:
      'bg-error-700 text-white hover:bg-error-800 focus-visible:outline-error-700 dark:bg-error-300 dark:text-neutral-950 dark:hover:bg-error-200 dark:focus-visible:outline-error-300',
  },
  outline: {
    neutral:
      'border border-neutral-400 text-neutral-900 hover:bg-neutral-100 focus-visible:outline-neutral-900 dark:border-neutral-500 dark:text-neutral-100 dark:hover:bg-neutral-800',
    primary:
      'border border-primary-700 text-primary-800 hover:bg-primary-50 focus-visible:outline-primary-700 dark:border-primary-300 dark:text-primary-200 dark:hover:bg-primary-950',
    secondary:
      'border border-secondary-700 text-secondary-800 hover:bg-secondary-50 focus-visible:outline-secondary-700 dark:border-secondary-300 dark:text-secondary-200 dark:hover:bg-secondary-950',
    danger:
      'border border-error-700 text-error-800 hover:bg-error-50 focus-visible:outline-error-700 dark:border-error-300 dark:text-error-200 dark:hover:bg-error-950',
  },
  ghost: {
    neutral:
      'text-neutral-900 hover:bg-neutral-100 focus-visible:outline-neutral-900 dark:text-neutral-100 dark:hover:bg-neutral-800',
    primary:
      'text-primary-800 hover:bg-primary-50 focus-visible:outline-primary-700 dark:text-primary-200 dark:hover:bg-primary-950',
    secondary:
      'text-secondary-800 hover:bg-secondary-50 focus-visible:outline-secondary-700 dark:text-secondary-200 dark:hover:bg-secondary-950',
    danger:
      'text-error-800 hover:bg-error-50 focus-visible:outline-error-700 dark:text-error-200 dark:hover:bg-error-950',
  },
  link: {
    neutral: 'text-neutral-900 underline underline-offset-4 hover:decoration-2 dark:text-neutral-100',
    primary: 'text-primary-800 underline underline-offset-4 hover:decoration-2 dark:text-primary-200',
    secondary: 'text-secondary-800 underline underline-offset-4 hover:decoration-2 dark:text-secondary-200',
    danger: 'text-error-800 underline underline-offset-4 hover:decoration-2 dark:text-error-200',
  },
};

const paddings: Record<ButtonSize, string> = {
  sm: 'min-h-8 px-3 py-1 text-sm',
  md: 'min-h-9 px-4 py-1.5 text-sm',
  lg: 'min-h-10 px-5 py-2 text-base',
  xl: 'min-h-12 px-6 py-2.5 text-base',
};

const linkPaddings: Record<ButtonSize, string> = { sm: 'text-sm', md: 'text-sm', lg: 'text-base', xl: 'text-base' };

/** The class list of a button or button-styled link. */
export function buttonClasses({
  variant = 'solid',
  color = 'neutral',
  size = 'xl',
  block = false,
}: ButtonLook = {}): string {
  const padding = variant === 'link' ? linkPaddings[size] : paddings[size];
  return [base, looks[variant][color], padding, block ? 'w-full' : ''].filter(Boolean).join(' ');
}
