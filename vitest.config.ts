import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    // Island tests opt into a DOM with `// @vitest-environment jsdom` at the top of the file.
    environment: 'node',
    testTimeout: 20_000,
  },
});
