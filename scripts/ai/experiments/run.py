"""Punctuation experiments with the numpy recurrent network (seqnet.py): the figures of the
"Pushing the recurrent network" section of docs/ai.md come from these runs. Nothing here is part
of `npm run train:punctuation` or of the engine.

First write the prepared text:  npx tsx scripts/ai/experiments/export-prepared.ts DIR
Then, single-threaded and niced:
  OPENBLAS_NUM_THREADS=1 nice -n 15 python3 scripts/ai/experiments/run.py dir=DIR [options]

Options (key=value): H, O (units per direction, output layer), Ew, Es, Et (word, suffix, tag vector
sizes), epochs, lr, B (stretches per batch), T (words per stretch), wdrop, din, dgap (word, input
and state dropout), win=1 (start from the committed window network's word and tag vectors),
frozen=words,tagvecs (tables not trained), drop_alone=1 (AMI's verbless pieces of one to three words
ended alone, "Yeah.", "Okay then.", left out of training), brown_repeat=N (Brown's training split N more times),
out=FILE (the trained network), sub=F (a seeded share of the training docs), glove=1 (the GloVe
vectors scripts/ai/vectors.ts writes, glove_file=FILE or ~/.cache/saywrite/vectors/glove-vectors.json, as a
further input, frozen; gscale=F multiplies
them), nocap=1 (no dictated-capital flag, as the engine), window=FILE (the window network to read),
engine_out=FILE (the engine's sequence-net.json, with win=1 Es=0, with or without glove=1). `check` compares the gradient with finite differences instead.
`score=A,B,...` trains nothing: it measures stored networks (`committed` = the engine's own
sequence-net.json over window-net.json) alone and averaged.

Each epoch prints the network's own figures on Brown's test split: the mark with the highest
probability after offsets for comma and sentence end tuned on Brown's tuning split (its 20
samples); the engine adds the perceptron and the rules to these.
"""
import base64
import json
import os
import sys
import time

import numpy as np

sys.path.insert(0, os.path.dirname(__file__))
from seqnet import Adam, Net, Vocab, batches, best_bias, build_vocab, gradient_check, load, scores, stream  # noqa: E402

args = dict(a.split("=", 1) for a in sys.argv[1:] if "=" in a)
DIR = args.get("dir", "/tmp/punctuation-experiments")
PUNCT = os.path.join(os.path.dirname(__file__), "..", "..", "..", "lib", "ai", "local", "punctuation")
rng = np.random.default_rng(7)

t0 = time.time()
data = json.load(open(os.path.join(DIR, "data.json")))
train, tune = data["trainDocs"], data["tuneDocs"]
test = json.load(open(os.path.join(DIR, "brown-test.json")))
# AMI's test meetings (transcribed speech, never trained or tuned on), when export-prepared wrote them.
AMI_FILE = os.path.join(DIR, "ami-test.json")
ami = json.load(open(AMI_FILE)) if os.path.exists(AMI_FILE) else []
brown_tune_docs = [d for d in tune if not d["id"].startswith("dev-")]
print(f"loaded in {time.time() - t0:.0f} s", flush=True)


def report(name, lps_tune, lps_test, enc_tune, enc_test, net=None):
    b = best_bias(lps_tune, enc_tune)
    (sf, sp, sr), (cf, cp, cr) = scores(lps_test, enc_test, (0, b[1], b[2], b[2]))
    print(f"{name}: Brown test sentence end {sf:.3f} (P {sp:.3f} R {sr:.3f}), comma {cf:.3f} (P {cp:.3f} R {cr:.3f}); "
          f"tuning split {b[3]:.3f} / {b[4]:.3f} with offsets comma {b[1]:.2f}, end {b[2]:.2f}", flush=True)
    if net is not None and ami:
        enc_ami = [net.vocab.encode(d) for d in ami]
        (af, _, _), (ac, _, _) = scores(net.log_probs(enc_ami), enc_ami, (0, b[1], b[2], b[2]))
        print(f"{name}: AMI test meetings sentence end {af:.3f}, comma {ac:.3f} (same offsets)", flush=True)


