import nextJest from "next/jest.js";

// Two projects: `unit` (pure code and components) and `api` (route handlers and use
// cases against a real PostgreSQL: the embedded one, or DATABASE_URL when set).
const createJestConfig = nextJest({ dir: "./" });

const shared = {
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  testPathIgnorePatterns: ["/node_modules/", "/.next", "/tests/e2e/"],
};

const unit = await createJestConfig({
  ...shared,
  displayName: "unit",
  testEnvironment: "node",
  testMatch: ["<rootDir>/tests/unit/**/*.test.[jt]s?(x)"],
  setupFilesAfterEnv: ["<rootDir>/tests/unit/setup.ts"],
})();

const api = await createJestConfig({
  ...shared,
  displayName: "api",
  testEnvironment: "node",
  testMatch: ["<rootDir>/tests/api/**/*.test.ts"],
  globalSetup: "<rootDir>/tests/api/global-setup.ts",
  globalTeardown: "<rootDir>/tests/api/global-teardown.ts",
  setupFiles: ["<rootDir>/tests/api/setup-env.ts"],
  setupFilesAfterEnv: ["<rootDir>/tests/api/settle-mail.ts"],
  testTimeout: 30000,
})();

// ESM-only packages used by the AI engine and UI must be transformed for Jest.
const esmPackages = ["syllable", "cmu-pronouncing-dictionary", "chrono-node", "lucide-react"];
for (const project of [unit, api]) {
  project.transformIgnorePatterns = [
    `/node_modules/(?!(${esmPackages.join("|")})/)`,
    ...project.transformIgnorePatterns.filter((p) => !p.startsWith("/node_modules/")),
  ];
}

const config = { projects: [unit, api], testTimeout: 30000 };
export default config;
