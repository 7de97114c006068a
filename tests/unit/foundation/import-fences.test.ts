// The import fences (eslint.fences.mjs) as `npm run lint` applies them: each probe is linted
// under the file name it would have (ESLint's lintText, one process for all of them), so
// nothing is written into the tree.
import { spawnSync } from "node:child_process";

type Probe = { file: string; code: string };

/** The fence messages ESLint gives for each probe. */
function fenceErrors(probes: Probe[]): string[][] {
  const script = `
    import { ESLint } from "eslint";
    const probes = JSON.parse(await new Response(process.stdin).text());
    const eslint = new ESLint();
    const out = [];
    for (const p of probes) {
      const [result] = await eslint.lintText(p.code, { filePath: p.file });
      out.push(result.messages.filter((m) => m.ruleId === "import/no-restricted-paths").map((m) => m.message));
    }
    process.stdout.write(JSON.stringify(out));`;
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], { input: JSON.stringify(probes), encoding: "utf8" });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as string[][];
}

describe("lib/ai stays on the server", () => {
  const [component, queryHook, route, schemas, spelling, spellingReach] = fenceErrors([
    {
      file: "components/voice-tools/fence-probe.tsx",
      code: `"use client";\nimport { punctuate } from "@/lib/ai/local/punctuation";\nimport type { AiProvider } from "@/lib/ai/provider";\nexport const probe: unknown = [punctuate] as unknown as AiProvider;\n`,
    },
    { file: "lib/queries/fence-probe.ts", code: `import { getAi } from "../ai";\nexport const probe = getAi;\n` },
    { file: "app/api/fence-probe/route.ts", code: `import { getAi } from "@/lib/ai";\nexport const probe = getAi;\n` },
    {
      file: "components/voice-tools/fence-probe.tsx",
      code: `import type { PunctuationResult } from "@/lib/schemas/ai";\nexport type Probe = PunctuationResult;\n`,
    },
    { file: "components/editor/fence-probe.ts", code: `import { SpellingChecker } from "@/lib/ai/local/spelling/check";\nexport const probe = SpellingChecker;\n` },
    { file: "lib/ai/local/spelling/fence-probe.ts", code: `import { getAi } from "@/lib/ai";\nexport const probe = getAi;\n` },
  ]);

  it("refuses a client component importing the local engine or the provider interface", () => {
    expect(component).toHaveLength(2);
    expect(component[0]).toMatch(/lib\/ai is server-only/);
  });

  it("refuses client lib code (a query hook) importing lib/ai, by a relative path too", () => {
    expect(queryHook).toHaveLength(1);
  });

  it("lets route handlers use lib/ai, and screens use the AI schemas in lib/schemas", () => {
    expect(route).toEqual([]);
    expect(schemas).toEqual([]);
  });

  it("lets the browser use the spelling checker, which may not reach the server-only rest of lib/ai", () => {
    expect(spelling).toEqual([]);
    expect(spellingReach).toHaveLength(1);
  });
});
