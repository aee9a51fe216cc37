import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { graphqlDocuments } from './build/graphql-documents.ts';

// In development Vite serves the app and forwards the API to a running stopa-api.
const api = process.env.STOPA_API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [graphqlDocuments(import.meta.dirname), react()],
  server: {
    port: 5173,
    proxy: { '/graphql': api, '/api': api },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'build/**/*.test.ts'],
  },
});
