# A compile-time SyntaxError marks its whole node, as CPython 3.11 does.
def step(totals):
    a, b += totals
