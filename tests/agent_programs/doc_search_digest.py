import textwrap
import pprint
from collections import Counter
from datetime import date
from typing import Dict, List, NamedTuple


class Hit(NamedTuple):
    doc_id: str
    title: str
    score: int
    updated: date

    def age_days(self, today: date) -> int:
        return (today - self.updated).days


QUERIES = ["api cache", "retry backoff jitter", "logs regex", "heap priority", "quantum"]
TODAY = date(2024, 6, 1)
STOP = {"the", "a", "with", "of", "for", "up", "to", "is", "be", "can", "when", "you", "them", "each"}

seen: Dict[str, Hit] = {}
per_query: Dict[str, List[str]] = {}
for q in QUERIES:
    hits = search_docs(q, limit=4)
    per_query[q] = [h["id"] for h in hits]
    for h in hits:
        hit = Hit(h["id"], h["title"], h["score"], date.fromisoformat(h["updated"]))
        prev = seen.get(hit.doc_id)
        if prev is None or hit.score > prev.score:
            seen[hit.doc_id] = hit

pprint.pprint(per_query, width=60)
print()
ranked = sorted(seen.values(), key=lambda h: (-h.score, h.age_days(TODAY)))
words: Counter = Counter()
for rank, hit in enumerate(ranked, start=1):
    doc = read_doc(hit.doc_id)
    body = doc["body"]
    words.update(w.strip(".,").lower() for w in body.split() if w.strip(".,").lower() not in STOP)
    stale = " [stale]" if hit.age_days(TODAY) > 365 else ""
    print(f"{rank}. {hit.title} (score {hit.score}, {hit.age_days(TODAY)}d old){stale}")
    print(textwrap.indent(textwrap.fill(body, width=50), "     | "))
    print(textwrap.shorten(body, width=40, placeholder=" [...]"))
print()
print("common words:", words.most_common(5))
print(textwrap.dedent("""\
    Summary
      docs:    {n}
      queries: {q}
    """).format(n=len(seen), q=len(QUERIES)))
pprint.pprint(ranked[0]._asdict())
print(ranked[0]._replace(score=0))
print(Hit._fields, Hit._make(["x", "y", 1, TODAY]).title)
try:
    read_doc("d99")
except FileNotFoundError as e:
    print("missing:", e, e.args, isinstance(e, OSError))
wrapped = textwrap.wrap("Tags: " + ", ".join(sorted({t for h in ranked for t in read_doc(h.doc_id)["tags"]})), 30)
print(wrapped)
pprint.pprint({"deep": {"list": list(range(30)), "t": (1, 2), "s": "x" * 70}}, width=50, compact=True)
