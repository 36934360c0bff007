# `s += t` on a function's local that nothing else reads grows the str in
# place (STRAPPEND, vm.h str_fresh).  No other reference may ever see it
# change: returned strings, strings passed back in, recursion, generators,
# strings kept before the loop, non-str operands and subclasses.


def build(n):
    s = ""
    for i in range(n):
        s += str(i % 10)
    return s


a = build(5)
b = build(5)
print(a, b, a == b, len(build(1000)), build(1000)[-12:])


def grow_twice(n):
    s = "x"
    for i in range(n):
        s += "ab"
        s += "c"
    return s


print(grow_twice(3), len(grow_twice(500)))


# the returned str must not grow when the same code runs again at the same
# depth and the result is stored in a local again
def again(prefix, n):
    s = prefix + ""
    for _ in range(n):
        s += "-"
    return s


r1 = again("a", 3)
r2 = again(r1, 2)
r3 = again(r1, 4)
print(r1, r2, r3)


# a name that is read elsewhere in the function is not appended in place
def kept(n):
    s = "k"
    seen = []
    for i in range(n):
        s += str(i)
        seen.append(s)
    return seen


print(kept(4))


# recursion: each activation has its own str
def rec(d):
    s = "<"
    if d:
        s += rec(d - 1)
    s += ">"
    return s


print(rec(4))


# generators: the str lives across yields in the generator only
def gen(n):
    s = ""
    for i in range(n):
        s += chr(97 + i)
        yield i
    yield len(s)


print(list(gen(5)))


# operands that are not both exact str take the ordinary path
class S(str):
    def __add__(self, other):
        return "S.__add__"


def mixed(x):
    s = "a"
    s += x
    return s


print(mixed("b"), mixed(S("b")), type(mixed(S("b"))).__name__)
try:
    mixed(1)
except TypeError as e:
    print("TypeError:", e)


class Acc:
    def __init__(self):
        self.parts = []

    def __radd__(self, other):
        self.parts.append(other)
        return self


def radd():
    s = "left"
    s += "more"
    s += Acc()
    return s


print(radd().parts)


# unicode lengths stay right
def uni(n):
    s = "é"
    for _ in range(n):
        s += "€x"
    return s


u = uni(100)
print(len(u), u[:5], u[-3:], u.encode()[:7])


# strings kept in containers before growing are unchanged
def snapshot_then_grow():
    out = []
    s = ""
    for i in range(3):
        s += "ab"
    out.append(s)
    return out


print(snapshot_then_grow())


# a finally (or a with's __exit__) runs after `return s` took the value:
# growing s there must not change what is returned
def ret_finally():
    s = ""
    s += "a"
    try:
        return s
    finally:
        s += "b"


class Ctx:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


def ret_with():
    s = "w"
    s += "1"
    with Ctx():
        return s


def ret_loop_finally(n):
    s = ""
    for i in range(n):
        try:
            s += str(i)
            if i == n - 1:
                return s
        finally:
            s += "|"


print(ret_finally(), ret_with(), ret_loop_finally(4))
