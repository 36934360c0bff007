def gen(n):
    for i in range(n):
        yield i * 3
print(list(gen(4)), tuple(gen(3)), set(gen(3)), frozenset(gen(2)), dict.fromkeys(gen(2), 0))
print(sorted(gen(4), reverse=True), min(gen(5)), max(gen(5), key=lambda x: x % 4), sum(gen(5), 100))
print(any(x > 5 for x in gen(3)), all(x % 3 == 0 for x in gen(6)), list(zip(gen(3), gen(5))))
print(list(enumerate(gen(3), 1)), list(map(str, gen(3))), list(filter(None, gen(3))), list(reversed(list(gen(3)))))
print(dict(zip(gen(3), 'abc')), dict((x, x) for x in gen(2)), ''.join(str(x) for x in gen(4)))
s = {0}
s.update(gen(3))
s2 = {0, 3}.union(gen(2))
l = [9]
l.extend(gen(2))
d = {}
d.update((str(x), x) for x in gen(2))
print(s, s2, l, d, {0}.issubset(gen(2)), {0, 99}.isdisjoint(gen(3)))
