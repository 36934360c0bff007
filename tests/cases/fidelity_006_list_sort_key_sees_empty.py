# list.sort(): CPython empties the list while sorting (a key function sees [] and
# mutation raises "ValueError: list modified during sort"). baton lets the key see and
# mutate the live list: appending from the key loops until "memory limit exceeded"
# (uncatchable, whole program dies, exit 3); reading L[0] in the key does not raise.
#
# CPython 3.11 prints:
#   IndexError list index out of range
#   ValueError list modified during sort
#   [1, 2, 3]
#   [exit 0]
# baton prints:
#   baton: memory limit exceeded (268435456 bytes)
#   [exit 3]

L = [3, 1, 2]
try:
    L.sort(key=lambda x: L[0])
except IndexError as e:
    print(type(e).__name__, e)
M = [3, 1, 2]
try:
    M.sort(key=lambda x: M.append(0) or x)
except ValueError as e:
    print(type(e).__name__, e)
print(M)
N = [3, 1, 2]
def bad(x):
    if x == 2:
        raise KeyError(x)
    return x
try:
    N.sort(key=bad)
except KeyError as e:
    print('KeyError', e, N)
P = [3, 1, 2]
P.sort(key=lambda x: -x)
print(P)
Q = ['b', 'A', 'c']
Q.sort(key=str.lower, reverse=True)
print(Q)
seen = []
R = [2, 1]
R.sort(key=lambda x: seen.append(len(R)) or x)
print(R, seen)
