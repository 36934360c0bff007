cases = [ValueError(), ValueError(""), ValueError(1), ValueError(1, 2), ValueError([1]),
         ValueError("a", "b"), KeyError("x"), KeyError(1, 2), KeyError(""), IndexError(None),
         Exception("with 'quotes'"), Exception('dq"'), ZeroDivisionError("z")]
for c in cases:
    print(repr(str(c)), repr(c), c.args)
