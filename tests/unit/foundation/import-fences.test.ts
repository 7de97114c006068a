// The import fences (eslint.fences.mjs) as `npm run lint` applies them: each probe is linted
// under the file name it would have (ESLint's lintText, one process for all of them), so
// nothing is written into the tree.
import { spawnSync } from "node:child_process";

type Probe = { file: string; code: string };

/** The probes of this file, each with the rule whose messages it is checked by. */
const pending: Array<{ probe: Probe; ruleId: string; messages: string[] }> = [];

/**
 * The messages of one ESLint rule for each probe: the arrays are filled in before the first test
 * runs, by one ESLint process for every probe of the file (starting ESLint is most of the work).
 */
function lintMessages(probes: Probe[], ruleId: string): string[][] {
  return probes.map((probe) => {
    const messages: string[] = [];
    pending.push({ probe, ruleId, messages });
    return messages;
  });
}

beforeAll(() => {
  const script = `
    import { ESLint } from "eslint";
    const { probes } = JSON.parse(await new Response(process.stdin).text());
    const eslint = new ESLint();
    const out = [];
    for (const p of probes) {
      const [result] = await eslint.lintText(p.code, { filePath: p.file });
      out.push(result.messages.filter((m) => m.ruleId === p.ruleId).map((m) => m.message));
    }
    process.stdout.write(JSON.stringify(out));`;
  const probes = pending.map(({ probe, ruleId }) => ({ ...probe, ruleId }));
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], { input: JSON.stringify({ probes }), encoding: "utf8" });
  if (run.status !== 0) throw new Error(run.stderr);
  (JSON.parse(run.stdout) as string[][]).forEach((messages, i) => pending[i].messages.push(...messages));
}, 300_000);

/** The fence messages ESLint gives for each probe. */
const fenceErrors = (probes: Probe[]) => lintMessages(probes, "import/no-restricted-paths");

