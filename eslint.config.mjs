import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import { clientCallFences, documentFilterFence, envFence, fenceZones, linkFence, queriesZodFence, reactQueryHomeFence, speechFence } from "./eslint.fences.mjs";

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      "node_modules/**",
      ".next*/**",
      "**/.next-bench/**",
      ".bench-prof/**",
      ".data/**",
      ".test-data/**",
      "lib/generated/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
    ],
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // The layer fences (eslint.fences.mjs): lib/server and Prisma stay on the server, features
      // do not reach into each other.
      "import/no-restricted-paths": ["error", { zones: fenceZones() }],
    },
  },
  speechFence,
  envFence,
  linkFence,
  queriesZodFence,
  reactQueryHomeFence,
  documentFilterFence,
  ...clientCallFences,
];

export default config;
