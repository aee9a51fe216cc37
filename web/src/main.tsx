import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { router } from './app/router';
import { applyStoredTheme } from './lib/theme';
import { createQueryClient } from './lib/query-client';
import './app/styles.css';
import { z } from 'zod';

// zod compiles object schemas with `new Function` unless told not to; the Content-Security-Policy
// (script-src 'self', no 'unsafe-eval') forbids that.
z.config({ jitless: true });

applyStoredTheme();
const queryClient = createQueryClient();
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
