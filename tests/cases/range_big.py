# range() with ints beyond 64 bits: CPython's arithmetic, reprs and errors.
import sys

r = range(2**64, 2**65, 3)
print(r, len(r), r[0], r[-1], r[5], r[-7])
print(r[5:10], r[::-1], r[::2**63], r[-3:], r[:2**70], r[2**70:])
print(2**64 + 3 in r, 2**64 + 1 in r, 2**65 in r, 3 in r, float(2**64) in range(2**64, 2**64 + 9), 1.5 in range(2**64, 2**64 + 3))
print(r.index(2**64 + 9), r.count(2**64 + 9), r.count(2**64 + 1))
try:
    r.index(2**64 + 1)
except ValueError as e:
    print('ValueError', e)
print(list(reversed(range(2**64, 2**64 + 10, 3))))
print(list(range(2**64 + 10, 2**64, -4)))
print(list(range(2**63 - 2, 2**63 + 2)), list(range(-2**63 - 2, -2**63 + 1)))
print(range(0, 2**100)[2**99], range(-2**100, 0)[-1])
for big in (range(2**64), range(-2**63, 2**63), range(0, 2**200, 2**10)):
    try:
        len(big)
    except OverflowError as e:
        print('OverflowError', e)
    print(bool(big), big.start, big.stop, big.step, big[-1])
try:
    list(range(2**64))
except OverflowError as e:
    print('OverflowError', e)
print(len(range(sys.maxsize)), len(range(-sys.maxsize - 1, sys.maxsize, 3)))
print(range(2**64) == range(0, 2**64, 1), range(2**64) == range(2**64 + 1))
print(range(2**64, 2**64) == range(0), range(2**64, 2**64 + 1, 5) == range(2**64, 2**64 + 2, 7))
print(hash(range(2**64)) == hash(range(0, 2**64)), hash(range(2**64, 2**64)) == hash(range(0)))
print(hash(range(2**64, 2**64 + 1, 5)) == hash(range(2**64, 2**64 + 2, 7)))
print({range(2**70): 1}[range(0, 2**70, 1)])
print(range(-2**70, 2**70, 2**68).index(2**68), range(2**70).count(5))
print(range(2**64)[::-1], range(10)[2**70:], range(10)[-2**70:2])
print(range(2**63 - 10, 2**63 - 1)[::-1], range(-2**63, 2**63 - 1, 2**62)[::-1])
for bad in (lambda: range(10)[2**70], lambda: range(2**64)[2**64], lambda: range(2**64)[-2**64 - 1]):
    try:
        bad()
    except IndexError as e:
        print('IndexError', e)
it = iter(range(2**64, 2**64 + 3))
print(type(it).__name__, next(it), list(it), type(iter(range(3))).__name__)
try:
    range(2**64, 2**65, 0)
except ValueError as e:
    print('ValueError', e)
print(range(True, 2**64, 2**62), list(range(2**64, 2**64 + 2**63, 2**62)))
print(sum(range(2**64, 2**64 + 5)), max(range(-2**70, -2**70 + 3)), sorted(range(2**64, 2**64 - 3, -1)))
