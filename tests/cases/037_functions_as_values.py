def double(x):
    return x * 2
def apply(f, v):
    return f(v)
print(apply(double, 21))
ops = {"d": double, "n": lambda x: -x, "s": str}
for k in ["d", "n", "s"]:
    print(k, repr(ops[k](5)))
fs = [double, abs, len]
print(fs[0](4), fs[1](-4), fs[2]("four"))
alias = double
print(alias is double, alias(3))
def returns_func():
    return double
print(returns_func()(8))
