print(hash("abc"), hash(b"abc"), hash(""), hash(b""), hash("é"), hash(b"\xe9"), hash("€uro"), hash("😀x"), hash("a"*100))
s = {"apple", "banana", "cherry", "date", "elderberry", "fig", "", "é", "日本", "😀"}
print(s)
print({"x", "y", "z", "w"}, frozenset({"k1", "k2", "k3"}), set("hello world"))
print(hash(("a", 1)), hash(frozenset({"a", "b"})))
d = {}
for w in "the quick brown fox jumps over the lazy dog".split(): d.setdefault(w, 0)
print(set(d), {w.upper() for w in d})
# sets built by adding and removing strs (dummies, resizes) iterate as
# CPython's do without hash randomisation (PYTHONHASHSEED=0)
s = set()
for i in range(40):
    s.add(f"key{i}")
    if i % 3 == 0:
        s.discard(f"key{i // 2}")
print(s)
print(list(set(["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"])))
print({"ß", "straße", "Ω", "ω", "ǅ", "𝔘"}, hash("ǅ"), hash("𝔘nicode"))
print(hash(memoryview(b"abc")) == hash(b"abc") == hash("abc"))
