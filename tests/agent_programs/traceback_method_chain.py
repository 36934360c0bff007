# Errors raised inside methods, properties and __getitem__ of a small repository class.
class NotFoundError(LookupError):
    def __init__(self, kind, key):
        super().__init__(f"{kind} {key!r} not found")
        self.kind, self.key = kind, key

class Repo:
    def __init__(self, docs):
        self._docs = {d["id"]: d for d in docs}
    def __getitem__(self, key):
        try:
            return self._docs[key]
        except KeyError:
            raise NotFoundError("document", key) from None
    def __contains__(self, key):
        return key in self._docs
    @property
    def newest(self):
        return max(self._docs.values(), key=lambda d: d["updated"])
    def titles(self, *keys):
        return [self[k]["title"] for k in keys]

hits = search_docs("the", limit=5)
repo = Repo(read_doc(h["id"]) for h in hits)
print(sorted(repo._docs), "d3" in repo, repo.newest["id"])
print(repo.titles("d1", "d3"))
try:
    repo.titles("d1", "zz")
except LookupError as e:
    print(type(e).__name__, e, e.kind, e.__suppress_context__, e.__context__)
def chain(r):
    return r.titles(*[h["id"] for h in hits], "d9")
chain(repo)
