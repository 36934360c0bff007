print(int.bit_length(0), (1).bit_count(), (-1).bit_count())
print((255).bit_length(), (256).bit_length(), (-256).bit_length())
for n in [0, 1, -1, 255, -256, 2**31, 2**63 - 1, -2**63, 2**64 + 3]:
    print(n, hex(n), oct(n), bin(n), n.bit_length(), n.bit_count(), abs(n), -n)
print(int.bit_length(2**100), (2**100).bit_count(), (2**100 - 1).bit_count(), (-2**100).bit_length())
