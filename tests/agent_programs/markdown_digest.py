# Research digest: search a knowledge base, read documents, emit markdown.
import re
import textwrap
from collections import Counter
from datetime import date

STOP = set("a an the of with and or to is are be by at for in on it when you can".split())
queries = ["retry backoff", "cache api", "token bucket rate", "graph cycles", "kubernetes"]
seen = {}
sections = []
for q in queries:
    hits = search_docs(q, limit=2)
    if not hits:
        sections.append((q, []))
        continue
    docs = []
    for h in hits:
        if h["id"] not in seen:
            seen[h["id"]] = read_doc(h["id"])
        docs.append((h["score"], seen[h["id"]]))
    sections.append((q, docs))

today = date(2024, 6, 1)
lines = [f"# Digest for {today:%B %d, %Y}", ""]
for q, docs in sections:
    lines.append(f"## `{q}`")
    if not docs:
        lines.append("_No results._")
    for score, d in docs:
        age = (today - date.fromisoformat(d["updated"])).days
        sentences = re.split(r"(?<=\.)\s+", d["body"])
        lines.append(f"- **{d['title']}** (score {score}, {age} days old, tags: {', '.join('#' + t for t in d['tags'])})")
        lines.extend(textwrap.wrap(sentences[0], width=60, initial_indent="  > ", subsequent_indent="  > "))
    lines.append("")
words = Counter(w for d in seen.values() for w in re.findall(r"[a-z]+", d["body"].lower()) if w not in STOP and len(w) > 3)
lines.append("## Keywords")
lines.append(" ".join(f"{w}({n})" for w, n in words.most_common(8)))
lines.append("")
lines.append("| id | title | words | updated |")
lines.append("|----|-------|------:|---------|")
for doc_id in sorted(seen):
    d = seen[doc_id]
    title = d["title"] if len(d["title"]) <= 28 else d["title"][:27] + "…"
    lines.append(f"| {doc_id} | {title} | {len(d['body'].split())} | {d['updated']} |")
report = "\n".join(lines)
print(report)
print("---")
print(len(report), report.count("\n"), sum(1 for l in lines if l.startswith("#")))
print(re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", lines[4])[:70])
try:
    read_doc("d99")
except FileNotFoundError as e:
    print(type(e).__name__, e.args, e.errno, e.strerror, e.filename)
