// The punctuation engine's sequence network (two GRUs over the window network's word vectors):
// its training gradient is the true one (checked against finite differences, so training learns
// what the engine runs), its scores are probabilities, it reads context beyond the window
// network's ten words, and the stored int8 form keeps what it learned.
import { defaultNet, encode } from "@/lib/ai/local/punctuation/window-net";
import {
  defaultSequenceNet,
  emptySequenceNet,
  loadSequenceNet,
  saveSequenceNet,
  scoreSequence,
  type SeqParams,
} from "@/lib/ai/local/punctuation/sequence-net";
import { makeScratch, segmentGradients } from "@/scripts/ai/train-sequence-net";
import { encodeBase64 } from "@/lib/ai/local/punctuation/model";
import { setGloveTable } from "@/lib/ai/local/punctuation/glove-vectors";
import { modelWords, NETWORK_TEXT as TEXT } from "@/tests/fixtures/ai/model-words";

const tables = (q: SeqParams) => [q.fwd.w, q.fwd.u, q.fwd.bx, q.fwd.bh, q.bwd.w, q.bwd.u, q.bwd.bx, q.bwd.bh, q.w1, q.b1, q.w2, q.b2];

describe("sequence network", () => {
  const win = defaultNet();
  const seq = defaultSequenceNet();
  const words = modelWords(TEXT);

  it("is the committed network, with two recurrent layers and an output layer", () => {
    expect(seq.hidden).toBeGreaterThan(0);
    expect(seq.outHidden).toBeGreaterThan(0);
  });

  it("trains on the true gradient: back-propagation through time matches finite differences", () => {
    const H = 5;
    const O = 4;
    let state = 7;
    const random = () => ((state = (state * 16807) % 2147483647) / 2147483647) * 2 - 1;
    const p = emptySequenceNet(H, O);
    for (const a of tables(p)) for (let i = 0; i < a.length; i++) a[i] = random() * 0.8;
    const e = encode(win.index, words);
    const gold = Int8Array.from(words, (_, i) => [0, 1, 2, 0, 3][i % 5]);
    const scratch = makeScratch(p, 40);
    const [s, T] = [2, 12];
    const grads = emptySequenceNet(H, O);
    segmentGradients(p, grads, win.net, e, gold, s, T, scratch);
    const loss = () => segmentGradients(p, emptySequenceNet(H, O), win.net, e, gold, s, T, scratch).loss / T;
    let checked = 0;
    tables(p).forEach((a, n) => {
      for (let k = 0; k < 4; k++) {
        const i = Math.floor(((random() + 1) / 2) * a.length);
        const old = a[i];
        a[i] = old + 1e-2;
        const up = loss();
        a[i] = old - 1e-2;
        const down = loss();
        a[i] = old;
        const numeric = (up - down) / 2e-2;
        const analytic = tables(grads)[n][i];
        expect(Math.abs(numeric - analytic)).toBeLessThanOrEqual(0.03 * Math.max(1e-3, Math.abs(numeric) + Math.abs(analytic)));
        checked++;
      }
    });
    expect(checked).toBe(48);
  });

  it("scores every gap with probabilities that sum to one", () => {
    const scores = scoreSequence(seq, win, words);
    for (let i = 0; i + 1 < words.length; i++) {
      let total = 0;
      for (let c = 0; c < 4; c++) total += Math.exp(scores[i * 4 + c]);
      expect(total).toBeCloseTo(1, 6);
    }
  });

  it("reads past ten words: a gap's scores change when only words far before it change", () => {
    const at = words.findIndex((w) => w.lower === "budget");
    const changed = modelWords(TEXT.replace("so I spoke to Sarah this morning", "yesterday the team met in the big hall"));
    const shift = changed.length - words.length;
    const a = scoreSequence(seq, win, words);
    const b = scoreSequence(seq, win, changed);
    let moved = 0;
    for (let c = 0; c < 4; c++) moved += Math.abs(a[at * 4 + c] - b[(at + shift) * 4 + c]);
    expect(at).toBeGreaterThan(25);
    expect(moved).toBeGreaterThan(1e-4);
  });

  it("finds the sentence end after 'done' far likelier than one inside 'the second table'", () => {
    const scores = scoreSequence(seq, win, words);
    const at = (word: string) => words.findIndex((w) => w.lower === word);
    const stop = (i: number) => Math.exp(scores[i * 4 + 2]) + Math.exp(scores[i * 4 + 3]);
    expect(stop(at("done"))).toBeGreaterThan(0.3);
    expect(stop(at("second"))).toBeLessThan(0.03);
  });

  it("keeps its scores through the stored int8 form (saved again, read again)", () => {
    const again = loadSequenceNet(JSON.parse(JSON.stringify(saveSequenceNet(seq))));
    const a = scoreSequence(seq, win, words);
    const b = scoreSequence(again, win, words);
    for (let i = 0; i < a.length; i++) expect(Math.abs(a[i] - b[i])).toBeLessThan(0.05);
  });

  it("reads pretrained vectors when its file has them: a known word's vector and an unknown word's learned one both move the scores, and they survive the stored form", () => {
    const G = 3;
    setGloveTable({ dim: G, words: "budget done second", scales: [0.01, 0.01, 0.01], data: encodeBase64(Int8Array.from([100, -50, 20, 0, 90, -90, 60, 60, 60])) });
    const p = emptySequenceNet(4, 3, G);
    let state = 3;
    const rand = () => ((state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31 - 0.5) * 0.6;
    for (const a of [...tables(p), p.unknown]) for (let i = 0; i < a.length; i++) a[i] = rand();
    const base = scoreSequence(p, win, words);
    for (let i = 0; i + 1 < words.length; i++) {
      let total = 0;
      for (let c = 0; c < 4; c++) total += Math.exp(base[i * 4 + c]);
      expect(total).toBeCloseTo(1, 6);
    }
    const again = loadSequenceNet(JSON.parse(JSON.stringify(saveSequenceNet(p))));
    expect(again.glove).toBe(G);
    const stored = scoreSequence(again, win, words);
    for (let i = 0; i < base.length; i++) expect(Math.abs(base[i] - stored[i])).toBeLessThan(0.05);
    // Zeroing the pretrained part of the inputs changes the scores (a fresh network: no cache).
    const cut = loadSequenceNet(JSON.parse(JSON.stringify(saveSequenceNet(p))));
    for (const g of [cut.fwd, cut.bwd]) for (let j = 0; j < g.w.length; j++) if (j % (g.w.length / (3 * 4)) >= g.w.length / (3 * 4) - G) g.w[j] = 0;
    const without = scoreSequence(cut, win, words);
    let moved = 0;
    for (let i = 0; i < base.length; i++) moved += Math.abs(stored[i] - without[i]);
    expect(moved).toBeGreaterThan(1e-3);
  });
});
