// Runs in each test worker before the tests: point the app code at the test database.
import { readFileSync } from "node:fs";
import path from "node:path";

const file = path.join(process.cwd(), ".test-data", "jest-env.json");
const shared = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
Object.assign(process.env, shared, { NODE_ENV: "test" });
delete process.env.ANTHROPIC_API_KEY;
// Limits stay in each worker's memory: parallel workers sharing one Redis would spend each other's
// budgets. Sharing through Redis is proven by tests/e2e/security-shared-limits.spec.ts.
delete process.env.REDIS_URL;
