# Sorting a list of dicts with key=lambda, plus tuple keys and reverse.
seed = 42
records = []
for i in range(60000):
    seed = (seed * 1103515245 + 12345) % 2147483648
    records.append({"id": i, "score": seed % 1000, "name": "n" + str(seed % 5000)})

total = 0
for rep in range(3):
    by_score = sorted(records, key=lambda r: r["score"])
    by_name = sorted(records, key=lambda r: (r["name"], -r["id"]))
    desc = sorted(records, key=lambda r: r["score"] * 100000 + r["id"], reverse=True)
    total += by_score[0]["id"] + by_name[-1]["id"] + desc[0]["id"]
ints = [r["score"] for r in records]
ints.sort()
print(total, by_score[100]["id"], by_name[0]["name"], desc[5]["score"], ints[30000])
