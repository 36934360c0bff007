def perms(xs):
    if len(xs) <= 1:
        return [xs[:]]
    out = []
    for i in range(len(xs)):
        rest = xs[:i] + xs[i + 1:]
        for p in perms(rest):
            out.append([xs[i]] + p)
    return out
ps = perms([1, 2, 3])
print(len(ps), ps)
print(len(perms(list(range(5)))))
def subsets(xs):
    if not xs:
        return [[]]
    rest = subsets(xs[1:])
    return rest + [[xs[0]] + s for s in rest]
print(subsets([1, 2, 3]))
