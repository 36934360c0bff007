# The iterator a for loop or comprehension makes for a list, tuple or range
# is reused by a later loop once exhausted (vm_getiter_loop); nothing a
# program can see may change.  Each part fails if a reused iterator were
# still read by its first loop or shared by two live loops.

# nested loops over the same sequences, the inner one run many times
lst = [1, 2, 3]
tup = (10, 20)
out = []
for a in lst:
    for b in tup:
        for c in range(2):
            for d in lst:
                out.append(a * 1000 + b * 10 + c + d)
print(len(out), sum(out), out[:5], out[-5:])

# a loop that ends by break keeps its iterator; the next loop makes its own
for x in lst:
    if x == 2:
        break
for y in lst:
    pass
print(x, y)

# a user-visible iterator is never taken back: after its loop ends it
# stays exhausted, even when the list grows
it = iter(lst)
for v in it:
    pass
for w in [7, 8, 9]:
    pass
lst.append(4)
print(list(it), next(it, "done"), w)

# generator expressions: a suspended one holds its iterator while other
# loops come and go
g = (v * 2 for v in [1, 2, 3, 4])
h = (v * 3 for v in (1, 2, 3))
print(next(g), next(h))
for k in range(3):
    for m in [k, k + 1]:
        pass
print(next(g), list(h), list(g), m)

# comprehensions inside loops, nested comprehensions
rows = [[r * 3 + c for c in range(3)] for r in range(4)]
print(rows, [sum(x for x in row) for row in rows])
print({k: [v for v in (k, k)] for k in range(3)}, {c for row in rows for c in row if c % 2})

# a loop over a list whose body runs another loop over it, and appends
seq = [1, 2]
for s in seq:
    if len(seq) < 6:
        seq.append(s + 10)
    for t in seq:
        pass
print(seq, s, t)

# a generator that loops and yields: its iterator lives across yields
def walk(xs):
    for x in xs:
        for y in (x, -x):
            yield y

w1, w2 = walk([1, 2]), walk((3, 4))
print([next(w1), next(w2), next(w1), next(w2)], list(w1), list(w2))

# functions that loop, called in a loop
def total(items):
    t = 0
    for q, p in items:
        t += q * p
    return t

print(sum(total([(i, 2), (3, i)]) for i in range(100)))

# an empty sequence and an exhausted range
for e in []:
    print("never")
for e in range(0):
    print("never")
print([i for i in range(5) for j in () ], [i for i in range(3) for j in (1,)])

# zip and enumerate of lists in loops, then a plain loop reusing
for i, (p, q) in enumerate(zip([1, 2, 3], "abc")):
    for z in [p, q]:
        pass
print(i, p, q, z)
