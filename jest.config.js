// Jest: unit tests (jsdom or node per file) and integration tests against a real platform.
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

// msw 2 and next-intl ship ESM only; let them through the transform (see machine-notes).
const esmPackages = [
  'next-intl', 'use-intl', 'intl-messageformat', 'icu-minify', '@formatjs', 'rettime',
  'until-async', '@open-draft', 'msw', '@mswjs', 'headers-polyfill', 'outvariant', 'strict-event-emitter',
  'is-node-process', 'statuses', 'otplib', '@otplib', '@scure', '@noble', 'openid-client', 'oauth4webapi', 'jose',
  'pg-boss', 'serialize-error', 'non-error', 'rrule-temporal', 'temporal-spec', 'eventsource-parser',
];

const base = {
  testEnvironment: 'jest-fixed-jsdom',
  // 'server-only' throws outside React's server build; the unit tests exercise server modules directly.
  moduleNameMapper: { '^server-only$': '<rootDir>/tests/empty-module.js', '^@/(.*)$': '<rootDir>/$1', '^@bo/(.*)$': '<rootDir>/backoffice/$1' },
  setupFilesAfterEnv: ['<rootDir>/tests/jest.setup.ts'],
  // A folder per run, where the integration suites' seeded database templates are built once.
  globalSetup: '<rootDir>/tests/integration/global-setup.ts',
  globalTeardown: '<rootDir>/tests/integration/global-teardown.ts',
  testPathIgnorePatterns: ['/node_modules/', '/tests/e2e/', '/tests/bff/', '/tests/audit/', '/tests/backoffice/', '/.next/'],
};

module.exports = async () => {
  const config = await createJestConfig(base)();
  config.transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`];
  config.testTimeout = 60_000;
  return config;
};
