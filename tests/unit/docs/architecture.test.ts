// docs/architecture.md is the newcomer's map: it must name every fence eslint.fences.mjs defines
// and every ESLint rule they use, draw every lib/ folder that exists, and point only at files that
// exist. Read from disk, so a new fence or folder without its line in the doc fails here.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(__dirname, "../../..");
const doc = readFileSync(path.join(root, "docs/architecture.md"), "utf8");
const fences = readFileSync(path.join(root, "eslint.fences.mjs"), "utf8");
const config = readFileSync(path.join(root, "eslint.config.mjs"), "utf8");

function section(title: string): string {
  const start = doc.indexOf(`## ${title}`);
  expect(start).toBeGreaterThanOrEqual(0);
  const end = doc.indexOf("\n## ", start + 1);
  return doc.slice(start, end < 0 ? undefined : end);
}

describe("docs/architecture.md matches the fences", () => {
  it("names every fence eslint.fences.mjs exports", () => {
    const exported = [...fences.matchAll(/^export (?:const|function) (\w+)/gm)].map((m) => m[1]);
    const fenceNames = exported.filter((name) => /Fences?$|^fenceZones$/.test(name));
    expect(fenceNames.length).toBeGreaterThanOrEqual(7);
    const rules = section("Rules ESLint enforces");
    expect(fenceNames.filter((name) => !rules.includes(`\`${name}`))).toEqual([]);
    // and every fence the config applies is one of them
    const applied = [...config.matchAll(/import \{([^}]+)\} from "\.\/eslint\.fences\.mjs"/g)].flatMap((m) => m[1].split(",").map((n) => n.trim()));
    expect(applied.sort()).toEqual(fenceNames.sort());
  });

  it("names every group of zones fenceZones() is made of", () => {
    const groups = [...fences.matchAll(/^function (\w+Zones)\(/gm)].map((m) => m[1]);
    expect(groups.length).toBeGreaterThanOrEqual(2);
    const rules = section("Rules ESLint enforces");
    expect(groups.filter((name) => !rules.includes(`\`${name}\``))).toEqual([]);
  });

  it("names every ESLint rule the fences use", () => {
    const used = new Set([...`${fences}\n${config}`.matchAll(/"((?:@typescript-eslint\/|import\/)?no-restricted-[a-z-]+)"/g)].map((m) => m[1]));
    const rules = section("Rules ESLint enforces");
    expect([...used].filter((rule) => !rules.includes(`\`${rule}\``))).toEqual([]);
  });

  it("names the shared component folders the feature fence allows", () => {
    const list = (name: string) => JSON.parse(fences.match(new RegExp(`${name} = (\\[[^\\]]*\\])`))![1]) as string[];
    expect(doc).toContain(`components/{${list("SHARED_COMPONENT_FOLDERS").join(",")}}`);
    for (const kit of list("SHARED_FEATURE_KITS")) expect(doc).toContain(`components/${kit}`);
  });

  it("draws every lib/ folder that exists", () => {
    const layers = section("Layers");
    const folders = readdirSync(path.join(root, "lib"), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    expect(folders.filter((name) => !new RegExp(`(^|[\\s/])${name}/`, "m").test(layers))).toEqual([]);
  });

  it("points only at files that exist", () => {
    const paths = [...doc.matchAll(/`((?:app|components|lib|scripts|tests|prisma)\/[\w./[\]()-]+\.(?:ts|tsx|mjs|json|prisma))`/g)].map((m) => m[1]);
    expect(paths.length).toBeGreaterThan(30);
    expect(paths.filter((p) => !existsSync(path.join(root, p)))).toEqual([]);
  });

  it("has one row per behaviour and no leftover ticket numbers", () => {
    const rows = section("Where does X live?")
      .split("\n")
      .filter((line) => line.startsWith("| ") && !line.startsWith("| Behaviour") && !line.startsWith("|---"))
      .map((line) => line.split(" | ")[0].replace(/^\| /, "").split(":")[0].trim());
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.filter((r, i) => rows.indexOf(r) !== i)).toEqual([]);
    expect(doc).not.toMatch(/\bissue\s+#?\d+/i);
  });
});
