print(hex(255), hex(-255), hex(0), oct(8), oct(-8), oct(0), bin(5), bin(-5), bin(0))
print(hex(2**64), bin(2**70), oct(-2**65), hex(True), bin(False))
print(int(hex(12345), 16), int(bin(999), 2), int(oct(777), 8))
for bad in [lambda: hex(1.5), lambda: bin('1'), lambda: oct(None), lambda: hex()]:
    try:
        print(bad())
    except TypeError as e:
        print(type(e).__name__, e)
