try:
    raise ValueError
except ValueError as e:
    print(repr(e), e.args, str(e) == "")
try:
    raise ValueError("msg", 42)
except ValueError as e:
    print(repr(e), e.args, str(e))
try:
    raise KeyError("key")
except KeyError as e:
    print(str(e), repr(e))
try:
    raise Exception()
except Exception as e:
    print(repr(e), e.args)
err = IndexError("stored")
try:
    raise err
except IndexError as e:
    print(e is err, e)
