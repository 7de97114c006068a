// Import fences, enforced by ESLint (docs/architecture.md explains the layers).
//
// The folder lists are read from disk each time ESLint starts, so a new feature folder under
// components/ or a new folder under lib/ is fenced the moment it exists: nobody has to remember
// to add it here. Paths are matched after resolution (alias, relative and type-only imports alike).
import { readdirSync } from "node:fs";
import path from "node:path";

const root = path.dirname(new URL(import.meta.url).pathname);

/** components/ folders any feature may import: primitives, shared pieces and app-wide providers. */
export const SHARED_COMPONENT_FOLDERS = ["ui", "common", "providers"];
/**
 * Voice input UI reused by every screen that takes dictation (editor, voice tools): shared like
 * the folders above, but it may itself only import ui/common/providers.
 */
export const SHARED_FEATURE_KITS = ["dictation"];

const SERVER_FOLDER = "server"; // any lib/**/server/ folder holds server-only code
/** lib/ folders that run only on the server although not named server/ (the AI runner and its engines). */
const SERVER_SIDE_LIB = ["lib/ai"];
const SKIPPED = new Set(["generated", "node_modules"]);

function subfolders(dir) {
  try {
    return readdirSync(path.join(root, dir), { withFileTypes: true })
      .filter((e) => e.isDirectory() && !e.name.startsWith(".") && !SKIPPED.has(e.name))
      .map((e) => `${dir}/${e.name}`);
  } catch {
    return [];
  }
}

/** Globs for the files directly inside each folder under `dir` (and `dir` itself), skipping `skip`. */
function folderGlobs(dir, skip) {
  const globs = [`./${dir}/*`];
  for (const sub of subfolders(dir)) if (!skip(sub)) globs.push(...folderGlobs(sub, skip));
  return globs;
}

const isServerFolder = (folder) => path.basename(folder) === SERVER_FOLDER || SERVER_SIDE_LIB.includes(folder);
const isPrismaHome = (folder) => folder === "lib/server";

/** Client-reachable code: components and every lib/ folder that is not server-side. */
const clientCode = ["./components", ...folderGlobs("lib", isServerFolder)];
/** Everything that ships in the app except lib/server (lib/**\/server glue included). */
const appCode = ["./app", "./components", "./proxy.ts", ...folderGlobs("lib", isPrismaHome)];

const SERVER_MESSAGE =
  "lib/server is server-only: components and client code may not import it, not even types. " +
  "Put shared types and schemas in lib/schemas and fetch through lib/api-client + lib/queries.";
/**
 * The part of lib/ai that runs in the browser too: data with no secrets and nothing of Node (the
 * word frequencies behind word prediction). Paths relative to lib/ai. Everything else there is
 * server-only; the spelling checker, which runs in the browser, lives in lib/spelling/checker.
 */
const BROWSER_SAFE_AI = ["./local/word-frequencies.json"];
const AI_MESSAGE =
  "lib/ai is server-only (the providers, prompts and the local engine with its models): call the API " +
  "through lib/queries. The request and result schemas the screens need are in lib/schemas/ai.";
const PRISMA_MESSAGE =
  "Prisma lives in lib/server: add a use case in lib/server/<resource>/<verb>-<resource>.ts " +
  "taking userId, and call that instead.";

function featureZones() {
  const folders = subfolders("components").map((f) => path.basename(f));
  const zones = [];
  for (const name of folders) {
    if (SHARED_COMPONENT_FOLDERS.includes(name)) continue;
    const isKit = SHARED_FEATURE_KITS.includes(name);
    const allowed = isKit ? [name, ...SHARED_COMPONENT_FOLDERS] : [name, ...SHARED_COMPONENT_FOLDERS, ...SHARED_FEATURE_KITS];
    zones.push({
      target: `./components/${name}`,
      from: "./components",
      except: allowed.map((a) => `./${a}`),
      message:
        `components/${name} may import only its own files and components/{${allowed.filter((a) => a !== name).join(",")}}. ` +
        "Move what two features share to components/common (UI) or lib/ (logic).",
    });
  }
  for (const name of SHARED_COMPONENT_FOLDERS) {
    zones.push({
      target: `./components/${name}`,
      from: "./components",
      except: SHARED_COMPONENT_FOLDERS.map((a) => `./${a}`),
      message: `components/${name} is shared: it may not import a feature folder.`,
    });
  }
  return zones;
}

