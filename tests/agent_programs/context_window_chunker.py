# Pack retrieved documents into an LLM context budget: crude token counts,
# overlapping chunks, greedy knapsack by relevance, and a citation footer.
import math
import re
import textwrap
from collections import Counter
from dataclasses import dataclass, field

TOKEN = re.compile(r"\w+|[^\w\s]", re.UNICODE)


def tokens(text):
    return TOKEN.findall(text)


@dataclass(order=True)
class Chunk:
    score: float
    doc_id: str = field(compare=False)
    index: int = field(compare=False)
    text: str = field(compare=False, repr=False)

    @property
    def size(self):
        return len(tokens(self.text))


def chunk(doc_id, text, size=12, overlap=4):
    words = text.split()
    step = size - overlap
    out = []
    for i, start in enumerate(range(0, max(len(words) - overlap, 1), step)):
        out.append((doc_id, i, " ".join(words[start:start + size])))
    return out


query = "retry backoff cache api rate limits"
qterms = Counter(w.lower() for w in tokens(query) if w.isalnum())
hits = search_docs(query, limit=5)
docs = {h["id"]: read_doc(h["id"]) for h in hits}
df = Counter()
for d in docs.values():
    df.update(set(w.lower() for w in tokens(d["body"])))
N = len(docs)

pieces = []
for doc_id, d in docs.items():
    for _, idx, text in chunk(doc_id, d["title"] + ". " + d["body"]):
        tf = Counter(w.lower() for w in tokens(text))
        score = sum(tf[t] * math.log((N + 1) / (df[t] + 0.5)) for t in qterms)
        pieces.append(Chunk(round(score, 4), doc_id, idx, text))

print(f"{len(docs)} docs -> {len(pieces)} chunks; query terms {dict(qterms)}")
for c in sorted(pieces, reverse=True)[:6]:
    print(f"  {c.score:>7.4f} {c.doc_id}#{c.index} ({c.size:>2} tok) {textwrap.shorten(c.text, 48)}")

budget = 60
chosen, used = [], 0
for c in sorted(pieces, key=lambda c: (-c.score, c.size, c.doc_id, c.index)):
    if c.score <= 0:
        break
    if used + c.size <= budget:
        chosen.append(c)
        used += c.size
print(f"packed {len(chosen)} chunks, {used}/{budget} tokens")

order = sorted(chosen, key=lambda c: (c.doc_id, c.index))
cite = {d: n for n, d in enumerate(dict.fromkeys(c.doc_id for c in order), 1)}
context = "\n".join(f"[{cite[c.doc_id]}] {c.text}" for c in order)
print(textwrap.indent(textwrap.fill(context.replace("\n", " ¶ "), 70), "| "))
print("sources:")
for doc_id, n in cite.items():
    print(f"  [{n}] {docs[doc_id]['title']} ({docs[doc_id]['updated']})")

dp = [[0.0] * (budget + 1) for _ in range(len(pieces) + 1)]
for i, c in enumerate(pieces, 1):
    for b in range(budget + 1):
        dp[i][b] = dp[i - 1][b]
        if c.size <= b and c.score > 0:
            dp[i][b] = max(dp[i][b], dp[i - 1][b - c.size] + c.score)
best = dp[-1][budget]
print(f"greedy score {sum(c.score for c in chosen):.4f} vs optimal {best:.4f} "
      f"({'optimal' if math.isclose(best, sum(c.score for c in chosen)) else 'suboptimal'})")
print(min(pieces), max(pieces).doc_id, sum(1 for c in pieces if c.score == 0))
