// The punctuation engine's window network: the fast scorer the engine uses gives the same
// probabilities as the network's plain forward pass (the one training uses), and the stored
// int8 form keeps what it learned.
import { defaultNet, encode, forward, gapInput, INPUTS, loadNet, saveNet, scoreText } from "@/lib/ai/local/punctuation/window-net";
import { modelWords, NETWORK_TEXT as TEXT } from "@/tests/fixtures/ai/model-words";

describe("window network", () => {
  const { net, index } = defaultNet();
  const words = modelWords(TEXT);

  it("is the committed network, with a vocabulary and a hidden layer", () => {
    expect(net.shape.vocab.length).toBeGreaterThan(10_000);
    expect(net.shape.hidden).toBeGreaterThan(0);
  });

  it("scores every gap with probabilities that sum to one, the same as the plain forward pass", () => {
    const fast = scoreText(net, words, index);
    const e = encode(index, words);
    const x = new Float32Array(INPUTS);
    const h = new Float32Array(net.shape.hidden);
    const out = new Float64Array(4);
    for (let i = 0; i + 1 < words.length; i++) {
      gapInput(net, e, i, x);
      forward(net, x, h, out);
      let total = 0;
      for (let c = 0; c < 4; c++) {
        expect(fast[i * 4 + c]).toBeCloseTo(out[c], 4);
        total += Math.exp(fast[i * 4 + c]);
      }
      expect(total).toBeCloseTo(1, 6);
    }
  });

  it("finds the sentence end after 'done' far likelier than one inside 'the second table'", () => {
    const fast = scoreText(net, words, index);
    const at = (word: string) => words.findIndex((w) => w.lower === word);
    const stop = (i: number) => Math.exp(fast[i * 4 + 2]) + Math.exp(fast[i * 4 + 3]);
    expect(stop(at("done"))).toBeGreaterThan(0.3);
    expect(stop(at("second"))).toBeLessThan(0.03);
  });

  it("keeps its scores through the stored int8 form (saved again, read again)", () => {
    const again = loadNet(JSON.parse(JSON.stringify(saveNet(net))));
    const a = scoreText(net, words, index);
    const b = scoreText(again, words);
    for (let i = 0; i < a.length; i++) expect(Math.abs(a[i] - b[i])).toBeLessThan(0.05);
  });
});
