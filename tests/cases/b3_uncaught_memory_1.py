small = [0] * 10
print(len(small), small[:3])
print('before')
big = [0] * 10**12
print('after')
