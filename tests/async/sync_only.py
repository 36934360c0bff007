# a plain program (no asyncio at all) under the same host
total = 0
for k in ["x", "yy", "zzz"]:
    v = lookup(k)
    total = add(total, len(v))
    print(v, total)
try:
    add("a", 1)
except TypeError as e:
    print("TypeError")
