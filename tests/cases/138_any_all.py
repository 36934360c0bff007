print(any([]), all([]), any([0, 0]), any([0, 1]), all([1, 1]), all([1, 0]))
print(any("abc"), all(""), any([None, ""]), all([[], 1]))
def check(v):
    print("check", v)
    return v
print(any(check(x) for x in [0, 2, 3]))
print(all(check(x) for x in [1, 0, 3]))
nums = [2, 4, 6]
print(all(n % 2 == 0 for n in nums), any(n > 5 for n in nums))
