e = {'a': 1, 'b': 2}
print(e.popitem(), e)
d = {'only': 1}
print(d.popitem())
d.popitem()
