def bsearch(xs, t):
    lo, hi = 0, len(xs) - 1
    steps = 0
    while lo <= hi:
        steps += 1
        mid = (lo + hi) // 2
        if xs[mid] == t:
            return mid, steps
        elif xs[mid] < t:
            lo = mid + 1
        else:
            hi = mid - 1
    return -1, steps
xs = list(range(0, 100, 3))
for t in [0, 3, 48, 99, 50, -1]:
    print(t, bsearch(xs, t))
