"""A bidirectional GRU punctuation network in numpy, for experiments (run.py): the engine's
recurrent network (lib/ai/local/punctuation/sequence-net.ts) with optional inputs it does not have
(its own trained word vectors, vectors for a word's last three letters, a flag for a capital as
dictated) and dropout. Batches of stretches train at once, so BLAS does the arithmetic: a pass over
the 1.5 million training words takes about a CPU minute, against several for the TypeScript trainer
(scripts/ai/train-sequence-net.ts), which trains the network the engine ships. Networks are stored
in their own int8 JSON (`Net.save`); `load` also reads the committed sequence-net.json.
"""
import base64
import json
import math
import sys
import time

import numpy as np

MARKS = {"none": 0, "comma": 1, "period": 2, "question": 3}
SUFFIX_BUCKETS = 512


def fnv(s: str, mask: int) -> int:
    """FNV-1a over UTF-16 code units, as hashFeature in model.ts."""
    h = 0x811C9DC5
    b = s.encode("utf-16-le")
    for i in range(0, len(b), 2):
        h ^= b[i] | (b[i + 1] << 8)
        h = (h * 0x01000193) & 0xFFFFFFFF
    return h & mask


def utf16_suffix(s: str, n: int) -> str:
    b = s.encode("utf-16-le")
    if len(b) // 2 <= n:
        return s
    return b[-2 * n:].decode("utf-16-le", errors="replace")


def suffix_bucket(w: str) -> int:
    return fnv(utf16_suffix(w, 3), SUFFIX_BUCKETS - 1)


class Vocab:
    def __init__(self, vocab, tags, glove_words=None):
        self.vocab = vocab
        self.tags = tags
        self.glove_words = glove_words or []
        self.gword = {w: i + 1 for i, w in enumerate(self.glove_words)}
        self.no_cap = False
        self.word = {w: i + 1 for i, w in enumerate(vocab)}
        self.tag = {t: i + 2 for i, t in enumerate(tags)}
        self._suf = {}

    def suf(self, w):
        b = self._suf.get(w)
        if b is None:
            b = self._suf[w] = suffix_bucket(w)
        return b

    def encode(self, doc):
        words = doc["words"]
        n = len(words)
        wid = np.zeros(n, np.int32)
        sid = np.zeros(n, np.int32)
        tid = np.zeros(n, np.int32)
        flags = np.zeros((n, 3), np.float32)
        rule = np.zeros(n, np.float32)
        gid = np.zeros(n, np.int32)
        V = len(self.vocab)
        Vg = len(self.glove_words)
        for i, w in enumerate(words):
            lw = w["lower"]
            s = self.suf(lw)
            wid[i] = self.word.get(lw, 1 + V + s)
            if Vg:
                gid[i] = self.gword.get(lw, 1 + Vg + s)
            sid[i] = s
            tid[i] = self.tag.get(w["tag"], 1)
            flags[i] = (1.0 if w["lexCap"] else 0.0, 1.0 if w["name"] else 0.0, 1.0 if w["cap"] else 0.0)
            rule[i] = 1.0 if w["ruleStop"] else 0.0
        if self.no_cap:
            flags[:, 2] = 0
        gold = np.array([MARKS[m] for m in doc["marks"]], np.int8)
        return {"wid": wid, "sid": sid, "tid": tid, "flags": flags, "rule": rule, "gold": gold, "gid": gid}


def build_vocab(docs, min_count=3, max_words=30000):
    wc, tc = {}, {}
    for d in docs:
        for w in d["words"]:
            wc[w["lower"]] = wc.get(w["lower"], 0) + 1
            tc[w["tag"]] = tc.get(w["tag"], 0) + 1

    def by_count(m, mn):
        items = [(k, n) for k, n in m.items() if n >= mn and " " not in k]
        items.sort(key=lambda kv: (-kv[1], kv[0]))
        return [k for k, _ in items]

    return Vocab(by_count(wc, min_count)[:max_words], by_count(tc, 20))


def sigmoid(x):
    return 0.5 * (1.0 + np.tanh(0.5 * x))


