// Trains the punctuation engine's bidirectional recurrent network
// (lib/ai/local/punctuation/sequence-net.ts) over the trained window network's word vectors
// (kept fixed): back-propagation through time on stretches of about 100 words cut at seeded
// places, Adam on the cross-entropy of the mark after each word, gradients clipped, a seeded
// initialisation and order, so the same weights come out each run.
import type { PreparedDoc } from "./prepare";
import { seeded, shuffle } from "./random";
import { MARK_INDEX } from "@/lib/ai/local/punctuation/model";
import { encode, netIndex, slotInput, type Encoded, type NetParams } from "@/lib/ai/local/punctuation/window-net";
import {
  emptySequenceNet,
  gruStep,
  outInputs,
  outLayer,
  STEP_INPUTS,
  type Gru,
  type SeqParams,
} from "@/lib/ai/local/punctuation/sequence-net";

export type SeqOptions = { hidden?: number; outHidden?: number; epochs?: number; rate?: number; segment?: number; log?: (s: string) => void };

/** Adam over a list of parameter arrays. */
class Adam {
  private m: Float32Array[];
  private v: Float32Array[];
  private t = 0;
  constructor(private params: Float32Array[], readonly grads: Float32Array[]) {
    this.m = params.map((a) => new Float32Array(a.length));
    this.v = params.map((a) => new Float32Array(a.length));
  }
  step(lr: number, clip: number): void {
    let norm = 0;
    for (const g of this.grads) for (let i = 0; i < g.length; i++) norm += g[i] * g[i];
    norm = Math.sqrt(norm);
    const k = norm > clip ? clip / norm : 1;
    this.t++;
    const b1 = 0.9;
    const b2 = 0.999;
    const c1 = 1 - b1 ** this.t;
    const c2 = 1 - b2 ** this.t;
    this.params.forEach((p, n) => {
      const g = this.grads[n];
      const m = this.m[n];
      const v = this.v[n];
      for (let i = 0; i < p.length; i++) {
        const gi = g[i] * k;
        m[i] = b1 * m[i] + (1 - b1) * gi;
        v[i] = b2 * v[i] + (1 - b2) * gi * gi;
        p[i] -= (lr * (m[i] / c1)) / (Math.sqrt(v[i] / c2) + 1e-8);
        g[i] = 0;
      }
    });
  }
}

type Keep = { x: Float32Array; h: Float32Array; z: Float32Array; r: Float32Array; n: Float32Array; hn: Float32Array; a: Float32Array };

function keepFor(T: number, H: number): Keep {
  return {
    x: new Float32Array(T * STEP_INPUTS),
    h: new Float32Array(T * H),
    z: new Float32Array(T * H),
    r: new Float32Array(T * H),
    n: new Float32Array(T * H),
    hn: new Float32Array(T * H),
    a: new Float32Array(T * 3 * H),
  };
}

/** Runs one direction over words s..s+T-1 (`reverse`: from the end), keeping what backprop needs. */
function runDirection(g: Gru, H: number, win: NetParams, e: Encoded, s: number, T: number, reverse: boolean, k: Keep): void {
  const zero = new Float32Array(H);
  const D = STEP_INPUTS;
  const { x, a } = k;
  const { w, bx } = g;
  for (let t = 0; t < T; t++) {
    const xt = t * D;
    slotInput(win, e, s + t, x, xt);
    for (let j = 0; j < 3 * H; j++) {
      let v = bx[j];
      const row = j * D;
      for (let d = 0; d < D; d++) v += w[row + d] * x[xt + d];
      a[t * 3 * H + j] = v;
    }
  }
  for (let q = 0; q < T; q++) {
    const t = reverse ? T - 1 - q : q;
    const p = reverse ? t + 1 : t - 1;
    const first = q === 0;
    gruStep(g, H, k.a, t * 3 * H, first ? zero : k.h, first ? 0 : p * H, k.h, t * H, { z: k.z, r: k.r, n: k.n, hn: k.hn, at: t * H });
  }
}

