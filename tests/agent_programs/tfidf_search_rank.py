# Re-rank knowledge-base documents for several queries with a hand-rolled TF-IDF and cosine similarity; print a score table.
import math
import re
from collections import Counter

STOP = {"a", "the", "of", "for", "with", "and", "to", "up", "at", "by", "is", "are", "when", "you", "can", "each", "after", "in", "be"}

def tokens(text):
    return [w for w in re.findall(r"[a-z]+", text.lower()) if w not in STOP and len(w) > 2]

ids = sorted({h["id"] for q in ("api", "cache", "graph", "heap", "logs", "token") for h in search_docs(q, limit=6)})
docs = {i: read_doc(i) for i in ids}
tf = {i: Counter(tokens(d["title"] + " " + d["body"])) for i, d in docs.items()}
df = Counter(w for c in tf.values() for w in c)
N = len(docs)
idf = {w: math.log((1 + N) / (1 + n)) + 1 for w, n in df.items()}

def vec(counter):
    total = sum(counter.values())
    return {w: (c / total) * idf.get(w, math.log(1 + N) + 1) for w, c in counter.items()}

def cosine(a, b):
    dot = sum(a[w] * b.get(w, 0.0) for w in a)
    na = math.sqrt(sum(v * v for v in a.values()))
    nb = math.sqrt(sum(v * v for v in b.values()))
    return dot / (na * nb) if na and nb else 0.0

dvecs = {i: vec(c) for i, c in tf.items()}
print(f"{N} docs, {len(df)} terms; rarest: {sorted(idf, key=lambda w: (-idf[w], w))[:5]}")
queries = ["retry flaky api calls", "parse logs regular expressions", "priority heap scheduling jobs", "stale cache dashboards", "quantum teleportation"]
print(f"{'query':<32}" + "".join(f"{i:>7}" for i in ids))
for q in queries:
    qv = vec(Counter(tokens(q)))
    scores = {i: cosine(qv, dvecs[i]) for i in ids}
    best = max(scores, key=scores.get)
    cells = "".join(f"{scores[i]:>7.3f}" if scores[i] else f"{'.':>7}" for i in ids)
    print(f"{q:<32}{cells}  -> {best if scores[best] > 0 else 'none'} {docs[best]['title'][:22]!r}")
top_terms = {i: [w for w, _ in sorted(dvecs[i].items(), key=lambda kv: (-kv[1], kv[0]))[:3]] for i in ids}
for i, terms in top_terms.items():
    print(f"  {i}: {', '.join(terms)}")
print(round(math.fsum(idf.values()), 6), max(len(c) for c in tf.values()), min(tf, key=lambda i: sum(tf[i].values())))
