assert True
assert 1 == 1, "never shown"
try:
    assert False
except AssertionError as e:
    print("no msg:", repr(e), e.args)
try:
    assert 1 > 2, "one is not greater"
except AssertionError as e:
    print("msg:", e)
try:
    x = 5
    assert x < 0, f"x was {x}"
except AssertionError as e:
    print(e)
def check(v):
    assert type(v) is int, v
    return v
print(check(3))
try:
    check("s")
except AssertionError as e:
    print(repr(e))
