import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Integration tests render against the built client manifest.
          globalSetup: ['tests/integration/global-setup.ts'],
        },
      },
    ],
  },
  esbuild: { jsx: 'automatic' },
});
