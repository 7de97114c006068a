// Idempotent seed of built-in reference data (lib/server/seed-data.ts).
//   tsx prisma/seed.ts        seeds DATABASE_URL (also `npm run db:seed`, `prisma db seed`)
//   runSeed(url)              the same in-process (npm start, test set-up)
// Reference rows are upserted by a stable id derived from their key: running it again updates
// them and never duplicates them. Users' own rows are never touched.
import { PrismaPg } from "@prisma/adapter-pg";
import { Prisma, PrismaClient } from "../lib/generated/prisma/client";
import { referenceTemplateId, referenceTemplates, type ReferenceTemplate } from "../lib/server/seed-data";
import { seedTraining } from "../lib/server/training/seed-training";

export interface SeedResult {
  templates: number;
}

function templateData(t: ReferenceTemplate) {
  return {
    name: t.name,
    description: t.description,
    category: t.category,
    subcategory: t.subcategory ?? null,
    content: t.content ?? null,
    structure: t.structure ?? Prisma.DbNull,
    voiceInstructions: t.voiceInstructions ?? null,
    promptFields: t.promptFields ?? [],
    formatting: t.formatting ?? Prisma.DbNull,
    isPublic: true,
    isPremium: t.isPremium ?? false,
    tags: t.tags ?? [],
    createdById: null,
  };
}

export async function seed(db: PrismaClient, templates: readonly ReferenceTemplate[] = referenceTemplates): Promise<SeedResult> {
  const ids = new Set<string>();
  const rows = templates.map((t) => {
    const id = referenceTemplateId(t.key);
    if (ids.has(id)) throw new Error(`Duplicate reference template key ${t.key}`);
    ids.add(id);
    return { id, data: templateData(t) };
  });
  // One transaction for the whole library, with room for a slow (loaded or embedded) database:
  // Prisma's default 5 s transaction timeout is too short for dozens of upserts there.
  await db.$transaction(
    async (tx) => {
      for (const { id, data } of rows) await tx.template.upsert({ where: { id }, create: { id, ...data }, update: data });
    },
    { timeout: 120_000, maxWait: 60_000 },
  );
  await seedTraining(db);
  return { templates: rows.length };
}

export async function runSeed(url: string): Promise<SeedResult> {
  const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: url, max: 2 }) });
  try {
    return await seed(db);
  } finally {
    await db.$disconnect();
  }
}

if (/prisma[\\/]seed\.ts$/.test(process.argv[1] ?? "")) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error("seed: DATABASE_URL is not set");
    process.exit(1);
  }
  runSeed(url).then(
    (result) => {
      console.log(`Seeded ${result.templates} reference template(s).`);
      process.exit(0);
    },
    (err) => {
      console.error(`seed: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    },
  );
}
