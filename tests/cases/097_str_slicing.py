s = "0123456789"
print(s[2:5], s[:3], s[7:], s[:], s[-3:], s[:-3])
print(s[::3], s[1::3], s[::-2], s[8:2:-2], s[-1:-5:-1])
print(s[100:], s[-100:2], s[5:2], repr(s[10:]))
print(s[2:8:2], s[::-1][::-1] == s)
t = "héllo wörld"
print(t[1:8], t[::-1], t[-5:])
print(s[slice(2, 6)], s[slice(None, None, -3)])
