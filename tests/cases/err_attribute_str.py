s = "abc"
print(s.upper())
s.reverse()
