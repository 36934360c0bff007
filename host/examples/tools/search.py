#!/usr/bin/env python3
"""Example tool: keyword search over the bundled docs.json."""
import json
import os
import sys

here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "docs.json")) as f:
    DOCS = json.load(f)

call = json.load(sys.stdin)
kw = call["kwargs"]
words = kw["query"].lower().split()
hits = []
for d in DOCS:
    text = (d["title"] + " " + d["body"]).lower()
    score = sum(text.count(w) for w in words)
    if score:
        hits.append({"id": d["id"], "title": d["title"], "score": score})
hits.sort(key=lambda h: (-h["score"], h["id"]))
print(json.dumps(hits[: kw.get("limit", 3)]))
