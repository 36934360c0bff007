people = [('bob', 25), ('alice', 30), ('carol', 25), ('dave', 30), ('eve', 22)]
people.sort(key=lambda p: p[1])
print(people)
people.sort(key=lambda p: p[0], reverse=True)
print(people)
people.sort(key=lambda p: (-p[1], p[0]))
print(people)
nums = [5, -2, 3, -8, 0, 7, -1]
nums.sort(key=abs)
print(nums)
nums.sort(key=lambda n: n % 3, reverse=True)
print(nums)
strs = ['b10', 'a2', 'b2', 'a10']
strs.sort()
print(strs)
strs.sort(key=lambda s: (s[0], int(s[1:])))
print(strs)
mixed = [3, 1.5, True, 2, 0.5, False]
mixed.sort()
print(mixed)
big = list(range(100, 0, -3))
big.sort()
print(big[:5], big[-5:], len(big))
