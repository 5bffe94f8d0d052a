import { RouteErrorScreen } from './route-error-screen.tsx';

/** Last-resort boundary when the layout itself fails: the error screen without header and footer. */
export function RootErrorScreen() {
  return (
    <main id="main-content" tabIndex={-1} className="min-h-screen bg-background px-4 text-text outline-none">
      <RouteErrorScreen />
    </main>
  );
}
