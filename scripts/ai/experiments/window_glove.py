"""A second design over the pretrained GloVe vectors, for comparison with the recurrent network
(run.py glove=1): a window network, that is a convolution over the text. For the gap after word i
it reads words i-3 .. i+4 (eight slots); each word's input is its frozen GloVe vector (a learned
vector by its last three letters for a word outside the table), a learned tag vector, the
capital and name flags and the rules' sentence-end flag; one hidden layer of rectified units
(per-slot weights, so a word's contribution is projected once per slot) and a softmax over the
four marks. Trained with Adam on random minibatches of gaps, seeded. Figures are the network
alone, with the comma and sentence-end offsets tuned on Brown's tuning split, as run.py prints.

  OPENBLAS_NUM_THREADS=1 nice -n 10 python3 scripts/ai/experiments/window_glove.py dir=DIR [H=128 epochs=3 lr=0.002 N=512]

dir: what export-prepared.ts wrote (data.json, brown-test.json, ami-test.json); glove_file as run.py;
nospeech=1 leaves the AMI meetings out of the training docs.
`check` compares the gradient with finite differences instead.
"""
import base64
import json
import math
import os
import sys
import time

import numpy as np

sys.path.insert(0, os.path.dirname(__file__))
from seqnet import Adam, SUFFIX_BUCKETS, best_bias, build_vocab, gradient_check, scores, stream  # noqa: E402

OFFSETS = np.arange(-3, 5)  # the window: words i-3 .. i+4 around the gap after word i


class WindowGlove:
    NAMES = ["tagvecs", "unknown", "w1", "b1", "w2", "b2"]

    def __init__(self, vocab, glove, H=128, Et=8, seed=31):
        rng = np.random.default_rng(seed)
        self.vocab, self.H, self.Et = vocab, H, Et
        self.G = glove.shape[1]
        self.glove = np.concatenate([np.zeros((1, self.G), np.float32), glove])  # row 0: padding
        self.D = self.G + Et + 3
        K = len(OFFSETS)
        u = lambda shape, r: ((rng.random(shape) * 2 - 1) * r).astype(np.float32)
        self.p = {
            "tagvecs": u((2 + len(vocab.tags), Et), 0.1),
            "unknown": u((SUFFIX_BUCKETS, self.G), 0.1),
            "w1": u((H, K * self.D), math.sqrt(6 / (K * self.D + H))),
            "b1": np.full((H,), 0.01, np.float32),
            "w2": u((4, H), math.sqrt(6 / (H + 4))),
            "b2": np.zeros((4,), np.float32),
        }

    def word_inputs(self, s, idx):
        """Inputs (len(idx), D) of stream positions idx (-1: padding, all zeros)."""
        pad = idx < 0
        j = np.where(pad, 0, idx)
        gid = s["gid"][j]
        k = len(self.glove)
        known = gid < k
        g = np.where(known[:, None], self.glove[np.minimum(gid, k - 1)], self.p["unknown"][np.maximum(gid - k, 0)])
        x = np.concatenate([g, self.p["tagvecs"][s["tid"][j]], s["flags"][j][:, :2], s["rule"][j][:, None]], axis=1)
        x[pad] = 0
        return x

    def forward(self, s, pos):
        """Log-probabilities (n, 4) of the gaps after stream positions `pos`; the cache for backprop."""
        n = len(s["gid"])
        win = pos[:, None] + OFFSETS[None, :]
        win = np.where((win < 0) | (win >= n), -1, win)
        X = self.word_inputs(s, win.ravel()).reshape(len(pos), -1)
        Hd = np.maximum(X @ self.p["w1"].T + self.p["b1"], 0)
        logits = Hd @ self.p["w2"].T + self.p["b2"]
        m = logits.max(-1, keepdims=True)
        lp = logits - (m + np.log(np.exp(logits - m).sum(-1, keepdims=True)))
        return lp, (win, X, Hd)

    def loss_grad(self, s, pos, g):
        lp, (win, X, Hd) = self.forward(s, pos)
        y = s["gold"][pos].astype(np.int64)
        N = len(pos)
        loss = -lp[np.arange(N), y].sum()
        dl = np.exp(lp)
        dl[np.arange(N), y] -= 1
        dl /= N
        p = self.p
        g["w2"] += dl.T @ Hd
        g["b2"] += dl.sum(0)
        dH = (dl @ p["w2"]) * (Hd > 0)
        g["w1"] += dH.T @ X
        g["b1"] += dH.sum(0)
        dX = (dH @ p["w1"]).reshape(-1, self.D)
        flat = win.ravel()
        real = flat >= 0
        j = flat[real]
        dX = dX[real]
        np.add.at(g["tagvecs"], s["tid"][j], dX[:, self.G:self.G + self.Et])
        gid = s["gid"][j]
        unk = gid >= len(self.glove)
        np.add.at(g["unknown"], gid[unk] - len(self.glove), dX[unk, :self.G])
        return loss, N

    def log_probs(self, enc_docs):
        out = []
        for e in enc_docs:
            s = {k: e[k] for k in ("gid", "tid", "flags", "rule", "gold")}
            lp, _ = self.forward(s, np.arange(len(e["gid"])))
            lp[-1] = 0
            out.append(lp)
        return out


