# chr() of an int beyond C int (2**31 .. 2**63) raises ValueError in baton;
# CPython raises OverflowError "Python int too large to convert to C int".
#
# CPython 3.11 prints:
#   OverflowError Python int too large to convert to C int
#   [exit 0]
# baton prints:
#   ValueError chr() arg not in range(0x110000)
#   [exit 0]

try:
    chr(2**31)
except Exception as e:
    print(type(e).__name__, e)
for v in (2**31 - 1, -2**31, -2**31 - 1, 2**63, -2**63, 2**64, 0x110000, -1, 0x10ffff):
    try:
        print(repr(chr(v)))
    except Exception as e:
        print(type(e).__name__, e)
