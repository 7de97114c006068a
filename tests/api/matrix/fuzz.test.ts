// Generated input for every endpoint in the access matrix (fast-check): wrong types, missing and
// extra fields, huge strings, unicode, nulls, arrays where objects belong, invalid JSON, wrong
// content types, odd route params and query strings. Every answer must be below 500, and every
// error must be the standard JSON shape with no stack trace or SQL in it.
//
// `npm test` runs a small seeded run; the nightly-size run is
//   FUZZ_RUNS=1000 npm run test:fuzz        (FUZZ_SEED=<n> replays a reported failure)
import fc from "fast-check";
import { disconnectDb } from "../support";
import { ENDPOINTS, MUTATING, splitKey } from "./endpoints";
import { callEndpoint, coveredKeys, expectStandardError, type Call } from "./call";
import { buildWorld, type World } from "./world";
import { withEnv } from "../support";

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
// Sign-up hashes a password (scrypt) for every valid body: allow about 1.5 s a run.
jest.setTimeout(Math.max(30_000, RUNS * 1_500));

let w: World;
beforeAll(async () => {
  w = await buildWorld();
});
afterAll(disconnectDb);

const HUGE = 250_000; // over the 200,000-character transcript cap, under every body limit

const oddString = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom("", " ", "\u0000", "\u202e\u200b", "../../etc/passwd", "' OR 1=1 --", "<script>alert(1)</script>", "{{7*7}}", "🧪".repeat(50), "NaN", "-1", "1e309"),
  fc.integer({ min: 1, max: 3 }).map((n) => "é".repeat(n * HUGE / 3)),
);

const leaf = fc.oneof(oddString, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constantFrom(2_147_483_648, -1, 0, Number.MAX_SAFE_INTEGER));
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: leaf },
  { weight: 1, arbitrary: fc.array(leaf, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), leaf, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** A body made from the endpoint's valid one: one field changed, dropped or added, or a different shape altogether. */
function bodies(valid: unknown): fc.Arbitrary<Call> {
  const fields = valid && typeof valid === "object" ? Object.keys(valid as object) : [];
  const base = (valid ?? {}) as Record<string, unknown>;
  const asJson = (body: unknown): Call => ({ body });
  const variants: Array<fc.Arbitrary<Call>> = [
    value.map(asJson),
    fc.constantFrom(null, [], [base], "text", 7, true).map(asJson),
    fc.tuple(fc.string({ maxLength: 10 }), value).map(([k, v]) => asJson({ ...base, [k]: v })),
    fc.string({ maxLength: 60 }).map((raw): Call => ({ rawBody: raw, headers: { "content-type": "application/json" } })),
    fc.constantFrom("{", "{\"a\":", "[1,", "\u0000", "{\"a\":1}garbage", "[".repeat(5000), "{\"text\":\"\\ud800\"}").map((raw): Call => ({ rawBody: raw, headers: { "content-type": "application/json" } })),
    fc.constantFrom("text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=b", "application/xml", "application/json-patch", "")
      .map((type): Call => ({ rawBody: JSON.stringify(base), headers: type ? { "content-type": type } : {} })),
  ];
  if (fields.length) {
    const field = fc.constantFrom(...fields);
    variants.push(fc.tuple(field, value).map(([k, v]) => asJson({ ...base, [k]: v })));
    variants.push(field.map((k) => asJson(Object.fromEntries(Object.entries(base).filter(([f]) => f !== k)))));
  }
  return fc.oneof(...variants);
}

function params(valid: Record<string, string | string[]>): fc.Arbitrary<Call> {
  const names = Object.keys(valid);
  return fc
    .tuple(fc.constantFrom(...names), fc.oneof(oddString, fc.constantFrom("0", "a".repeat(65), "%00", "..", "DROP TABLE documents")))
    .map(([name, v]) => ({ params: { ...valid, [name]: Array.isArray(valid[name]) ? [v] : v } }));
}

const query: fc.Arbitrary<Call> = fc
  .dictionary(fc.string({ maxLength: 10 }), fc.oneof(oddString.filter((s) => s.length < 2000), fc.constantFrom("-5", "0", "1e9", "abc", "[]")), { maxKeys: 3 })
  .map((q) => ({ query: new URLSearchParams(q).toString() }));

function inputs(key: string): fc.Arbitrary<Call> {
  const entry = ENDPOINTS[key];
  const { method } = splitKey(key);
  const options: Array<fc.Arbitrary<Call>> = [query];
  if (MUTATING.has(method)) options.push(bodies(entry.body?.(w)));
  const validParams = entry.params?.(w);
  if (validParams && Object.keys(validParams).length) options.push(params(validParams));
  return fc.oneof(...options);
}

const fuzzed = coveredKeys((k) => !ENDPOINTS[k].noFuzz && !ENDPOINTS[k].httpOnly);

const generous = { AI_RATE_LIMIT_PER_MINUTE: "1000000", AUTH_RATE_LIMIT_PER_MINUTE: "1000000" };

describe(`fuzzing every endpoint (${RUNS} runs each, seed ${SEED})`, () => {
  it.each(fuzzed)("%s answers generated input with a 2xx/3xx or a clean 4xx", (key) =>
    withEnv(generous, async () => {
      await fc.assert(
        fc.asyncProperty(inputs(key), async (call) => {
          const res = await callEndpoint(key, w, { cookie: w.a.cookie, ...call });
          const context = `${key} with ${JSON.stringify(call).slice(0, 300)}`;
          if (res.status >= 500) throw new Error(`${context}: ${res.status} ${(await res.text()).slice(0, 300)}`);
          if (res.status >= 400) await expectStandardError(res, context);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    })(),
  );
});