/**
 * Between lib/ folders the imports go one way: lib/server (the use cases, and in lib/server/ai the
 * AI runner and its guard) calls the engines in lib/ai, never the reverse; lib/schemas (the
 * contracts) sits below the routes, queries, hooks and engines that use it; and lib/queries (the
 * browser's API calls) is used by screens, not by the rest of lib/.
 */
function libArrowZones() {
  return [
    {
      target: "./lib/ai",
      from: "./lib/server",
      message: "lib/server/ai calls the AI engines in lib/ai, not the reverse: pass what an engine needs in as an argument.",
    },
    {
      target: "./lib/schemas",
      from: ["./lib/server", "./lib/ai", "./lib/hooks"],
      message: "lib/schemas holds the contracts that routes, queries, hooks and engines share: it may import none of them.",
    },
    {
      target: folderGlobs("lib", (f) => f === "lib/queries"),
      from: "./lib/queries",
      message: "lib/queries (the browser's API calls) is used by screens in components/, not by the rest of lib/.",
    },
  ];
}

/** The zones for import/no-restricted-paths. */
export function fenceZones() {
  return [
    { target: clientCode, from: "./lib/server", message: SERVER_MESSAGE },
    { target: clientCode, from: "./lib/ai", except: BROWSER_SAFE_AI, message: AI_MESSAGE },
    ...libArrowZones(),
    {
      target: appCode,
      from: ["./lib/generated/**", "./lib/server/db.{ts,tsx}", "./node_modules/@prisma/client/**", "./node_modules/@prisma/adapter-pg/**"],
      message: PRISMA_MESSAGE,
    },
    { target: folderGlobs("lib", () => false), from: "./components", message: "lib/ may not import components/." },
    ...featureZones(),
  ];
}

/** Speech recognition is driven only through lib/speech (recognition controller, useDictation). */
export const speechFence = {
  files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}"],
  ignores: ["lib/speech/**"],
  rules: {
    "no-restricted-globals": [
      "error",
      ...["SpeechRecognition", "webkitSpeechRecognition"].map((name) => ({
        name,
        message: "Use lib/speech (useDictation / RecognitionController), which owns the recogniser and its error rules.",
      })),
    ],
    "no-restricted-imports": [
      "error",
      {
        paths: [
          {
            name: "@/lib/speech/recognition-types",
            importNames: ["getRecognitionConstructor"],
            message: "Use useDictation from lib/speech/use-dictation: it owns the recogniser and its error rules.",
          },
        ],
      },
    ],
  },
};

const nextLinkImport = {
  name: "next/link",
  message:
    "Use IntentLink from components/common/intent-link: it prefetches when the reader reaches for the link, " +
    "not every link in view on load, and navigates with the router every page has (next/link is 3 KiB more).",
};

/**
 * React Query only through lib/queries: the signed-in shell renders no QueryClientProvider (so a
 * screen that does not use the library, the editor, does not download it); query-hooks.ts binds
 * the hooks to the shell's cache. React Query's own hooks would find no client. Types are fine.
 */
const reactQueryImport = {
  name: "@tanstack/react-query",
  allowTypeImports: true,
  message: "Use the hooks from lib/queries (query-hooks.ts binds useQuery, useMutation and useQueryClient to the signed-in shell's cache).",
};
const REACT_QUERY_HOMES = ["lib/queries/query-hooks.ts", "lib/query-client.ts", "app/(app)/with-query-data.tsx", "app/(app)/query-data.tsx"];

/** Links prefetch on intent (hover, focus, touch), not on sight: IntentLink, never next/link. */
export const linkFence = {
  files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}"],
  rules: {
    // typescript-eslint's copy of the rule, so that it does not replace speechFence's settings.
    "@typescript-eslint/no-restricted-imports": ["error", { paths: [nextLinkImport, reactQueryImport] }],
  },
};

