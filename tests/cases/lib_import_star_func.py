# import * inside a function is a SyntaxError at compile time
print("never printed")


def f():
    from math import *
