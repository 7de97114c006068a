// Runs `prisma generate` offline: the CLI wants a schema-engine path but never
// executes it for generate, so point it at /bin/false unless one is provided.
import { spawnSync } from "node:child_process";

const env = { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY || "/bin/false", PRISMA_HIDE_UPDATE_MESSAGE: "1" };
const r = spawnSync(process.execPath, ["node_modules/prisma/build/index.js", "generate"], { stdio: "inherit", env });
process.exit(r.status ?? 1);
