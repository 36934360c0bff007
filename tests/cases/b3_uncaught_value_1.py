print([int(p) for p in '1,2,4'.split(',')])
parts = '1,2,x,4'.split(',')
print(parts)
nums = [int(p) for p in parts]
print(nums)