/** The modules that bind React Query to the shell's cache (listed after queriesZodFence: same rule). */
export const reactQueryHomeFence = {
  files: REACT_QUERY_HOMES,
  rules: { "@typescript-eslint/no-restricted-imports": ["error", { paths: [nextLinkImport] }] },
};

/**
 * The query hooks run in the browser with the pages that use them: they take only types from
 * lib/schemas (and zod), so zod (about 60 KiB) is never part of a page's first load through
 * them. A value they need lives in a zod-free module (lib/schemas/limits, lib/games, and the endpoint
 * contracts in lib/schemas/endpoints/*, which name the schemas as types only).
 * Listed after linkFence: same rule, so it repeats the next/link entry.
 */
const zodTypesOnly = "Query hooks import only types from zod and lib/schemas; put a shared value in a zod-free module.";
export const queriesZodFence = {
  files: ["lib/queries/**/*.{ts,tsx}"],
  rules: {
    "@typescript-eslint/no-restricted-imports": [
      "error",
      {
        paths: [nextLinkImport, reactQueryImport, { name: "zod", allowTypeImports: true, message: zodTypesOnly }],
        patterns: [
          { group: ["@/lib/schemas/*", "!@/lib/schemas/limits", "!@/lib/schemas/endpoints"], allowTypeImports: true, message: zodTypesOnly },
        ],
      },
    ],
  },
};

/** lib/env.ts is the only reader of process.env in the app (scripts, tests and config files may read it). */
export const envFence = {
  files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}", "proxy.ts"],
  ignores: ["lib/env.ts"],
  rules: {
    "no-restricted-properties": [
      "error",
      { object: "process", property: "env", message: "Read settings through env() from lib/env.ts." },
    ],
  },
};

/**
 * A deleted document stays in its table until it is purged, so every query of documents in
 * lib/server must leave deleted ones out: its filter uses liveDocument()/liveDocuments() (or
 * notOnDeletedDocument for rows that point at a document), or names deletedAt / deleted_at itself
 * where the deleted ones are the point (delete, restore, purge). A filter kept in a variable is
 * not checked: build it with those helpers.
 */
const LIVE_HELPER = "CallExpression[callee.name=/^liveDocuments?$/]";
const SAYS_DELETED = "Property[key.name='deletedAt']";
const liveMessage =
  "Deleted documents stay in the table until purged: filter with liveDocument()/liveDocuments() from " +
  "lib/server/documents/live-documents.ts, or say deletedAt explicitly.";
export const documentFilterFence = {
  files: ["lib/server/**/*.ts"],
  rules: {
    "no-restricted-syntax": [
      "error",
      {
        // db.document.findMany({ where: { userId } }) and the like, on db or a transaction
        selector:
          `CallExpression[callee.object.property.name='document'] > ObjectExpression > Property[key.name='where'] > ` +
          `ObjectExpression.value:not(:has(${LIVE_HELPER})):not(:has(${SAYS_DELETED}))`,
        message: liveMessage,
      },
      {
        // a relation filter on another table: { document: { userId } }
        selector:
          `Property[key.name='where'] Property[key.name='document'] > ` +
          `ObjectExpression.value:not(:has(${LIVE_HELPER})):not(:has(${SAYS_DELETED}))`,
        message: liveMessage,
      },
      {
        // raw SQL that reads the documents table
        selector:
          "TaggedTemplateExpression:has(TemplateElement[value.raw=/\\b(FROM|JOIN|UPDATE)\\s+\"?documents\\b/i])" +
          ":not(:has(TemplateElement[value.raw=/deleted_at/]))",
        message: "Raw SQL on documents must say deleted_at (deleted documents stay in the table until purged).",
      },
    ],
  },
};

/**
 * Client code calls the API only through lib/queries, with callApi(<resource>Api.<call>, ...): the
 * endpoint's contract (lib/schemas/endpoints/<resource>.ts, shared with its route handler) types what is sent
 * and what comes back. So no fetch and no callApi elsewhere in the browser's code, and no answer
 * typed by hand (callApi<T>, useQuery<T>, useMutation<T>) anywhere. The export builder reads static
 * font files (not the API), and sign-out and the check before sign-in call next-auth's own endpoints
 * (no contract of ours, no route file): the exceptions.
 */
