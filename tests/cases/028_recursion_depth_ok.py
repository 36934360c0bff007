def depth(n):
    if n == 0:
        return 0
    return 1 + depth(n - 1)
print(depth(500))
def flatten(x):
    if type(x) is list:
        r = []
        for e in x:
            r.extend(flatten(e))
        return r
    return [x]
print(flatten([1, [2, [3, [4, [5]]]], 6]))
