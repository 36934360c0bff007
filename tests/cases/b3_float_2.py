for s in ['', ' ', 'abc', '1.5.2', '1_', '_1', '1__0', '1e', 'e5', 'in', 'infinit', 'nan1', '0x10', '1,5', '- 1', 'inf_', '1_.5', '1._5']:
    try:
        print(repr(s), float(s))
    except ValueError as e:
        print(type(e).__name__, e)
for bad in (None, [1.0], (1,), {}):
    try:
        float(bad)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    float(1, 2)
except TypeError as e:
    print(type(e).__name__, e)
try:
    float(10**400)
except OverflowError as e:
    print(type(e).__name__, e)