class Net:
    """Parameters (float32). Embeddings: words (1 + V + SUFFIX_BUCKETS) x Ew, suffixes SUFFIX_BUCKETS x Es,
    tags (2 + tags) x Et; per word input x = [word, suffix, tag, lexCap, name, cap]; GRUs fwd/bwd (PyTorch
    gates z, r, n); output: relu(w1 [f_i, b_(i+1), rule_i] + b1), then w2 -> 4 marks."""

    NAMES = ["words", "suffixes", "tagvecs", "fwd.w", "fwd.u", "fwd.bx", "fwd.bh", "bwd.w", "bwd.u", "bwd.bx", "bwd.bh", "w1", "b1", "w2", "b2"]

    def __init__(self, vocab: Vocab, H=32, O=32, Ew=32, Es=8, Et=8, seed=31, G=0):
        rng = np.random.default_rng(seed)
        self.rng = np.random.default_rng(seed + 1)
        self.word_drop = self.drop_in = self.drop_gap = 0.0
        self.vocab, self.H, self.O, self.Ew, self.Es, self.Et = vocab, H, O, Ew, Es, Et
        self.G = G
        self.D = Ew + Es + Et + 3 + G
        V = len(vocab.vocab)
        u = lambda shape, r: ((rng.random(shape) * 2 - 1) * r).astype(np.float32)
        D, I = self.D, 2 * H + 1
        self.p = {
            "words": u((1 + V + SUFFIX_BUCKETS, Ew), 0.1),
            "suffixes": u((SUFFIX_BUCKETS, Es), 0.1) if Es else np.zeros((SUFFIX_BUCKETS, 0), np.float32),
            "tagvecs": u((2 + len(vocab.tags), Et), 0.1),
        }
        if G:
            # Pretrained vectors (rows 1..Vg of glove_fixed, set by the caller, frozen: not a
            # parameter, so Adam does not walk 5 million numbers a step) and one learned vector per
            # suffix bucket for the words outside the table (the parameter "glove").
            self.glove_fixed = np.zeros((1 + len(vocab.glove_words), G), np.float32)
            self.p["glove"] = u((SUFFIX_BUCKETS, G), 0.1)
        for d in ("fwd", "bwd"):
            r = 1 / math.sqrt(H)
            self.p[d + ".w"] = u((3 * H, D), r)
            self.p[d + ".u"] = u((3 * H, H), r)
            self.p[d + ".bx"] = u((3 * H,), r)
            self.p[d + ".bh"] = u((3 * H,), r)
        self.p["w1"] = u((O, I), math.sqrt(6 / (I + O)))
        self.p["b1"] = np.full((O,), 0.01, np.float32)
        self.p["w2"] = u((4, O), math.sqrt(6 / (O + 4)))
        self.p["b2"] = np.zeros((4,), np.float32)

    def inputs(self, wid, sid, tid, flags, gid=None):
        p = self.p
        parts = [p["words"][wid]]
        if self.Es:
            parts.append(p["suffixes"][sid])
        parts += [p["tagvecs"][tid], flags]
        if self.G:
            parts.append(self.glove_rows(gid))
        return np.concatenate(parts, axis=-1)

    def glove_rows(self, gid):
        k = len(self.glove_fixed)
        out = self.glove_fixed[np.minimum(gid, k - 1)]
        unk = gid >= k
        out[unk] = self.p["glove"][gid[unk] - k]
        return out

    def gru(self, d, X, keep=False):
        """X: (B, T, D) in processing order. Returns states (B, T, H) and the cache for backprop."""
        p = self.p
        W, U, bx, bh = p[d + ".w"], p[d + ".u"], p[d + ".bx"], p[d + ".bh"]
        B, T, _ = X.shape
        H = self.H
        A = X @ W.T + bx
        h = np.zeros((B, H), X.dtype)
        Hs = np.empty((B, T, H), X.dtype)
        if keep:
            Z = np.empty((B, T, H), X.dtype)
            R = np.empty_like(Z)
            N = np.empty_like(Z)
            HN = np.empty_like(Z)
        UT = np.ascontiguousarray(U.T)
        for t in range(T):
            hh = h @ UT + bh
            a = A[:, t]
            z = sigmoid(a[:, :H] + hh[:, :H])
            r = sigmoid(a[:, H:2 * H] + hh[:, H:2 * H])
            hn = hh[:, 2 * H:]
            n = np.tanh(a[:, 2 * H:] + r * hn)
            h = (1 - z) * n + z * h
            Hs[:, t] = h
            if keep:
                Z[:, t], R[:, t], N[:, t], HN[:, t] = z, r, n, hn
        return Hs, ((X, Z, R, N, HN, Hs) if keep else None)

    def gru_back(self, d, cache, dH, g):
        p = self.p
        W, U = p[d + ".w"], p[d + ".u"]
        X, Z, R, N, HN, Hs = cache
        B, T, H = Hs.shape
        dA = np.empty((B, T, 3 * H), X.dtype)
        dHh = np.empty((B, T, 3 * H), X.dtype)
        carry = np.zeros((B, H), X.dtype)
        for t in range(T - 1, -1, -1):
            dd = dH[:, t] + carry
            z, r, n, hn = Z[:, t], R[:, t], N[:, t], HN[:, t]
            prev = Hs[:, t - 1] if t > 0 else np.zeros((B, H), X.dtype)
            dn = dd * (1 - z)
            dz = dd * (prev - n)
            dan = dn * (1 - n * n)
            daz = dz * z * (1 - z)
            dar = dan * hn * r * (1 - r)
            dA[:, t, :H] = daz
            dA[:, t, H:2 * H] = dar
            dA[:, t, 2 * H:] = dan
            dHh[:, t, :2 * H] = dA[:, t, :2 * H]
            dHh[:, t, 2 * H:] = dan * r
            carry = dd * z + dHh[:, t] @ U
        prevs = np.concatenate([np.zeros((B, 1, H), X.dtype), Hs[:, :-1]], axis=1)
        g[d + ".u"] += dHh.reshape(-1, 3 * H).T @ prevs.reshape(-1, H)
        g[d + ".bh"] += dHh.sum(axis=(0, 1))
        g[d + ".w"] += dA.reshape(-1, 3 * H).T @ X.reshape(-1, X.shape[-1])
        g[d + ".bx"] += dA.sum(axis=(0, 1))
        return dA @ W  # dX

    def out_layer(self, F, Bk, rule):
        """Gap after word t (t < T-1): [F_t, Bk_(t+1), rule_t]."""
        G = np.concatenate([F[:, :-1], Bk[:, 1:], rule[:, :-1, None]], axis=-1)
        Hd = np.maximum(G @ self.p["w1"].T + self.p["b1"], 0)
        logits = Hd @ self.p["w2"].T + self.p["b2"]
        m = logits.max(-1, keepdims=True)
        lse = m + np.log(np.exp(logits - m).sum(-1, keepdims=True))
        return G, Hd, logits - lse

    def loss_grad(self, batch, g, weights=None):
        wid, sid, tid, flags, rule, gold, gid = batch
        rng = self.rng
        if self.word_drop:
            # Word dropout: a word read as unknown (its suffix bucket) now and then, so rare and
            # unseen words are read the way known ones are.
            V = len(self.vocab.vocab)
            wid = np.where(rng.random(wid.shape) < self.word_drop, 1 + V + sid, wid)
        X = self.inputs(wid, sid, tid, flags, gid)
        mx = None
        if self.drop_in:
            mx = (rng.random(X.shape) >= self.drop_in).astype(X.dtype) / (1 - self.drop_in)
            X = X * mx
        F, cf = self.gru("fwd", X, keep=True)
        Bk_rev, cb = self.gru("bwd", X[:, ::-1].copy(), keep=True)
        Bk = Bk_rev[:, ::-1]
        mg = None
        if self.drop_gap:
            mf = (rng.random(F.shape) >= self.drop_gap).astype(F.dtype) / (1 - self.drop_gap)
            mb = (rng.random(F.shape) >= self.drop_gap).astype(F.dtype) / (1 - self.drop_gap)
            F, Bk = F * mf, Bk * mb
        G, Hd, logp = self.out_layer(F, Bk, rule)
        y = gold[:, :-1].astype(np.int64)
        B, T1 = y.shape
        lp = np.take_along_axis(logp, y[..., None], -1)[..., 0]
        w = np.ones_like(lp) if weights is None else weights[y]
        loss = -(lp * w).sum()
        count = B * T1
        dl = np.exp(logp)
        np.put_along_axis(dl, y[..., None], np.take_along_axis(dl, y[..., None], -1) - 1, -1)
        dl *= (w / count)[..., None]
        p = self.p
        g["w2"] += dl.reshape(-1, 4).T @ Hd.reshape(-1, self.O)
        g["b2"] += dl.sum(axis=(0, 1))
        dHd = (dl @ p["w2"]) * (Hd > 0)
        g["w1"] += dHd.reshape(-1, self.O).T @ G.reshape(-1, G.shape[-1])
        g["b1"] += dHd.sum(axis=(0, 1))
        dG = dHd @ p["w1"]
        H = self.H
        dF = np.zeros_like(F)
        dB = np.zeros_like(F)
        dF[:, :-1] = dG[..., :H]
        dB[:, 1:] = dG[..., H:2 * H]
        if self.drop_gap:
            dF *= mf
            dB *= mb
        dX = self.gru_back("fwd", cf, dF, g)
        dX += self.gru_back("bwd", cb, dB[:, ::-1].copy(), g)[:, ::-1]
        if mx is not None:
            dX *= mx
        Ew, Es, Et = self.Ew, self.Es, self.Et
        if Ew:
            np.add.at(g["words"], wid.ravel(), dX[..., :Ew].reshape(-1, Ew))
        if Es:
            np.add.at(g["suffixes"], sid.ravel(), dX[..., Ew:Ew + Es].reshape(-1, Es))
        np.add.at(g["tagvecs"], tid.ravel(), dX[..., Ew + Es:Ew + Es + Et].reshape(-1, Et))
        if self.G:
            G = self.G
            unk = gid >= len(self.glove_fixed)
            np.add.at(g["glove"], gid[unk] - len(self.glove_fixed), dX[..., -G:][unk])
        return loss, count

    def log_probs(self, enc_docs, max_batch=32):
        """Log-probabilities (n x 4) per doc; whole docs, batched by length."""
        out = [None] * len(enc_docs)
        order = sorted(range(len(enc_docs)), key=lambda i: len(enc_docs[i]["wid"]))
        for s in range(0, len(order), max_batch):
            idx = order[s:s + max_batch]
            L = max(len(enc_docs[i]["wid"]) for i in idx)
            B = len(idx)
            wid = np.zeros((B, L), np.int32)
            sid = np.zeros((B, L), np.int32)
            tid = np.zeros((B, L), np.int32)
            fl = np.zeros((B, L, 3), np.float32)
            gid = np.zeros((B, L), np.int32)
            rwid, rsid, rtid, rfl, rgid = wid.copy(), sid.copy(), tid.copy(), fl.copy(), gid.copy()
            rule = np.zeros((B, L), np.float32)
            for b, i in enumerate(idx):
                e = enc_docs[i]
                n = len(e["wid"])
                wid[b, :n], sid[b, :n], tid[b, :n], fl[b, :n], rule[b, :n] = e["wid"], e["sid"], e["tid"], e["flags"], e["rule"]
                rwid[b, :n], rsid[b, :n], rtid[b, :n], rfl[b, :n] = e["wid"][::-1], e["sid"][::-1], e["tid"][::-1], e["flags"][::-1]
                gid[b, :n], rgid[b, :n] = e["gid"], e["gid"][::-1]
            F, _ = self.gru("fwd", self.inputs(wid, sid, tid, fl, gid))
            Br, _ = self.gru("bwd", self.inputs(rwid, rsid, rtid, rfl, rgid))
            for b, i in enumerate(idx):
                n = len(enc_docs[i]["wid"])
                Bk = Br[b:b + 1, :n][:, ::-1]
                _, _, lp = self.out_layer(F[b:b + 1, :n], Bk, rule[b:b + 1, :n])
                res = np.zeros((n, 4), np.float32)
                res[:n - 1] = lp[0]
                out[i] = res
        return out

    def save(self):
        tables = {}
        for name in self.NAMES:
            a = self.p[name].ravel()
            mx = float(np.abs(a).max()) if a.size else 0.0
            scale = mx / 127 or 1.0
            q = np.round(a / scale).astype(np.int8)
            tables[name] = {"scale": scale, "data": base64.b64encode(q.tobytes()).decode()}
        return {
            "version": 2,
            "hidden": self.H,
            "outHidden": self.O,
            "wordDim": self.Ew,
            "suffixDim": self.Es,
            "tagDim": self.Et,
            "vocab": " ".join(self.vocab.vocab),
            "tags": self.vocab.tags,
            "tables": tables,
        }


