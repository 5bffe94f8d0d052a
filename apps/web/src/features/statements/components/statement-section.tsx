import type { ReactNode } from 'react';

/** One part of a statement: a heading and its text. */
export function StatementSection({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="grid gap-3">
      <h2 className="font-heading text-xl font-semibold text-text">{heading}</h2>
      {children}
    </section>
  );
}

/** The day the statements' texts were last written (their content follows the centre's settings live). */
export const statementsWrittenOn = '2026-11-26';

/** What a statement is generated from: the tenant's site and its centre's settings. */
export interface StatementSource {
  appName: string;
  centerName: string;
}
