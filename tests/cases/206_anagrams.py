words = ["listen", "silent", "enlist", "google", "gooegl", "cat", "act", "tac", "dog"]
groups = {}
for w in words:
    key = "".join(sorted(w))
    groups.setdefault(key, []).append(w)
for key, ws in groups.items():
    print(key, ws)
print(sorted((len(v), k) for k, v in groups.items()))
print([ws for ws in groups.values() if len(ws) > 1])
