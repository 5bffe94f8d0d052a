import type { ReactNode } from 'react';

/**
 * The page container: centred with a maximum width and side padding, or the
 * full width when the route asks for a breakout container (spec §2).
 */
export function Container({
  children,
  breakout = false,
  className = '',
}: {
  children: ReactNode;
  breakout?: boolean;
  className?: string;
}) {
  const width = breakout ? 'w-full' : 'mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8';
  return <div className={`${width} ${className}`.trim()}>{children}</div>;
}
