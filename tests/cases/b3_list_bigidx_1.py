a = [1, 2, 3]
for f in [lambda: a.insert(2**70, 5), lambda: a.pop(2**70), lambda: a[2**70], lambda: a[-2**70],
          lambda: 'abc'[2**70], lambda: (1,)[2**64], lambda: range(5)[2**64], lambda: range(5)[-2**64]]:
    try:
        print(f())
    except (OverflowError, IndexError) as e:
        print(type(e).__name__, e)
print(a[2**70:], a[:2**70], a[-2**70:], a[::2**70], a[::-2**70], 'abcdef'[1:2**80:2])
print(a.index(3, -2**70, 2**70), (1, 2, 3).index(2, -2**70), [5, 6].count(6))
a[2**70:] = [4]
print(a)
del a[-2**70:1]
print(a)
