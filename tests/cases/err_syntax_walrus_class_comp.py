# A walrus in a comprehension of a class body is a SyntaxError (CPython 3.11).
print("never runs")
class B:
    items = [(last := n) for n in range(3)]
