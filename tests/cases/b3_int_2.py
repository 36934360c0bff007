for s in ['', ' ', 'abc', '1.5', '1__0', '_1', '1_', '0x', '--1', '+-1', '1 2', '١٢٣', '12a']:
    try:
        print(repr(s), int(s))
    except ValueError as e:
        print(type(e).__name__, e)
for s, b in [('9', 8), ('2', 2), ('g', 16), ('0x10', 10), ('010', 0), ('0b2', 0), ('0o8', 0)]:
    try:
        print(s, b, int(s, b))
    except ValueError as e:
        print(type(e).__name__, e)
