import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/ui/page-header.tsx';

/** The narrow column the account pages (sign-in, password, sign-up) share: the page's h1, then its content. */
export function AuthPanel({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-lg">
      <PageHeader title={title} description={description} />
      <div className="grid gap-6">{children}</div>
    </div>
  );
}

/** A line of links under a form ('Forgot your password?', 'No account yet?'). */
export function AuthLinks({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-2 text-sm text-muted-700 dark:text-muted-300">{children}</div>;
}

/** Link classes of the account pages' text links (underlined, visible focus). */
export const authLinkClasses =
  'font-semibold text-primary-800 underline underline-offset-4 hover:decoration-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 dark:text-primary-200';