def load(file, old_window=None):
    """A network from its stored JSON: the int8 form Net.save writes, or (with `old_window`, the
    window network's JSON) the engine's committed sequence-net.json, whose inputs are the window
    network's word and tag vectors and two flags (no suffix vectors, no dictated-capital flag)."""
    tab = lambda t: np.frombuffer(base64.b64decode(t["data"]), np.int8).astype(np.float32) * t["scale"]
    src = old_window if old_window else file
    vocab = Vocab(src["vocab"].split(" "), src["tags"])
    if old_window:
        net = Net(vocab, H=file["hidden"], O=file["outHidden"], Ew=32, Es=0, Et=8)
        net.p["words"] = tab(old_window["tables"]["words"]).reshape(-1, 32)
        net.p["tagvecs"] = tab(old_window["tables"]["tags"]).reshape(-1, 8)
        for d in ("fwd", "bwd"):
            w = tab(file["tables"][d + ".w"]).reshape(3 * net.H, 42)
            net.p[d + ".w"] = np.concatenate([w, np.zeros((3 * net.H, 1), np.float32)], 1)  # no weight on the third flag
        names = [n for n in Net.NAMES if n not in ("words", "suffixes", "tagvecs", "fwd.w", "bwd.w")]
    else:
        net = Net(vocab, H=file["hidden"], O=file["outHidden"], Ew=file["wordDim"], Es=file["suffixDim"], Et=file["tagDim"])
        names = Net.NAMES
    for n in names:
        net.p[n] = tab(file["tables"][n]).reshape(net.p[n].shape)
    return net


