def f(data):
    if any((hit := x) > 10 for x in data):
        return "first big", hit
    return "none", None
print(f([1, 20, 30]), f([1, 2]))
def g():
    [last := v for v in range(5)]
    return last
print(g())
values = [5, 0, 3]
results = [r for v in values if (r := v * 2)]
print(results, r)
n = 0
while (n := n + 1) < 4:
    print("n", n)
print((w := 3) * w, w)
