print('before')
big = [0] * 10**12
print('after')