describe("lib/ai stays on the server", () => {
  const [component, queryHook, route, schemas, spelling, spellingReach] = fenceErrors([
    {
      file: "components/voice-tools/fence-probe.tsx",
      code: `"use client";\nimport { punctuate } from "@/lib/ai/local/punctuation";\nimport type { AiProvider } from "@/lib/ai/provider";\nexport const probe: unknown = [punctuate] as unknown as AiProvider;\n`,
    },
    { file: "lib/queries/fence-probe.ts", code: `import { JOB_NAMES } from "../ai/provider";\nexport const probe = JOB_NAMES;\n` },
    { file: "app/api/fence-probe/route.ts", code: `import { getAi } from "@/lib/server/ai";\nimport { punctuate } from "@/lib/ai/local/punctuation";\nexport const probe = [getAi, punctuate];\n` },
    {
      file: "components/voice-tools/fence-probe.tsx",
      code: `import type { PunctuationResult } from "@/lib/schemas/ai";\nexport type Probe = PunctuationResult;\n`,
    },
    { file: "components/editor/fence-probe.ts", code: `import { SpellingChecker } from "@/lib/spelling/checker/check";\nexport const probe = SpellingChecker;\n` },
    { file: "lib/spelling/checker/fence-probe.ts", code: `import { enhanceDocument } from "@/lib/ai/local/enhance";\nexport const probe = enhanceDocument;\n` },
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

  it("lets the browser use the spelling checker, which may not reach the server-only lib/ai", () => {
    expect(spelling).toEqual([]);
    expect(spellingReach).toHaveLength(1);
  });
});

describe("imports between lib/ folders go one way", () => {
  const [aiToServer, serverToAi, schemasToQueries, textToQueries, hookToSchemas] = fenceErrors([
    { file: "lib/ai/local/fence-probe.ts", code: `import { ApiError } from "@/lib/server/errors";\nexport const probe = ApiError;\n` },
    { file: "lib/server/ai/fence-probe.ts", code: `import { createLocalProvider } from "@/lib/ai/providers/local";\nexport const probe = createLocalProvider;\n` },
    { file: "lib/schemas/fence-probe.ts", code: `import { documentKeys } from "@/lib/queries/keys";\nexport const probe = documentKeys;\n` },
    { file: "lib/text/fence-probe.ts", code: `import { enhancePunctuation } from "../queries/ai";\nexport const probe = enhancePunctuation;\n` },
    { file: "lib/hooks/fence-probe.ts", code: `import type { DocumentDto } from "@/lib/schemas/documents";\nexport type Probe = DocumentDto;\n` },
  ]);

  it("refuses lib/ai importing lib/server, and lets lib/server/ai use the engines", () => {
    expect(aiToServer).toHaveLength(1);
    expect(aiToServer[0]).toMatch(/not the reverse/);
    expect(serverToAi).toEqual([]);
  });

  it("refuses lib/schemas or another lib/ folder importing lib/queries, and lets hooks use the schemas", () => {
    expect(schemasToQueries).toHaveLength(1);
    expect(textToQueries).toHaveLength(1);
    expect(hookToSchemas).toEqual([]);
  });
});

/** The no-restricted-syntax messages ESLint gives for each probe (clientCallFences). */
const syntaxErrors = (probes: Probe[]) => lintMessages(probes, "no-restricted-syntax");

describe("the editor's text changes only through edit(), and the API is called only through lib/queries", () => {
  const [areaValue, refValue, insertText, writer, fetchInComponent, callInLib, inQueries, typing, fileInput, handTyped, fetchInQueries] = syntaxErrors([
    { file: "components/editor/fence-probe.ts", code: `export function probe(area: HTMLTextAreaElement) {\n  area.value = "words";\n}\n` },
    {
      file: "components/editor/proofread/fence-probe.ts",
      code: `import type { RefObject } from "react";\nexport function probe(textareaRef: RefObject<HTMLTextAreaElement>) {\n  textareaRef.current.value = "words";\n}\n`,
    },
    { file: "components/editor/fence-probe.ts", code: `export function probe(area: HTMLTextAreaElement) {\n  area.setRangeText("words", 0, 0);\n}\n` },
    { file: "components/editor/fence-probe.ts", code: `export function probe(doc: { writeValues: (v: object, s: string) => void }) {\n  doc.writeValues({ content: "" }, "typed");\n}\n` },
    { file: "components/share/fence-probe.ts", code: `export const probe = () => fetch("/api/referral");\n` },
    { file: "lib/share/fence-probe.ts", code: `import { callApi } from "@/lib/api-client";\nimport { referralApi } from "@/lib/schemas/endpoints/referral";\nexport const probe = () => callApi(referralApi.mine);\n` },
    { file: "lib/queries/fence-probe.ts", code: `import { callApi } from "@/lib/api-client";\nimport { referralApi } from "@/lib/schemas/endpoints/referral";\nexport const probe = () => callApi(referralApi.mine);\n` },
    {
      file: "components/editor/fence-probe.ts",
      code: `export function probe(edit: (change: { content: string }, source: "typed") => void) {\n  edit({ content: "words" }, "typed");\n}\n`,
    },
    { file: "components/accessibility/fence-probe.ts", code: `export function probe(fileInput: HTMLInputElement) {\n  fileInput.value = "";\n}\n` },
    {
      file: "lib/queries/fence-probe.ts",
      code: `import { useQuery } from "@tanstack/react-query";\nexport const probe = () => useQuery<{ code: string }>({ queryKey: ["/api/referral"] });\n`,
    },
    { file: "lib/queries/fence-probe.ts", code: `export const probe = () => fetch("/api/referral");\n` },
  ]);

  it("refuses a component writing the text area's value, inserting by script or calling the document's writer", () => {
    expect(areaValue).toHaveLength(1);
    expect(areaValue[0]).toMatch(/edit\(change, source\)/);
    expect(refValue).toHaveLength(1);
    expect(insertText).toHaveLength(1);
    expect(writer).toHaveLength(1);
  });

  it("refuses fetch or callApi in client code outside lib/queries", () => {
    expect(fetchInComponent).toHaveLength(1);
    expect(fetchInComponent[0]).toMatch(/lib\/queries/);
    expect(callInLib).toHaveLength(1);
  });

  it("refuses an answer typed by hand, and fetch, in lib/queries", () => {
    expect(handTyped).toHaveLength(1);
    expect(handTyped[0]).toMatch(/contract/);
    expect(fetchInQueries).toHaveLength(1);
  });

  it("lets lib/queries call the API, edit() change the text, and a form clear its file input", () => {
    expect(inQueries).toEqual([]);
    expect(typing).toEqual([]);
    expect(fileInput).toEqual([]);
  });
});

describe("React Query only through lib/queries (the signed-in shell renders no QueryClientProvider)", () => {
  const [component, queryModule, home, typeOnly] = lintMessages(
    [
      { file: "components/dashboard/fence-probe.tsx", code: `import { useQuery } from "@tanstack/react-query";\nexport const probe = useQuery;\n` },
      { file: "lib/queries/fence-probe.ts", code: `import { useMutation } from "@tanstack/react-query";\nexport const probe = useMutation;\n` },
      { file: "lib/queries/query-hooks.ts", code: `import { useQuery } from "@tanstack/react-query";\nexport const probe = useQuery;\n` },
      { file: "components/editor/fence-probe.ts", code: `import type { QueryClient } from "@tanstack/react-query";\nexport type Probe = QueryClient;\n` },
    ],
    "@typescript-eslint/no-restricted-imports",
  );

  it("refuses React Query's own hooks in a component or another query module", () => {
    expect(component).toHaveLength(1);
    expect(component[0]).toMatch(/query-hooks/);
    expect(queryModule).toHaveLength(1);
  });

  it("lets query-hooks.ts bind it, and anyone use its types", () => {
    expect(home).toEqual([]);
    expect(typeOnly).toEqual([]);
  });
});
