import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // Game icons come from our own route and are already sized; next/image would add nothing.
      '@next/next/no-img-element': 'off',
    },
  },
  {
    // Tests read untyped JSON answers from real servers; `any` there is the honest type.
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Jest loads its config as CommonJS.
    files: ['jest.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  globalIgnores(['.next/**', 'backoffice/.next/**', 'backoffice/node_modules/**', 'backoffice/next-env.d.ts', 'platform/dist/**', 'bench/minimal/.next/**', 'node_modules/**', '.data/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**']),
]);
