import traceback
import warnings
from dataclasses import dataclass
from typing import Callable, Dict, List, Optional


class StepError(Exception):
    def __init__(self, step: str, detail: str) -> None:
        super().__init__(f"[{step}] {detail}")
        self.step = step


@dataclass
class Outcome:
    name: str
    ok: bool
    summary: str
    tb_tail: str = ""


def fetch_price(symbol: str) -> float:
    return get_stock(symbol, days=1)[0]["close"]


def convert(amount: float, quote: str) -> float:
    rate = get_exchange_rate("USD", quote)["rate"]
    return amount * rate


def step_a() -> str:
    return f"{convert(fetch_price('ACME'), 'EUR'):.2f} EUR"


def step_b() -> str:
    return f"{convert(fetch_price('acme'), 'EUR'):.2f} EUR"


def step_c() -> str:
    try:
        return f"{convert(100, 'XYZ'):.2f}"
    except ValueError as e:
        raise StepError("convert", "no rate") from e


def step_d() -> str:
    data: Dict[str, List[int]] = {"a": [1, 2]}
    return str(data["a"][5])


outcomes: List[Outcome] = []
for fn in (step_a, step_b, step_c, step_d):
    try:
        outcomes.append(Outcome(fn.__name__, True, fn()))
    except Exception as e:
        tb = traceback.format_exc().strip().splitlines()
        outcomes.append(Outcome(fn.__name__, False, f"{type(e).__name__}: {e}", tb[-1]))
        print(fn.__name__, len(tb) > 2, tb[0])
        print("".join(traceback.format_exception_only(type(e), e)), end="")
        if e.__cause__ is not None:
            print("  cause:", repr(e.__cause__))

for o in outcomes:
    print(f"{o.name}: {'OK ' if o.ok else 'ERR'} {o.summary}" + (f"  <{o.tb_tail}>" if o.tb_tail else ""))

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    warnings.warn("rate table is stale", UserWarning)
    warnings.warn("old API", DeprecationWarning)
print([(w.category.__name__, str(w.message)) for w in caught])
try:
    try:
        step_d()
    except IndexError:
        raise KeyError("lookup failed")
except KeyError as e:
    print(repr(e.__context__), e.__suppress_context__)
    lines = traceback.format_exception(e)
    print(len(lines) > 3, lines[-1].strip())
step_c()
