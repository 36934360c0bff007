try:
    raise ValueError("v")
except:
    print("bare caught")
def f():
    try:
        return 1 / 0
    except:
        return "recovered"
print(f())
try:
    try:
        raise KeyError("k")
    except:
        print("inner bare")
        raise
except KeyError as e:
    print("outer", repr(e))
