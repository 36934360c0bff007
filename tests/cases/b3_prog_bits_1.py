flags = {'read': 1, 'write': 2, 'exec': 4}
def describe(mask):
    return [name for name, bit in flags.items() if mask & bit] or ['none']
for mask in range(8):
    print(mask, bin(mask), f'{mask:03b}', describe(mask), mask.bit_count())
combined = 0
for f in ['read', 'exec']:
    combined |= flags[f]
print(combined, combined ^ 7, ~combined & 7, combined << 4, hex(combined << 10))
print(sum(1 << i for i in range(10)), (1 << 10) - 1, int('1' * 10, 2), (2**10 - 1).bit_length())
