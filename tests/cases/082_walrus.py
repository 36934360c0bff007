data = [3, 1, 4, 1, 5, 9, 2, 6]
i = 0
while (v := data[i]) != 9:
    i += 1
print("found 9 at", i, v)
print([y for x in data if (y := x * 2) > 5])
print(y)
if (n := len(data)) > 5:
    print("long list", n)
vals = []
it = iter(range(5))
while (nxt := next(it, None)) is not None:
    vals.append(nxt * nxt)
print(vals)
print((a := 5) + a)
total = 0
res = [total := total + x for x in range(5)]
print(res, total)
