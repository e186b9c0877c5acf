/** Behaviour tests: jsdom, Testing Library and msw/node. Browser tests run under Playwright (playwright.config.ts). */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

export default {
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { url: 'http://localhost/', customExportConditions: [''] },
  roots: ['<rootDir>/test/unit'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/test/unit/setup.ts'],
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  // msw 2 depends on a few ESM-only packages: let swc turn them into CommonJS.
  transformIgnorePatterns: [
    '/node_modules/(?!(msw|@mswjs|@bundled-es-modules|until-async|rettime|outvariant|strict-event-emitter|headers-polyfill|@open-draft)/)',
  ],
  moduleNameMapper: { '\\.css$': '<rootDir>/test/unit/style-stub.ts' },
  // See test/unit/setup.ts: a busy 2-core machine.
  testTimeout: 20_000,
  clearMocks: true,
  restoreMocks: true,
};
