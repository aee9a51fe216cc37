// Lints the web app: typescript-eslint with type information, the rules of hooks, and the
// import boundaries of STYLE.md §13 (shared code never reaches into features; a feature reaches
// another only through its index.ts; src/app may import anything).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const features = readdirSync(`${root}/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** One zone per feature: it may import its own files and the other features' index.ts only. */
const featureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`, ...features.filter((other) => other !== feature).map((other) => `./${other}/index.ts`)],
  message: 'A feature imports another feature only through its index.ts.',
}));

export default defineConfig([
  globalIgnores(['dist/', 'node_modules/', 'src/gql/', 'test-artifacts/', 'playwright-report/', 'blob-report/']),
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
  },
  {
    files: ['**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // Build scripts run in node.
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  {
    // The two classic hook rules; the plugin's React Compiler rules are left out, as the app is
    // not compiled with it. A missing dependency is a stale value: an error, not a warning.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      // zod comes set up for the Content-Security-Policy from src/lib/zod.ts.
      'no-restricted-imports': ['error', { paths: [{ name: 'zod', message: "Import { z } from 'src/lib/zod' (set up without eval)." }] }],
      // The boundary rule skips imports it cannot resolve, so every import must resolve.
      'import-x/no-unresolved': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: ['./src/components', './src/lib'],
              from: ['./src/features', './src/app'],
              message: 'Shared code (components, lib) never imports features or the app shell.',
            },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    files: ['src/lib/zod.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
]);
