import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { router } from './app/router';
import { afterFirstPaint, hasFirstPaint } from './lib/first-data';
import { applyStoredTheme } from './lib/theme';
import { createQueryClient } from './lib/query-client';
import './app/styles.css';

/** Marks the document once the app has mounted (`<html data-app="ready">`): until then a page
 * the api served is the api's own markup, whose links and skip link work as plain HTML. Browser
 * tests that drive the keyboard wait for it, so a key is not pressed into markup being replaced. */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}

applyStoredTheme();
const queryClient = createQueryClient();
const root = document.getElementById('root');
if (root) {
  const render = () =>
    createRoot(root).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <AppReady />
        </QueryClientProvider>
      </StrictMode>,
    );
  // A public page the api served with its content (bins/api/src/first_paint.rs) keeps it until
  // the page's code is loaded and the content has been painted, so the app replaces it at once
  // with the same page, not with a loading state, and the page's largest paint is the api's.
  if (hasFirstPaint(root)) void Promise.all([router.load(), afterFirstPaint()]).then(render, render);
  else render();
}
