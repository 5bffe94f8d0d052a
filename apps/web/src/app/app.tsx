import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/api/query-client.ts';
import { createAppRouter } from './routes/router.ts';
import { AppStart } from './start/app-start.tsx';

/** The whole app: server-state cache, app start (config, tenant, theme), then the router. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <AppStart>
        <RouterProvider router={router} />
      </AppStart>
    </QueryClientProvider>
  );
}
