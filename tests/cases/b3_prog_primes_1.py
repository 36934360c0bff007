def sieve(n):
    is_p = [True] * (n + 1)
    is_p[0:2] = [False, False]
    for i in range(2, int(n ** 0.5) + 1):
        if is_p[i]:
            is_p[i * i::i] = [False] * len(range(i * i, n + 1, i))
    return [i for i, p in enumerate(is_p) if p]
ps = sieve(100)
print(ps, len(ps), sum(ps))
print([p for p in ps if p + 2 in ps], max(b - a for a, b in zip(ps, ps[1:])))
print(all(any(n - p in ps for p in ps) for n in range(4, 100, 2)))
print({p % 10 for p in ps}, sorted(set(p % 6 for p in ps[2:])), divmod(ps[-1], ps[3]))
