try:
    x = 1 // 0
except ZeroDivisionError as e:
    print("caught", e)
try:
    [][0]
except IndexError as e:
    print("caught", e)
try:
    {}["missing"]
except KeyError as e:
    print("caught", e, repr(e))
try:
    int("abc")
except ValueError as e:
    print("caught", e)
try:
    undefined_name
except NameError as e:
    print("caught", e)
try:
    1 + "a"
except TypeError as e:
    print("caught", e)
print("after")
