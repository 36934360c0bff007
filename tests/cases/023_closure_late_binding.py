fs = []
for i in range(4):
    fs.append(lambda: i)
print([f() for f in fs])
gs = []
for i in range(4):
    gs.append(lambda i=i: i)
print([g() for g in gs])
hs = [lambda x: x * k for k in range(3)]
print([h(10) for h in hs])
def make(n):
    return lambda: n
ms = [make(k) for k in range(3)]
print([m() for m in ms])
i = 100
print([f() for f in fs])
