def sieve(n):
    is_p = [True] * (n + 1)
    is_p[0] = is_p[1] = False
    for i in range(2, int(n ** 0.5) + 1):
        if is_p[i]:
            is_p[i * i::i] = [False] * len(is_p[i * i::i])
    return [i for i, p in enumerate(is_p) if p]
ps = sieve(200)
print(len(ps), ps[:10], ps[-5:])
print(sum(sieve(10000)))
