l = list(range(10))
print(l[2:7], l[:3], l[7:], l[-3:], l[:-7])
print(l[::2], l[1::2], l[::-1], l[::-3], l[7:2:-1], l[-2:-8:-2])
print(l[100:], l[-100:3], l[5:1], l[3:3])
print(l[:5:-1], l[5::-1], l[-1::-4])
t = tuple(l)
print(t[2:5], t[::-2], t[::4])
print(l[1:8:3], l[8:1:-3])
try:
    l[::0]
except ValueError as e:
    print(e)
