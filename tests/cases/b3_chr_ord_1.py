print(chr(65), chr(97), chr(48), chr(0x263A), chr(0x1F600), repr(chr(0)), repr(chr(127)))
print(ord('A'), ord('a'), ord('é'), ord('日'), ord('\U0001F600'), ord('\n'))
print([chr(i) for i in range(97, 102)], ''.join(chr(ord(c) + 1) for c in 'HAL'))
print(chr(True), chr(0x10FFFF) == '\U0010ffff')
for bad in [lambda: chr(-1), lambda: chr(0x110000), lambda: chr(1.5), lambda: chr('a'),
            lambda: ord(''), lambda: ord('ab'), lambda: ord(1), lambda: chr(2**70)]:
    try:
        print(bad())
    except (TypeError, ValueError, OverflowError) as e:
        print(type(e).__name__, e)
