# Or-patterns, as-patterns, guards and when names are bound: only once the
# whole pattern matched; a failed guard keeps the names.
def f(x):
    match x:
        case (1, y) | (y, 1):
            return ("has a 1", y)
        case [a, b] | (a, b, _) if a == b:
            return ("pair", a)
        case ((1 | 2 | 3) as small) | [(1 | 2 | 3) as small]:
            return ("small", small)
        case {"v": (int() | float()) as num} | [{"v": num}]:
            return ("num", num)
        case str() as s if len(s) > 2:
            return ("long str", s)
        case _:
            return "other"

for v in [(1, 5), (5, 1), [2, 2], (3, 3, 9), [4, 5], 2, [3], {"v": 2.5}, [{"v": 7}],
          "hello", "hi", (1, 1)]:
    print(v, f(v))

# a case that fails binds nothing
def g():
    match (1, 2):
        case (x, 3):
            pass
        case _:
            pass
    try:
        return x
    except UnboundLocalError as e:
        return "UnboundLocalError: " + str(e)
print(g())

# a case whose guard fails keeps its bindings
def h():
    match [1, 2]:
        case [p, q] if p > q:
            return "no"
        case _:
            return (p, q)
print(h())

# the guard may bind with :=, and may see the captures
match 7:
    case n if (double := n * 2) > 10:
        print(n, double)

# guards are evaluated in order, and only when the pattern matched
def noisy(tag, result):
    print("guard", tag)
    return result
match [1]:
    case [2] if noisy("never", True):
        pass
    case [x] if noisy("first", False):
        pass
    case [x] if noisy("second", True):
        print("second case", x)

# subjects: a tuple without parentheses, a walrus, a starred item
a, b = 1, 2
match a, b:
    case (1, 2):
        print("tuple subject")
match (w := [1, 2]):
    case [1, 2]:
        print("walrus subject", w)
rest = [3, 4]
match 1, *rest:
    case [1, 3, 4]:
        print("starred subject")

# match, case and _ stay names everywhere else
match = [1, 2]
case = {"k": "v"}
_ = "underscore"
print(match, case, _)
def match_(match, case=None):
    return match, case
print(match_(1, case=2))
class case_:
    match = "attr"
print(case_.match)
match[0] = 5
print(match)
match (match):
    case [5, 2]:
        print("match the variable match")
_ = 1
match 2:
    case _:
        print("wildcard does not read _", _)
print([match for match in range(3)])
match -1:
    case -1:
        print("match -1 is a match statement")

# nested match statements and a match in a loop with break/continue
for item in [1, "skip", [2, 3], None, 4]:
    match item:
        case "skip":
            continue
        case None:
            break
        case [x, y]:
            match x + y:
                case 5:
                    print("nested: five")
        case _:
            print("item", item)

# class bodies and comprehension scopes
class Conf:
    match {"debug": True}:
        case {"debug": flag}:
            debug = flag
print(Conf.debug, Conf.flag)

def outer():
    match (1, 2):
        case (p, q):
            pass
    def inner():
        return p + q
    return inner()
print(outer())

# global capture
def set_global():
    global G
    match 42:
        case G:
            pass
set_global()
print(G)