def window_file():
    return json.load(open(args.get("window", os.path.join(PUNCT, "window-net.json"))))


if "score" in args:
    runs = []
    for name in args["score"].split(","):
        if name == "committed":
            net = load(json.load(open(os.path.join(PUNCT, "sequence-net.json"))), window_file())
        else:
            net = load(json.load(open(name)))
        et = [net.vocab.encode(d) for d in brown_tune_docs]
        es = [net.vocab.encode(d) for d in test]
        runs.append((net.log_probs(et), net.log_probs(es), et, es))
        report(name, *runs[-1], net=net)
    if len(runs) > 1:
        avg = lambda k: [sum(r[k][i] for r in runs) / len(runs) for i in range(len(runs[0][k]))]
        report("average of the log-probabilities", avg(0), avg(1), runs[0][2], runs[0][3])
    sys.exit(0)

if args.get("win"):
    wf = window_file()
    vocab = Vocab(wf["vocab"].split(" "), wf["tags"])
else:
    vocab = build_vocab(train)
GLOVE = None
if args.get("glove"):
    # The committed pretrained vectors (scripts/ai/vectors.ts), read exactly as the engine reads them.
    gf = json.load(open(args.get("glove_file", os.path.expanduser("~/.cache/saywrite/vectors/glove-vectors.json"))))
    gw = gf["words"].split(" ")
    q = np.frombuffer(base64.b64decode(gf["data"]), np.int8).astype(np.float32).reshape(len(gw), gf["dim"])
    GLOVE = q * np.array(gf["scales"], np.float32)[:, None] * float(args.get("gscale", 1))
    vocab.glove_words = gw
    vocab.gword = {w: i + 1 for i, w in enumerate(gw)}
vocab.no_cap = bool(args.get("nocap"))
if args.get("sub"):
    # A seeded share of the training docs, to compare designs quickly.
    keep = np.random.default_rng(11).random(len(train)) < float(args["sub"])
    train = [d for d, k in zip(train, keep) if k]
if args.get("drop_alone"):
    # AMI's replies said alone: a sentence of at most three words with no verb or auxiliary by the tagger.
    pieces = dropped = 0
    for d in train:
        if not d["id"].startswith("ami-"):
            continue
        words, marks, start = [], [], 0
        for i, m in enumerate(d["marks"]):
            if m in ("period", "question") or i == len(d["marks"]) - 1:
                piece = range(start, i + 1)
                pieces += 1
                if m in ("period", "question") and len(piece) <= 3 and not any("VERB" in d["words"][j]["tag"] or "AUX" in d["words"][j]["tag"] for j in piece):
                    dropped += 1
                else:
                    words += [d["words"][j] for j in piece]
                    marks += [d["marks"][j] for j in piece]
                start = i + 1
        d["words"], d["marks"] = words, marks
    print(f"AMI sentences said alone left out: {dropped} of {pieces}", flush=True)
if args.get("brown_repeat"):
    train = train + [d for d in train if not d["id"].startswith("nlp-")] * int(args["brown_repeat"])
enc_train = [vocab.encode(d) for d in train]
enc_tune = [vocab.encode(d) for d in brown_tune_docs]
enc_test = [vocab.encode(d) for d in test]
s = stream(enc_train)
print(f"vocabulary {len(vocab.vocab)}, tags {len(vocab.tags)}, training words {len(s['wid'])}", flush=True)

if "check" in sys.argv:
    net = Net(vocab, H=5, O=4, Ew=4, Es=3, Et=2)
    for k in net.p:
        net.p[k] = net.p[k].astype(np.float64) * 3
    b = next(batches(s, 12, 2, rng))
    g = {k: np.zeros_like(v) for k, v in net.p.items()}
    net.loss_grad(b, g)
    loss = lambda: net.loss_grad(b, {q: np.zeros_like(w) for q, w in net.p.items()})[0] / 22
    bad = gradient_check(net.p, g, loss, ("words", "suffixes", "tagvecs"), rng, eps=1e-4, tol=1e-3)
    print("gradient check:", "ok" if bad == 0 else f"{bad} entries differ")
    sys.exit(1 if bad else 0)

