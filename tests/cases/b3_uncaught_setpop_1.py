t = {1, 2}
print(t.pop(), t)
s = {42}
print(s.pop())
s.pop()
