# A left shift by a count beyond int64: OverflowError when CPython's result
# would need more than 2**61 - 7 digits of 30 bits, else MemoryError.
for b in [2**63-1, 2**63, 2**64, 15 * 2**64 - 1, 15 * 2**64, 10**30, 10**100000]:
    for a in (1, -3, 2**100):
        try:
            a << b
        except (MemoryError, OverflowError) as e:
            print(type(e).__name__, e)
print(0 << 2**70, 5 >> 2**70, -5 >> 2**70)
for a in (1, 2**29, 2**30, 2**100):
    for b in (30 * (2**61 - 8), 30 * (2**61 - 8) + 1, 30 * (2**61 - 9) + 1, 30 * (2**61 - 12)):
        try:
            a << b
        except (MemoryError, OverflowError) as e:
            print(a.bit_length(), b - 30 * 2**61, type(e).__name__)
