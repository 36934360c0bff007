print(int('12'))
print(int('0x1A', 16))
print(int('z', 10))
