x = "outer"
lst = [x for x in range(3)]
print(x, lst)
print([x for x in "ab"], x)
try:
    [inner_var for inner_var in range(2)]
    print(inner_var)
except NameError as e:
    print(e)
def f():
    y = 10
    return [y + i for i in range(3)]
print(f())
def g():
    n = 2
    return [[n * i * j for j in range(3)] for i in range(2)]
print(g())
i = 99
sq = {i: i * i for i in range(3)}
print(i, sq)
s = {i % 2 for i in range(5)}
print(i, s)