const CLIENT_FETCH_EXEMPT = ["lib/queries/**", "lib/api-client.ts", "lib/export/export-document.ts"];
const QUERIES_FETCH_EXEMPT = ["lib/queries/sign-out.ts", "lib/queries/sign-in.ts"];
const SERVER_SIDE_GLOBS = ["lib/server/**", "lib/**/server/**", ...SERVER_SIDE_LIB.map((f) => `${f}/**`)];
const handTypedAnswer = {
  selector: "CallExpression[callee.name=/^(callApi|useQuery|useSuspenseQuery|useMutation|fetchQuery)$/][typeArguments]",
  message: "Let the endpoint's contract type the answer (callApi(<resource>Api.<call>)): a type written here by hand is not checked against the route.",
};
const fetchInQueries = {
  selector: "CallExpression[callee.name='fetch']",
  message: "Call the API with callApi(<resource>Api.<call>, ...): add the endpoint to lib/schemas/endpoints/<resource>.ts first.",
};
const apiCallSelectors = [
  {
    selector: "CallExpression[callee.name='fetch']",
    message: "Call the API through lib/queries (a hook or a typed call there), not fetch.",
  },
  {
    selector: "ImportDeclaration[source.value=/lib\\/api-client$/] > ImportSpecifier[imported.name='callApi']",
    message: "callApi belongs in lib/queries: add the call to the resource's file there.",
  },
  handTypedAnswer,
];

/**
 * The editor's text changes only through edit(change, source) (components/editor/use-editor-edits.ts):
 * it marks the save's source, moves dictation's memory and keeps the automatic fix honest. So no
 * component writes a text area's value, inserts into it by script, or reaches the document's own
 * writer. append-to-textarea.ts inserts dictated words the way typing does (the change then comes
 * back through edit()).
 */
const TEXTAREA_WRITERS = ["components/editor/append-to-textarea.ts", "components/editor/use-editor-edits.ts", "components/editor/use-editor-document.ts"];
const editSelectors = [
  {
    selector: "AssignmentExpression > MemberExpression.left[property.name='value'][object.name=/area$/i]",
    message: "Change the editor's text with edit(change, source) from useEditor(), not by writing the text area's value.",
  },
  {
    selector: "AssignmentExpression > MemberExpression.left[property.name='value'][object.property.name='current'][object.object.name=/^(textarea|area|text)/i]",
    message: "Change the editor's text with edit(change, source) from useEditor(), not by writing the text area's value.",
  },
  {
    selector: "CallExpression[callee.property.name=/^(setRangeText|execCommand)$/]",
    message: "Change the editor's text with edit(change, source); only append-to-textarea.ts inserts by script.",
  },
  {
    selector: "MemberExpression[property.name='writeValues']",
    message: "The document's writer is edit()'s alone: call edit(change, source) from useEditor().",
  },
];

/** Both fences use no-restricted-syntax: one config per set of files, so neither replaces the other. */
export const clientCallFences = [
  {
    files: ["components/**/*.{ts,tsx}"],
    ignores: TEXTAREA_WRITERS,
    rules: { "no-restricted-syntax": ["error", ...apiCallSelectors, ...editSelectors] },
  },
  {
    files: TEXTAREA_WRITERS,
    rules: { "no-restricted-syntax": ["error", ...apiCallSelectors] },
  },
  {
    files: ["lib/**/*.{ts,tsx}"],
    ignores: [...CLIENT_FETCH_EXEMPT, ...SERVER_SIDE_GLOBS],
    rules: { "no-restricted-syntax": ["error", ...apiCallSelectors] },
  },
  {
    files: ["lib/queries/**/*.{ts,tsx}"],
    ignores: QUERIES_FETCH_EXEMPT,
    rules: { "no-restricted-syntax": ["error", fetchInQueries, handTypedAnswer] },
  },
];
