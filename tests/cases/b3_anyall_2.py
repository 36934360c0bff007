def noisy(xs, label):
    for x in xs:
        print(label, x)
        yield x
print(any(noisy([0, '', 3, 4], 'any')))
print(all(noisy([1, 'a', [], 5], 'all')))
print(any(noisy([], 'e')), all(noisy([], 'e')))
print(any(x > 2 for x in range(3)), all(isinstance(x, int) for x in [1, True, 2**70]))
print(any([[]]), any([[0]]), all([[], 1]), all([' ']), any(map(bool, [0, 0.0, None])))
nums = [4, 8, 15, 16, 23, 42]
print(all(n % 2 == 0 for n in nums), any(n % 2 for n in nums), [n for n in nums if not n % 4])
print(any(c.isdigit() for c in 'abc1'), all(c.isalpha() for c in 'abc'), any(d.get('x') for d in [{}, {'x': 0}, {'x': 1}]))
