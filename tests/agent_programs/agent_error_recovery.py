import json
from datetime import date
import statistics
from dataclasses import dataclass
from typing import Any, Callable, Dict, List, Tuple


@dataclass
class Attempt:
    label: str
    ok: bool
    detail: str


log: List[Attempt] = []


def attempt(label: str, fn: Callable[[], Any]) -> Any:
    try:
        out = fn()
    except Exception as e:  # an agent logs and keeps going
        log.append(Attempt(label, False, f"{type(e).__name__}: {e}"))
        return None
    log.append(Attempt(label, True, repr(out)[:60]))
    return out


orders = list_orders(page_size=5)["items"]
attempt("tool bad kwarg", lambda: get_weather(cty="Paris"))
attempt("tool missing arg", lambda: get_user())
attempt("tool extra positional", lambda: get_weather("Paris", "C", "extra"))
attempt("tool dup arg", lambda: get_weather("Paris", city="Oslo"))
attempt("tool good", lambda: get_weather(city="Paris", units="F")["temp"])
attempt("key typo", lambda: orders[0]["quantiy"])
attempt("index", lambda: orders[10])
attempt("none subscript", lambda: search_docs("zzzz")[0]["id"])
attempt("str + int", lambda: "total: " + sum(o["quantity"] for o in orders))
attempt("join ints", lambda: ", ".join(o["quantity"] for o in orders))
attempt("mean empty", lambda: statistics.mean([]))
attempt("max empty", lambda: max([]))
attempt("min empty key", lambda: min([], key=len))
attempt("sort mixed", lambda: sorted([3, "a", 1]))
attempt("sort dicts", lambda: sorted(orders[:2]))
attempt("unpack", lambda: [(a, b) for a, b in [(1, 2, 3)]])
attempt("unpack few", lambda: [(a, b, c) for a, b, c in [(1, 2)]])
attempt("int parse", lambda: int("12.5"))
attempt("float parse", lambda: float("1,5"))
attempt("json none", lambda: json.loads(None))
attempt("json bytes", lambda: json.loads(b'{"a": 1}'))
attempt("dict attr", lambda: orders[0].quantity)
attempt("list.index", lambda: [1, 2].index(5))
attempt("str.index", lambda: "abc".index("z"))
attempt("dict.pop", lambda: {}.pop("k"))
attempt("zip strict", lambda: list(zip([1, 2], [1], strict=True)))
attempt("round str", lambda: round("1.5"))
attempt("call none", lambda: None())
attempt("len int", lambda: len(5))
attempt("iter int", lambda: list(7))
attempt("div zero", lambda: sum(o["quantity"] for o in orders) / 0)
attempt("mod zero", lambda: 5 % 0)
attempt("float div", lambda: 1.5 // 0.0)
attempt("set index", lambda: {1, 2}[0])
attempt("tuple assign", lambda: (1, 2).__setitem__(0, 5))
attempt("str assign", lambda: "abc".__setitem__(0, "z"))
attempt("frozen dict key", lambda: {[1]: 2})
attempt("bad format", lambda: f"{'x':d}")
attempt("bad format2", lambda: format(3.5, "d"))
attempt("bad format3", lambda: "{0} {1}".format(1))
attempt("bad format4", lambda: "{name}".format(nam=1))
attempt("datetime fmt", lambda: date(2024, 1, 1) + 1)
attempt("kw only", lambda: sorted([1], lambda x: x))
attempt("enumerate", lambda: enumerate([1], start="a"))
attempt("getattr", lambda: getattr(orders, "items"))
attempt("range float", lambda: range(1.5))
attempt("chr", lambda: chr(-1))
attempt("bytes str", lambda: b"a" + "b")
attempt("int big str", lambda: int("9" * 5000))
attempt("recursion", lambda: (lambda f: f(f))(lambda f: f(f)))
for a in log:
    print(f"{'ok ' if a.ok else 'ERR'} {a.label:<22} {a.detail}")
print(sum(a.ok for a in log), "of", len(log))
