codes = [72, 105]
print(''.join(chr(c) for c in codes))
print(ord('é'), chr(233))
print(chr(0x41))
print(chr(0x110000))
