def bubble(xs):
    xs = list(xs)
    n = len(xs)
    swaps = 0
    for i in range(n):
        swapped = False
        for j in range(n - 1 - i):
            if xs[j] > xs[j + 1]:
                xs[j], xs[j + 1] = xs[j + 1], xs[j]
                swaps += 1
                swapped = True
        if not swapped:
            break
    return xs, swaps
print(bubble([5, 1, 4, 2, 8]))
print(bubble([1, 2, 3]))
print(bubble("sorting"))
