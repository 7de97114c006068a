import { defineConfig } from "prisma/config";

// Prisma 7 reads the connection from here (schema.prisma has no url).
// Migrations are applied by scripts/db/migrate.ts (WASM schema engine), which
// writes the same folder and checksums that native `prisma migrate deploy` reads.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations", seed: "tsx prisma/seed.ts" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost:5432/saywrite" },
});
