import type { CodegenConfig } from '@graphql-codegen/cli';

// GraphQL types come from the committed schema of the api, never from a running server.
const config: CodegenConfig = {
  schema: '../libs/graphql/schema.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**'],
  ignoreNoDocuments: true,
  generates: {
    'src/gql/': {
      preset: 'client',
      config: { enumsAsTypes: true, useTypeImports: true, scalars: { NaiveDate: 'string', NaiveTime: 'string', DateTime: 'string', UUID: 'string' } },
    },
  },
};

export default config;
