def merge(a, b):
    out = []
    i = j = 0
    while i < len(a) and j < len(b):
        if a[i] <= b[j]:
            out.append(a[i]); i += 1
        else:
            out.append(b[j]); j += 1
    out.extend(a[i:])
    out.extend(b[j:])
    return out
def msort(xs):
    if len(xs) < 2:
        return xs[:]
    mid = len(xs) // 2
    return merge(msort(xs[:mid]), msort(xs[mid:]))
data = [5, -2, 9, 0, 3.5, 7, -8, 1]
print(msort(data))
print(msort([]), msort([1]))
big = [(i * 37) % 50 for i in range(50)]
print(msort(big) == sorted(big))
