s = {42}
print(s.pop())
s.pop()