/** Back-propagation through time for one direction, given dL/dh at each step (dh, T x H). */
function backDirection(g: Gru, gg: Gru, H: number, T: number, reverse: boolean, k: Keep, dh: Float32Array): void {
  const D = STEP_INPUTS;
  const { x, h, z: kz, r: kr, n: kn, hn: khn } = k;
  const u = g.u;
  const { w: gw, u: gu, bx: gbx, bh: gbh } = gg;
  const next = new Float32Array(H);
  const carry = new Float32Array(H);
  const dA = new Float32Array(3 * H);
  const dHh = new Float32Array(3 * H);
  for (let q = T - 1; q >= 0; q--) {
    const t = reverse ? T - 1 - q : q;
    const p = reverse ? t + 1 : t - 1;
    const hasPrev = q > 0;
    for (let j = 0; j < H; j++) {
      const d = dh[t * H + j] + next[j];
      const at = t * H + j;
      const z = kz[at];
      const r = kr[at];
      const n = kn[at];
      const prev = hasPrev ? h[p * H + j] : 0;
      const dn = d * (1 - z);
      const dz = d * (prev - n);
      carry[j] = d * z;
      const dan = dn * (1 - n * n);
      const dr = dan * khn[at];
      const daz = dz * z * (1 - z);
      const dar = dr * r * (1 - r);
      dA[j] = daz;
      dA[H + j] = dar;
      dA[2 * H + j] = dan;
      dHh[j] = daz;
      dHh[H + j] = dar;
      dHh[2 * H + j] = dan * r;
    }
    for (let j = 0; j < 3 * H; j++) {
      const a = dA[j];
      gbx[j] += a;
      const row = j * D;
      const xt = t * D;
      for (let d = 0; d < D; d++) gw[row + d] += a * x[xt + d];
      const b = dHh[j];
      gbh[j] += b;
      if (!hasPrev || b === 0) continue;
      const urow = j * H;
      const pt = p * H;
      for (let i = 0; i < H; i++) {
        gu[urow + i] += b * h[pt + i];
        carry[i] += u[urow + i] * b;
      }
    }
    next.set(carry);
  }
}

export type Scratch = ReturnType<typeof makeScratch>;

export function makeScratch(p: SeqParams, maxT: number) {
  const H = p.hidden;
  return {
    kf: keepFor(maxT, H),
    kb: keepFor(maxT, H),
    dF: new Float32Array(maxT * H),
    dB: new Float32Array(maxT * H),
    gv: new Float32Array(outInputs(p)),
    o: new Float32Array(p.outHidden),
    out: new Float64Array(4),
    dO: new Float32Array(p.outHidden),
  };
}


/**
 * Adds to `grads` the gradient of the mean cross-entropy over the gaps of words s..s+T-1 (each
 * gap inside the stretch), and returns the summed loss and the number of gaps.
 */
export function segmentGradients(
  p: SeqParams,
  grads: SeqParams,
  win: NetParams,
  e: Encoded,
  gd: Int8Array,
  s: number,
  T: number,
  scratch: Scratch,
): { loss: number; gaps: number } {
  const H = p.hidden;
  const O = p.outHidden;
  const I = outInputs(p);
  const { kf, kb, dF, dB, gv, o, out, dO } = scratch;
  const { w1, w2 } = p;
  const { w1: gw1, w2: gw2, b1: gb1, b2: gb2 } = grads;
  const kfh = kf.h;
  const kbh = kb.h;
  let loss = 0;
  let gaps = 0;
  runDirection(p.fwd, H, win, e, s, T, false, kf);
  runDirection(p.bwd, H, win, e, s, T, true, kb);
  dF.fill(0, 0, T * H);
  dB.fill(0, 0, T * H);
  const scale = 1 / T;
  for (let t = 0; t + 1 < T; t++) {
    const i = s + t;
    for (let k = 0; k < H; k++) gv[k] = kfh[t * H + k];
    for (let k = 0; k < H; k++) gv[H + k] = kbh[(t + 1) * H + k];
    gv[2 * H] = e.ruleStop[i];
    outLayer(p, gv, o, out, 0);
    const y = gd[i];
    loss -= out[y];
    gaps++;
    for (let j = 0; j < O; j++) dO[j] = 0;
    for (let c = 0; c < 4; c++) {
      const dl = (Math.exp(out[c]) - (c === y ? 1 : 0)) * scale;
      gb2[c] += dl;
      for (let j = 0; j < O; j++) {
        gw2[c * O + j] += dl * o[j];
        dO[j] += w2[c * O + j] * dl;
      }
    }
    for (let j = 0; j < O; j++) {
      if (o[j] <= 0) continue;
      const d = dO[j];
      gb1[j] += d;
      const row = j * I;
      for (let k = 0; k < I; k++) gw1[row + k] += d * gv[k];
      for (let k = 0; k < H; k++) {
        dF[t * H + k] += w1[row + k] * d;
        dB[(t + 1) * H + k] += w1[row + H + k] * d;
      }
    }
  }
  backDirection(p.fwd, grads.fwd, H, T, false, kf, dF);
  backDirection(p.bwd, grads.bwd, H, T, true, kb, dB);
  return { loss, gaps };
}

