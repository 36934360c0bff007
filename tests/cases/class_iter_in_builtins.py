# Objects with a Python __iter__ (or __getitem__) in every builtin that
# takes iterables, including the builtins written in Python (zip, map,
# filter, enumerate...) calling iter() on them.
class R:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        return iter(range(self.n))


class G:
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError(i)
        return i * 10


class It:
    def __init__(self):
        self.i = 0

    def __iter__(self):
        return self

    def __next__(self):
        self.i += 1
        if self.i > 3:
            raise StopIteration
        return self.i


print(list(zip("abc", R(3))), list(zip(R(2), G(), It())))
print(dict(zip("abc", R(3))), list(zip(R(5), strict=False)))
print(list(map(lambda a, b: a + b, R(3), G())), list(map(str, It())))
print(list(filter(None, R(4))), list(enumerate(G(), 1)), list(reversed(list(R(3)))))
print(sorted(R(4), reverse=True), sum(G()), min(It()), max(R(5)), any(R(1)), all(G()))
print(tuple(R(2)), set(G()), frozenset(It()), ",".join(map(str, R(3))), list(iter(G())))
print(sorted(zip(It(), R(3))), [x for pair in zip(R(2), R(2)) for x in pair])
try:
    list(zip("ab", R(3), strict=True))
except ValueError as e:
    print(e)
