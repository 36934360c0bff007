# Literal and value patterns: == for numbers and strings, `is` for
# None/True/False, negative numbers, bytes, dotted names.
def lit(x):
    match x:
        case 0:
            return "zero"
        case -1:
            return "minus one"
        case 1.5:
            return "one and a half"
        case -2.5:
            return "minus two and a half"
        case "":
            return "empty str"
        case "a" "b":
            return "ab (concatenated)"
        case b"raw":
            return "bytes"
        case None:
            return "None"
        case True:
            return "True"
        case False:
            return "False"
        case 10_000:
            return "ten thousand"
        case 0x1F:
            return "thirty-one"
        case 123456789012345678901234567890:
            return "big"
        case -123456789012345678901234567890:
            return "minus big"
        case _:
            return "other"

for v in [0, 0.0, -1, -1.0, 1.5, -2.5, "", "ab", b"raw", bytearray(b"raw"), None,
          True, False, 1, 10000, 31, 31.0, 123456789012345678901234567890,
          -123456789012345678901234567890, "x", [], ()]:
    print(repr(v), "->", lit(v))

# 1 == True, but `case True` is an identity test
match 1:
    case True:
        print("1 is True?")
    case 1:
        print("1 matched case 1")
match True:
    case 1:
        print("True matched case 1 (==)")
match 0:
    case False:
        print("0 is False?")
    case _:
        print("0 is not False")

class Color:
    RED = "red"
    GREEN = "green"
    class Nested:
        BLUE = 3

for c in ["red", "green", 3, "blue"]:
    match c:
        case Color.RED:
            print("red!")
        case Color.GREEN | Color.Nested.BLUE:
            print("green or blue:", c)
        case other:
            print("no colour:", other)

# value patterns call __eq__ with the subject on the left
class Loud:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        print("Loud.__eq__", self.v, other)
        return self.v == other
class K:
    three = Loud(3)
match Loud(3):
    case 3:
        print("matched 3 through Loud.__eq__")
match 3:
    case K.three:
        print("int.__eq__ gave NotImplemented: reflected")

# __eq__ returning a non-bool: its truth decides
class Weird:
    def __eq__(self, other):
        return [1] if other == 5 else []
match Weird():
    case 4:
        print("4?")
    case 5:
        print("5 by a truthy list")
