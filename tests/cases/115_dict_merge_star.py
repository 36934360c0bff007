a = {"x": 1, "y": 2}
b = {"y": 20, "z": 30}
print({**a, **b})
print({**b, **a})
print({**a, "k": 1, "x": 100})
print({"x": 0, **a})
print({**{}, **{}})
c = dict(a, w=5)
print(c)
print(a | b, b | a)
a |= {"q": 9}
print(a)