def main():
    args = dict(a.split("=", 1) for a in sys.argv[1:] if "=" in a)
    DIR = args.get("dir", "/tmp/punctuation-experiments")
    t0 = time.time()
    data = json.load(open(os.path.join(DIR, "data.json")))
    train, tune = data["trainDocs"], data["tuneDocs"]
    test = json.load(open(os.path.join(DIR, "brown-test.json")))
    ami_file = os.path.join(DIR, "ami-test.json")
    ami = json.load(open(ami_file)) if os.path.exists(ami_file) else []
    brown_tune = [d for d in tune if not d["id"].startswith("dev-")]
    gf = json.load(open(args.get("glove_file", os.path.expanduser("~/.cache/saywrite/vectors/glove-vectors.json"))))
    gw = gf["words"].split(" ")
    glove = np.frombuffer(base64.b64decode(gf["data"]), np.int8).astype(np.float32).reshape(len(gw), gf["dim"]) * np.array(gf["scales"], np.float32)[:, None]
    vocab = build_vocab(train)
    vocab.glove_words = gw
    vocab.gword = {w: i + 1 for i, w in enumerate(gw)}
    if args.get("nospeech"):
        # Without the AMI meetings: what the transcribed speech adds to this design.
        train = [d for d in train if not d["id"].startswith("ami-")]
    if args.get("sub"):
        keep = np.random.default_rng(11).random(len(train)) < float(args["sub"])
        train = [d for d, k in zip(train, keep) if k]
    enc_train = [vocab.encode(d) for d in train]
    enc_tune = [vocab.encode(d) for d in brown_tune]
    enc_test = [vocab.encode(d) for d in test]
    enc_ami = [vocab.encode(d) for d in ami]
    s = stream(enc_train)
    print(f"loaded in {time.time() - t0:.0f} s; training words {len(s['gid'])}", flush=True)
    rng = np.random.default_rng(7)
    if "check" in sys.argv:
        net = WindowGlove(vocab, glove[:50].astype(np.float64), H=5, Et=3)
        for k in net.p:
            net.p[k] = net.p[k].astype(np.float64)
        sm = {k: v[:400] for k, v in s.items()}
        sm["gid"] = np.where(sm["gid"] > 50, 51 + sm["gid"] % SUFFIX_BUCKETS, sm["gid"])
        pos = rng.choice(400, 30, replace=False)
        g = {k: np.zeros_like(v) for k, v in net.p.items()}
        net.loss_grad(sm, pos, g)
        loss = lambda: net.loss_grad(sm, pos, {q: np.zeros_like(w) for q, w in net.p.items()})[0] / len(pos)
        bad = gradient_check(net.p, g, loss, ("tagvecs", "unknown"), rng, eps=1e-5, tol=1e-4)
        print("gradient check:", "ok" if bad == 0 else f"{bad} entries differ")
        sys.exit(1 if bad else 0)
    net = WindowGlove(vocab, glove, H=int(args.get("H", 128)))
    EPOCHS, LR, N = int(args.get("epochs", 3)), float(args.get("lr", 0.002)), int(args.get("N", 512))
    opt = Adam(net.p)
    g = {k: np.zeros_like(v) for k, v in net.p.items()}
    n = len(s["gid"])
    total = EPOCHS * (n // N)
    step = 0
    for epoch in range(EPOCHS):
        te = time.time()
        order = rng.permutation(n)
        L = C = 0
        for b in range(0, n - N + 1, N):
            loss, c = net.loss_grad(s, order[b:b + N], g)
            opt.step(net.p, g, LR * (1 - 0.9 * step / total))
            L += loss
            C += c
            step += 1
        lt = net.log_probs(enc_tune)
        nll = -np.mean(np.concatenate([l[np.arange(len(e["gold"]) - 1), e["gold"][:-1]] for l, e in zip(lt, enc_tune)]))
        b = best_bias(lt, enc_tune)
        (sf, sp, sr), (cf, cp, cr) = scores(net.log_probs(enc_test), enc_test, (0, b[1], b[2], b[2]))
        print(f"epoch {epoch + 1}: training loss {L / C:.4f}, tuning-split loss {nll:.4f} ({time.time() - te:.0f} s, CPU {time.process_time():.0f} s since start)", flush=True)
        print(f"epoch {epoch + 1}: Brown test sentence end {sf:.3f} (P {sp:.3f} R {sr:.3f}), comma {cf:.3f} (P {cp:.3f} R {cr:.3f}); "
              f"tuning split {b[3]:.3f} / {b[4]:.3f} with offsets comma {b[1]:.2f}, end {b[2]:.2f}", flush=True)
        if enc_ami:
            (af, _, _), (ac, _, _) = scores(net.log_probs(enc_ami), enc_ami, (0, b[1], b[2], b[2]))
            print(f"epoch {epoch + 1}: AMI test meetings sentence end {af:.3f}, comma {ac:.3f} (same offsets)", flush=True)


if __name__ == "__main__":
    main()
