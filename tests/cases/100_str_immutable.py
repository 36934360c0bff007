s = "abc"
try:
    s[0] = "z"
except TypeError as e:
    print(e)
try:
    del s[0]
except TypeError as e:
    print(e)
t = s
s += "d"
print(s, t)
u = s.upper()
print(s, u)
print(s.replace("a", "A"), s)
