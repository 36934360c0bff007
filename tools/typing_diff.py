#!/usr/bin/env python3
"""baton's typing against CPython's on random type expressions.

Builds nested subscriptions of typing's forms and aliases (List, Dict,
Tuple with and without ..., Callable with lists, ... and ParamSpecs,
Union and Optional with repeats and None, Literal, Annotated, ClassVar,
Final, Type, user Generic classes and Protocols, TypeVars) -- well formed
and not -- and prints each one's repr, get_origin, get_args,
__parameters__, substitution of its type variables, equality with a
rebuilt copy and hash agreement, or the exception type and message.
Prints "N seeds, M cases, K differ" and exits 1 when any differ.

usage: python3 tools/typing_diff.py [BATON] [SEEDS] [CASES_PER_SEED] [FIRST_SEED]
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from expr_diff import run  # noqa: E402  (the shared driver)

PROGRAM = """from typing import *
import typing
T = TypeVar('T'); S = TypeVar('S', int, str); K = TypeVar('K', bound=int)
Co = TypeVar('Co', covariant=True); P = ParamSpec('P')
class Box(Generic[T]): pass
class Pair(Generic[T, S]): pass
@runtime_checkable
class Closer(Protocol):
    def close(self): ...
for make in CASES:
    try:
        r = make()
        out = [repr(r), repr(get_origin(r)), repr(get_args(r)),
               repr(getattr(r, '__parameters__', None))]
        try:
            out.append(repr(r == make()) + repr(hash(r) == hash(make())))
        except Exception as e:
            out.append(type(e).__name__)
        params = getattr(r, '__parameters__', ())
        if params:
            try:
                out.append(repr(r[tuple([int] * len(params))]))
            except Exception as e:
                out.append(type(e).__name__ + ': ' + str(e))
        print(' | '.join(out))
    except Exception as e:
        print(type(e).__name__ + ': ' + str(e))
"""

ATOMS = ["int", "str", "None", "T", "S", "K", "Co", "float", "bytes", "Any", "...", "Box",
         "Pair", "'Fwd'", "list", "dict", "Closer", "P", "1", "NoReturn", "Box[int]"]
ONE = ["List", "Set", "FrozenSet", "Type", "Sequence", "Iterable", "Optional", "ClassVar",
       "Final", "Box", "Deque", "Counter", "AbstractSet", "Awaitable", "list", "type"]
TWO = ["Dict", "Mapping", "DefaultDict", "Pair", "OrderedDict", "dict", "ItemsView"]


class Gen:
    def __init__(self, rng):
        self.r = rng

    def expr(self, depth=0):
        r = self.r
        if depth > 2 or r.random() < 0.3:
            return r.choice(ATOMS)
        k = r.randrange(10)
        sub = lambda: self.expr(depth + 1)  # noqa: E731
        if k == 0:
            return "%s[%s]" % (r.choice(ONE), sub())
        if k == 1:
            return "%s[%s, %s]" % (r.choice(TWO), sub(), sub())
        if k == 2:
            n = r.randint(0, 3)
            items = [sub() for _ in range(n)]
            if r.random() < 0.3:
                items.append("...")
            return "Tuple[%s]" % (", ".join(items) if items else "()")
        if k == 3:
            args = r.choice(["[%s]" % ", ".join(sub() for _ in range(r.randint(0, 2))), "...",
                             "P", "int", "Concatenate[int, P]"])
            return "Callable[%s, %s]" % (args, sub())
        if k == 4:
            return "Union[%s]" % ", ".join(sub() for _ in range(r.randint(1, 4)))
        if k == 5:
            vals = [r.choice(["1", "'a'", "True", "None", "1", "b'x'", "2"])
                    for _ in range(r.randint(1, 3))]
            return "Literal[%s]" % ", ".join(vals)
        if k == 6:
            return "Annotated[%s, %s]" % (sub(), r.choice(["'meta'", "1, 2", "(3,)"]))
        if k == 7:
            return "%s | %s" % (sub(), sub())
        if k == 8:
            return "%s[%s]" % (r.choice(ONE + TWO), ", ".join(sub() for _ in range(3)))
        return "Optional[%s]" % sub()

    def case(self):
        r = self.r
        e = self.expr()
        k = r.random()
        if k < 0.1:
            return "typing.get_type_hints(type('C', (), {'__annotations__': {'a': %s}}))" % e
        return e


def make_cases(rng, per):
    g = Gen(rng)
    return [(c, "lambda: (%s)" % c) for c in (g.case() for _ in range(per))]


if __name__ == "__main__":
    sys.exit(run(make_cases, PROGRAM, 300))
