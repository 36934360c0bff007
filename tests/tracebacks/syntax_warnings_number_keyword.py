# CPython's tokenizer warns of a number followed at once by a keyword
# (1if, 0x1for, 1_000or, 1jif, 0o7or, 0b1or, 1.0if, 1not in), before any
# of the compiler's warnings, even one earlier on the line; then the
# program runs as it reads (0x1for is 0x1f then or).
x = (1if 1 else 2) is 1


def f(a=1if 1 else 2):
    return [1for x in (1,)]


print(f(), 0b1or 2, 1jif 1 else 2, 0o7or 0, 1_000or 5, 1.0if 1 else 0, 1e5if 1 else 0)
print([0x1for x in (1, 2)], 1not in [2], 1in [1], 1and 2, f"{1if 1 else 2}")
print(1 if 1 else 2, 0x1e, 1 or 2)