export function trainSequenceNet(docs: PreparedDoc[], win: NetParams, options: SeqOptions = {}): SeqParams {
  const { hidden: H = 32, outHidden: O = 32, epochs = 6, rate = 0.002, segment = 100, log = console.log } = options;
  const random = seeded(31);
  const p = emptySequenceNet(H, O);
  const fill = (a: Float32Array, r: number) => {
    for (let i = 0; i < a.length; i++) a[i] = (random() * 2 - 1) * r;
  };
  for (const gru of [p.fwd, p.bwd]) for (const a of [gru.w, gru.u, gru.bx, gru.bh]) fill(a, 1 / Math.sqrt(H));
  const I = outInputs(p);
  fill(p.w1, Math.sqrt(6 / (I + O)));
  p.b1.fill(0.01);
  fill(p.w2, Math.sqrt(6 / (O + 4)));
  const grads = emptySequenceNet(H, O);
  const list = (q: SeqParams) => [q.fwd.w, q.fwd.u, q.fwd.bx, q.fwd.bh, q.bwd.w, q.bwd.u, q.bwd.bx, q.bwd.bh, q.w1, q.b1, q.w2, q.b2];
  const adam = new Adam(list(p), list(grads));
  const index = netIndex(win.shape);
  const encoded = docs.map((d) => encode(index, d.words));
  const gold = docs.map((d) => Int8Array.from(d.marks.map((m) => MARK_INDEX[m])));
  // A stretch is at most a segment and a quarter (a short tail joins it).
  const scratch = makeScratch(p, 2 * segment);
  const order = docs.map((_, i) => i);
  const totalWords = docs.reduce((n, d) => n + d.words.length, 0) * epochs;
  let seen = 0;
  for (let epoch = 0; epoch < epochs; epoch++) {
    shuffle(order, random);
    let loss = 0;
    let gaps = 0;
    const t0 = Date.now();
    for (const di of order) {
      const e = encoded[di];
      const gd = gold[di];
      const n = e.words.length;
      // Stretches of `segment` words, the first one shorter by a seeded amount, so the cuts fall
      // in different places each pass; a short tail joins the stretch before it.
      let s = 0;
      let len = Math.max(2, Math.floor(segment * (0.5 + 0.5 * random())));
      while (s < n - 1) {
        let T = Math.min(len, n - s);
        if (n - (s + T) < segment / 4) T = n - s;
        len = segment;
        const lr = rate * (1 - (0.9 * seen) / totalWords);
        const got = segmentGradients(p, grads, win, e, gd, s, T, scratch);
        loss += got.loss;
        gaps += got.gaps;
        adam.step(lr, 1);
        seen += T;
        s += T;
      }
    }
    log(`sequence net epoch ${epoch + 1}: loss ${(loss / gaps).toFixed(4)} per gap (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
  }
  return p;
}
