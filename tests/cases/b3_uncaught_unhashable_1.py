s = {1, 2}
print(s)
s.add({3})
