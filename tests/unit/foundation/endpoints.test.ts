import { readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { api } from "@/lib/schemas/endpoints";

// Every endpoint contract (lib/schemas/endpoints.ts) is served by the route file at its path, whose
// handler for its method is bound to that very contract: withAuth(api.x.y, ...) or withPublic(...).
// Then the handler's input and answer are checked by tsc against what the browser's call expects.
const root = path.resolve(__dirname, "../../..");
const contracts = Object.entries(api).flatMap(([group, calls]) =>
  Object.entries(calls).map(([name, route]) => ({ ref: `api.${group}.${name}`, method: route.method, path: route.path })),
);

describe("endpoint contracts", () => {
  it.each(contracts)("$ref ($method $path) is the contract of its route handler", ({ ref, method, path: urlPath }) => {
    const file = path.join(root, "app", urlPath, "route.ts");
    expect(existsSync(file)).toBe(true);
    const source = readFileSync(file, "utf8");
    expect(source).toMatch(new RegExp(`export const ${method} = with(Auth|Public)\\(\\s*${ref.replace(/\./g, "\\.")},`));
  });

  it("names each method and path once", () => {
    const keys = contracts.map((c) => `${c.method} ${c.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