EW, ET = int(args.get("Ew", 32)), int(args.get("Et", 8))
net = Net(vocab, H=int(args.get("H", 32)), O=int(args.get("O", 32)), Ew=EW, Es=int(args.get("Es", 8)), Et=ET, G=0 if GLOVE is None else GLOVE.shape[1])
if GLOVE is not None:
    net.glove_fixed[1:] = GLOVE
net.word_drop = float(args.get("wdrop", 0))
net.drop_in = float(args.get("din", 0))
net.drop_gap = float(args.get("dgap", 0))
if args.get("win"):
    tab = lambda k: np.frombuffer(base64.b64decode(wf["tables"][k]["data"]), np.int8).astype(np.float32) * wf["tables"][k]["scale"]
    assert EW == 32 and ET == 8, "the window network's vectors have 32 and 8 numbers"
    net.p["words"] = tab("words").reshape(-1, 32)
    net.p["tagvecs"] = tab("tags").reshape(-1, 8)
frozen = [k for k in args.get("frozen", "").split(",") if k]
EPOCHS, LR, B, T = int(args.get("epochs", 6)), float(args.get("lr", 0.003)), int(args.get("B", 16)), int(args.get("T", 100))
opt = Adam(net.p)
g = {k: np.zeros_like(v) for k, v in net.p.items()}
total = EPOCHS * (len(s["wid"]) // (T * B))
step = 0
for epoch in range(EPOCHS):
    te = time.time()
    L = N = 0
    for b in batches(s, T, B, rng):
        loss, n = net.loss_grad(b, g)
        for k in frozen:
            g[k].fill(0)
        opt.step(net.p, g, LR * (1 - 0.9 * step / total))  # the rate falls linearly to a tenth
        L += loss
        N += n
        step += 1
    lt = net.log_probs(enc_tune)
    nll = -np.mean(np.concatenate([l[np.arange(len(e["gold"]) - 1), e["gold"][:-1]] for l, e in zip(lt, enc_tune)]))
    print(f"epoch {epoch + 1}: training loss {L / N:.4f}, tuning-split loss {nll:.4f} ({time.time() - te:.0f} s, CPU {time.process_time():.0f} s since start)", flush=True)
    report(f"epoch {epoch + 1}", lt, net.log_probs(enc_test), enc_tune, enc_test, net=net)
if args.get("out"):
    json.dump(net.save(), open(args["out"], "w"))
    print("wrote", args["out"])
if args.get("engine_out"):
    # The engine's sequence-net.json (lib/ai/local/punctuation/sequence-net.ts): inputs per word are
    # the window network's slot (word 32, tag 8, two flags) and then the pretrained vector; the
    # dictated-capital flag (column 42) is left out, as the engine reads no dictated capitals.
    assert args.get("win") and net.Es == 0
    def q8(a):
        a = np.ascontiguousarray(a, np.float32).ravel()
        scale = float(np.abs(a).max()) / 127 or 1.0
        return {"scale": scale, "data": base64.b64encode(np.round(a / scale).astype(np.int8).tobytes()).decode()}
    tables = {}
    for d in ("fwd", "bwd"):
        tables[d + ".w"] = q8(np.delete(net.p[d + ".w"], 42, axis=1))
        for k in ("u", "bx", "bh"):
            tables[f"{d}.{k}"] = q8(net.p[f"{d}.{k}"])
    for k in ("w1", "b1", "w2", "b2"):
        tables[k] = q8(net.p[k])
    if GLOVE is None:
        # Without pretrained vectors: the committed file's form (the window network's slot only).
        json.dump({"hidden": net.H, "outHidden": net.O, "tables": tables}, open(args["engine_out"], "w"))
    else:
        tables["unknown"] = q8(net.p["glove"])
        json.dump({"hidden": net.H, "outHidden": net.O, "gloveDim": int(GLOVE.shape[1]), "gloveScale": float(args.get("gscale", 1)), "tables": tables}, open(args["engine_out"], "w"))
    print("wrote", args["engine_out"])
