# A return value is not a named expression: no "Maybe you meant" here.
def check(x):
    return x = 1
