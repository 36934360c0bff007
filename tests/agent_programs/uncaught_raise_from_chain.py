"""Resolve a doc's linked pages; a missing page is re-raised as a domain
error `from` the tool's error while another handler is running, ending in
an uncaught chain of three exceptions (cause and context both shown)."""
import json


class ResolveError(Exception):
    def __init__(self, doc_id, reason):
        super().__init__(f"cannot resolve {doc_id}: {reason}")
        self.doc_id = doc_id


class Resolver:
    def __init__(self):
        self.cache = {}

    def load(self, doc_id):
        if doc_id not in self.cache:
            try:
                self.cache[doc_id] = read_doc(doc_id)
            except FileNotFoundError as e:
                raise ResolveError(doc_id, "not in the index") from e
        return self.cache[doc_id]

    def summary(self, doc_id):
        doc = self.load(doc_id)
        words = doc["body"].split()
        return {"id": doc_id, "title": doc["title"], "words": len(words)}

    def resolve_all(self, ids):
        out = []
        for i in ids:
            out.append(self.summary(i))
        return out


r = Resolver()
print(json.dumps(r.resolve_all(["d1", "d4"]), indent=1))
try:
    r.resolve_all(["d2", "d9"])
except ResolveError as err:
    print("first failure:", err, "| cause:", repr(err.__cause__))
    fallback = {"d9": "d3"}
    replacement = fallback[err.doc_id]
    print("retrying with", replacement)
    try:
        print(r.summary(replacement))
        r.summary(replacement + "x")
    except ResolveError:
        stats = {k: len(v["body"]) for k, v in r.cache.items()}
        print(sorted(stats.items()))
        ratio = stats["d1"] / (stats["d3"] - stats["d3"])
