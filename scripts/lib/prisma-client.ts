// The generated Prisma client (lib/generated/prisma, git-ignored) must exist before anything
// builds or imports the app. `npm start` and `npm test` generate it; scripts that build on
// their own (the e2e server, `npm run bench`, `npm run test:load`) call this first, so each
// works on a clean clone without another command.
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import path from "node:path";

export function ensurePrismaClient(root = process.cwd()): void {
  const client = path.join(root, "lib", "generated", "prisma", "client.ts");
  const schema = path.join(root, "prisma", "schema.prisma");
  if (existsSync(client) && statSync(client).mtimeMs >= statSync(schema).mtimeMs) return;
  console.log("[saywrite] generating the Prisma client...");
  const r = spawnSync(process.execPath, [path.join(root, "scripts", "prisma-generate.mjs")], { stdio: "inherit", cwd: root });
  if (r.status !== 0) throw new Error("prisma generate failed");
}
