l = list(range(12))
del l[::3]
print(l)
del l[-2:]
print(l)
del l[1:6:2]
print(l)
d = {i: i * i for i in range(5)}
for k in [0, 2, 4]:
    del d[k]
print(d)
def f():
    x = 1
    del x
    try:
        return x
    except UnboundLocalError as e:
        return str(e)
print(f())
try:
    del d[99]
except KeyError as e:
    print("KeyError", e)
try:
    l2 = [1]
    del l2[5]
except IndexError as e:
    print(e)
