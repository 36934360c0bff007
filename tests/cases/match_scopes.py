# Patterns with comprehensions and lambdas in guards, in generators, with
# nonlocal captures, float/int equality and errors raised by guards.
def g(xs):
    match xs:
        case [*ys] if all(y > 0 for y in ys):
            return ("pos", ys)
        case [*ys] if (lambda: len(ys))() == 2:
            return "two"
        case _:
            return "other"
print(g([1, 2]), g([0, 1]), g([-1]))
def gen():
    for v in [1, (2, 3), "s"]:
        match v:
            case int(n):
                x = yield n
                print("sent", x)
            case (a, b):
                yield a + b
            case _:
                yield "?"
it = gen()
print(next(it), it.send("hello"), next(it))
def nl():
    z = 0
    def inner(v):
        nonlocal z
        match v:
            case [z, *_]:
                pass
        return z
    return inner([9, 8])
print(nl())
match 0.0:
    case -0.0:
        print("neg zero matches zero")
match 1e3:
    case 1000:
        print("float == int")
match "é":
    case "é":
        print("unicode")
try:
    match [1, 2]:
        case [a, b, *c, d]:
            print("no")
        case [a, *b] if b[5]:
            print("no")
except IndexError as e:
    print("guard error", e)
class A: pass
class B(A): pass
match B():
    case A():
        print("subclass instance")
match (1, [2, {"k": (3, 4)}]):
    case (1, [2, {"k": (3, x) | [x, _]}]):
        print(x)
match {"a": 1}:
    case {"a": 1, **rest} if not rest:
        print("rest empty", rest)