def gradient_check(params, grad, loss, sparse_keys, rng, eps, tol):
    """How many of four sampled entries per parameter (non-zero ones only for the sparse keys) have an
    analytic gradient `grad` that differs from the central difference of `loss()` with step `eps`."""
    bad = 0
    for k, v in params.items():
        flat, gk = v.reshape(-1), grad[k].reshape(-1)
        cand = np.nonzero(gk)[0] if k in sparse_keys else np.arange(flat.size)
        for i in rng.choice(cand, size=min(4, len(cand)), replace=False):
            old = flat[i]
            flat[i] = old + eps
            up = loss()
            flat[i] = old - eps
            down = loss()
            flat[i] = old
            num = (up - down) / (2 * eps)
            bad += abs(num - gk[i]) > tol * max(1e-3, abs(num) + abs(gk[i]))
    return bad


class Adam:
    def __init__(self, params):
        self.m = {k: np.zeros_like(v) for k, v in params.items()}
        self.v = {k: np.zeros_like(v) for k, v in params.items()}
        self.t = 0

    def step(self, params, grads, lr, clip=1.0):
        norm = math.sqrt(sum(float((g * g).sum()) for g in grads.values()))
        k = clip / norm if norm > clip else 1.0
        self.t += 1
        c1 = 1 - 0.9 ** self.t
        c2 = 1 - 0.999 ** self.t
        for name, p in params.items():
            g = grads[name] * k
            m, v = self.m[name], self.v[name]
            m *= 0.9
            m += 0.1 * g
            v *= 0.999
            v += 0.001 * g * g
            p -= (lr / c1) * m / (np.sqrt(v / c2) + 1e-8)
            grads[name].fill(0)


