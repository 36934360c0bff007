def quicksort(xs):
    if len(xs) <= 1:
        return xs
    pivot, *rest = xs
    left = [x for x in rest if x < pivot]
    right = [x for x in rest if x >= pivot]
    return quicksort(left) + [pivot] + quicksort(right)
data = [(i * 7919) % 101 for i in range(30)]
print(data)
print(quicksort(data))
print(quicksort(data) == sorted(data))
print(quicksort(["pear", "apple", "fig"]))
