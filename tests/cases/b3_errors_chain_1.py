def parse(s):
    try:
        return int(s)
    except ValueError as e:
        raise TypeError(f'bad input {s!r}') from e
for s in ['12', 'x1']:
    try:
        print(parse(s))
    except TypeError as e:
        print(type(e).__name__, e)
try:
    try:
        [][1]
    except IndexError:
        {}['k']
except KeyError as e:
    print(type(e).__name__, e)
try:
    raise ValueError('x') from None
except ValueError as e:
    print(type(e).__name__, e)
def risky(n):
    if n > 2:
        raise OverflowError(f'n={n} too big')
    return n * 2
results = []
for n in range(5):
    try:
        results.append(risky(n))
    except OverflowError as e:
        results.append(str(e))
    finally:
        results.append('|')
print(results)
