def inner():
    try:
        raise ValueError("original")
    except ValueError:
        print("logging")
        raise
try:
    inner()
except ValueError as e:
    print("got", e)
def conv(s):
    try:
        return int(s)
    except ValueError as e:
        raise TypeError("wrapped: " + str(e))
try:
    conv("zz")
except TypeError as e:
    print(e)
