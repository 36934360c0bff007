# Builtins beyond the first-milestone list: chr, ord, round, pow, hex, oct, bin.
print(ord("A"), ord("é"), chr(65), chr(233), chr(8364))
s = ""
for i in range(10):
    s += chr(ord("a") + i)
print(s)
print(round(2.5), round(3.5), round(-2.5), round(2.675, 2))
print(round(1234.5678, -2), round(1.5), round(7), round(3.14159, 3))
print(round(12345, -2), round(12355, -1), type(round(2.5)) is int)
print(pow(2, 10), pow(2, -1), pow(-2, 3), pow(2, 10, 1000), pow(3, 200, 7))
print(hex(255), hex(-255), oct(8), bin(10), bin(-10))
big = 0xDEADBEEFCAFEBABE1234
print(hex(big))
