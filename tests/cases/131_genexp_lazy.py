calls = []
def p(x):
    calls.append(x)
    return x > 3
xs = [1, 5, 2, 7, 8]
print(next(x for x in xs if p(x)))
print(calls)
g = (x * 2 for x in range(5))
print(next(g), next(g))
print(list(g))
print(list(g))
print(sum(x * x for x in range(10)))
print(max(len(w) for w in ["a", "bbb", "cc"]))
print(any(x > 3 for x in [1, 2, 5]), all(x > 0 for x in [1, -1]))
log = []
def trace(v):
    log.append(v)
    return v
gen = (trace(i) for i in range(3))
print(log)
first = next(gen)
print(first, log)
print(list(gen), log)
