// Writes the punctuation models' prepared text for the numpy experiments in this folder
// (seqnet.py, run.py): the training and tuning docs exactly as `npm run train:punctuation`
// prepares them (tagged, rule sentence ends and capital flags), and Brown's test split prepared
// the same way, to measure on. Usage: npx tsx scripts/ai/experiments/export-prepared.ts <dir>
// (about 2 CPU minutes; the files take about 180 MB). Word classes go to <dir>, not to the
// committed file.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { amiTestSet, brownTestSet } from "../datasets";
import { prepareDoc } from "../prepare";
import { trainingData } from "../training-data";

const dir = process.argv[2] ?? "/tmp/punctuation-experiments";
mkdirSync(dir, { recursive: true });
process.env.PUNCT_DATA_CACHE = path.join(dir, "data.json");
process.env.PUNCT_CLASSES_OUT = path.join(dir, "word-classes.json");
trainingData();
// Names keep their capitals in the dictated input, as brownTestSet gives it to the engine.
const test = brownTestSet().map((it) => prepareDoc({ id: it.id, tokens: it.ref }, it.input.split(" ").map((w) => /^\p{Lu}/u.test(w))));
writeFileSync(path.join(dir, "brown-test.json"), JSON.stringify(test));
// AMI's test meetings (transcribed speech, never trained on) as the engine reads them: all lower case.
const ami = amiTestSet().map((it) => prepareDoc({ id: it.id, tokens: it.ref }, it.ref.map(() => false)));
writeFileSync(path.join(dir, "ami-test.json"), JSON.stringify(ami));
console.log(`wrote ${dir}/data.json, ${dir}/brown-test.json and ${dir}/ami-test.json`);
