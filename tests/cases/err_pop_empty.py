s = [1]
print(s.pop())
s.pop()
