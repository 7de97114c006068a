import { readFileSync, readdirSync, existsSync } from "node:fs";
import path from "node:path";
import type { ApiRoute } from "@/lib/api-contract";

// Every endpoint contract (lib/schemas/endpoints/<resource>.ts, exporting `<resource>Api`) is
// served by the route file at its path, whose handler for its method is bound to that very
// contract: withAuth(documentsApi.update, ...) or withPublic(...). Then the handler's input and
// answer are checked by tsc against what the browser's call expects.
const root = path.resolve(__dirname, "../../..");
const dir = path.join(root, "lib", "schemas", "endpoints");
const modules = readdirSync(dir).filter((f) => f.endsWith(".ts") && f !== "shared.ts");
// eslint-disable-next-line @typescript-eslint/no-require-imports -- each resource's module, found by listing the folder
const tables = modules.flatMap((file) => Object.entries(require(path.join(dir, file)) as Record<string, Record<string, ApiRoute>>).map(([name, table]) => ({ file, name, table })));
const contracts = tables.flatMap(({ file, name, table }) =>
  Object.entries(table).map(([call, route]) => ({ file, ref: `${name}.${call}`, method: route.method, path: route.path })),
);

describe("endpoint contracts", () => {
  it("are grouped a module per resource, each exporting one <resource>Api table", () => {
    expect(modules.length).toBeGreaterThan(10);
    for (const { file, name } of tables) {
      const resource = file.replace(/\.ts$/, "").replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
      expect(`${file}: ${name}`).toBe(`${file}: ${resource}Api`);
    }
    expect(tables.map((t) => t.file).sort()).toEqual(modules.sort());
  });

  it.each(contracts)("$ref ($method $path) is the contract of its route handler", ({ ref, method, path: urlPath }) => {
    const file = path.join(root, "app", urlPath, "route.ts");
    expect(existsSync(file)).toBe(true);
    const source = readFileSync(file, "utf8");
    expect(source).toMatch(new RegExp(`export const ${method} = with(Auth|Public)\\(\\s*${ref.replace(/\./g, "\\.")},`));
  });

  it("names each method and path once", () => {
    const keys = contracts.map((c) => `${c.method} ${c.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(contracts.length).toBeGreaterThan(60);
  });
});
