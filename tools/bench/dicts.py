# Dicts with string keys: word counting, get/set, membership, items().
words = []
seed = 12345
vocab = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta",
         "iota", "kappa", "lambda", "mu", "nu", "xi", "omicron", "pi"]
for i in range(300000):
    seed = (seed * 1103515245 + 12345) % 2147483648
    w = vocab[seed % 16] + str(seed % 97)
    words.append(w)

counts = {}
for w in words:
    counts[w] = counts.get(w, 0) + 1

pairs = {}
for i in range(len(words) - 1):
    key = words[i][:3] + "_" + words[i + 1][:3]
    if key in pairs:
        pairs[key] += 1
    else:
        pairs[key] = 1

check = 0
for k, v in counts.items():
    check = (check * 7 + v * len(k)) % 1000000007
for k in pairs:
    check = (check + pairs[k]) % 1000000007
print(len(counts), len(pairs), check)
