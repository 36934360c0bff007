#!/usr/bin/env python3
"""Example tool: return one document of docs.json by id."""
import json
import os
import sys

here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "docs.json")) as f:
    DOCS = {d["id"]: d for d in json.load(f)}

call = json.load(sys.stdin)
doc = DOCS.get(call["kwargs"]["doc_id"])
if doc is None:
    print(json.dumps({"error": {"type": "KeyError", "message": call["kwargs"]["doc_id"]}}))
else:
    print(json.dumps(doc))
