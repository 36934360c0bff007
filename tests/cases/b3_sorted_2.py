words = ['pear', 'fig', 'apple', 'kiwi', 'date', 'plum', 'lime', 'banana']
print(sorted(words, key=len))
print(sorted(words, key=len, reverse=True))
print(sorted(words, key=lambda w: w[-1]))
print(sorted(words, key=lambda w: (len(w), w)))
data = list(range(40))
print(sorted(data, key=lambda x: x % 3))
print(sorted(data, key=lambda x: x % 4, reverse=True))
print(sorted([0.5, -1, 2, 1.5, -0.0, 0], key=lambda x: -x))
try:
    sorted([1, 2, 3], key=lambda x: 'a' if x == 2 else x)
except TypeError as e:
    print(type(e).__name__, e)
try:
    sorted([1, 2], key=5)
except TypeError as e:
    print(type(e).__name__, e)
