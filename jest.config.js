/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  // The e2e test installs a real n8n and runs through `npm run test:e2e`.
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/e2e/'],
  // lowdb and its writer are ESM-only; swc turns them into CommonJS for jest.
  transform: { '^.+\\.(t|j|mj)s$': ['@swc/jest'] },
  transformIgnorePatterns: ['/node_modules/(?!(lowdb|steno)/)'],
  testTimeout: 60000,
  // Each suite closes its servers and worker pools, but a library handle (tesseract.js, n8n-core)
  // can keep the process alive after the last suite; CI must not wait on it.
  forceExit: true,
};
