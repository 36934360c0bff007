# math.gamma and math.lgamma to the last bit (CPython's Lanczos sums, not
# libm's tgamma/lgamma): random and edge arguments, printed in hex, and the
# domain and range errors.
import math
import random

rng = random.Random(3)
xs = ([rng.uniform(-30, 30) for _ in range(600)] + [rng.uniform(0, 1) for _ in range(200)] +
      [rng.uniform(100, 171.7) for _ in range(200)] + [i / 2 for i in range(-41, 400, 3)] +
      [rng.uniform(-200, -170) for _ in range(60)] + [rng.uniform(1e-10, 1e-3) for _ in range(60)] +
      [1e-20, -1e-20, 1e-21, -1e-300, 5e-324, 4.999, 5.0, 5.001, 5.524680040776729, 140.0, 139.99,
       171.62, 171.63, 200.0, 200.1, -200.1, -0.5, -1.5, -170.5, 1e300, -1e300, 2.5e305, 1e308,
       float('inf'), float('-inf'), float('nan'), 0.0, -0.0, -1.0, -2.0, 1.0, 2.0, 23.0, 24.0, 3])
for x in xs:
    row = [repr(x)]
    for f in (math.gamma, math.lgamma):
        try:
            row.append(f(x).hex())
        except (ValueError, OverflowError) as e:
            row.append(f'{type(e).__name__}: {e}')
    print(*row)
for bad in ('1', None, [1]):
    for f in (math.gamma, math.lgamma):
        try:
            f(bad)
        except TypeError as e:
            print(e)