def stream(enc_docs):
    cat = lambda k: np.concatenate([e[k] for e in enc_docs])
    return {k: cat(k) for k in ("wid", "sid", "tid", "flags", "rule", "gold", "gid")}


def batches(s, T, B, rng):
    n = len(s["wid"])
    off = int(rng.integers(0, T))
    starts = np.arange(off, n - T, T)
    rng.shuffle(starts)
    for b in range(0, len(starts) - B + 1, B):
        st = starts[b:b + B]
        idx = st[:, None] + np.arange(T)[None, :]
        yield (s["wid"][idx], s["sid"][idx], s["tid"][idx], s["flags"][idx], s["rule"][idx], s["gold"][idx], s["gid"][idx])


def prf(tp, fp, fn):
    p = tp / (tp + fp) if tp + fp else 0
    r = tp / (tp + fn) if tp + fn else 0
    return (2 * p * r / (p + r) if p + r else 0), p, r


def scores(lps, encs, bias=(0, 0, 0, 0)):
    st = [0, 0, 0]
    cm = [0, 0, 0]
    for lp, e in zip(lps, encs):
        g = e["gold"][:-1]
        h = np.argmax(lp[:-1] + np.array(bias), -1)
        gs, hs = g >= 2, h >= 2
        st[0] += int((gs & hs).sum()); st[1] += int((~gs & hs).sum()); st[2] += int((gs & ~hs).sum())
        gc, hc = g == 1, h == 1
        cm[0] += int((gc & hc).sum()); cm[1] += int((~gc & hc).sum()); cm[2] += int((gc & ~hc).sum())
    return prf(*st), prf(*cm)


def best_bias(lps, encs):
    best = None
    for c in np.arange(-0.5, 2.51, 0.25):
        for s in np.arange(-0.5, 2.51, 0.25):
            (sf, _, _), (cf, _, _) = scores(lps, encs, (0, c, s, s))
            if best is None or sf + cf > best[0]:
                best = (sf + cf, c, s, sf, cf)
    return best
