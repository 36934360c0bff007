from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Dict, List
import re

UNIT_ALIASES = {"tbsp": "tablespoon", "tsp": "teaspoon", "c": "cup", "g": "gram", "ml": "milliliter"}
TO_ML = {"teaspoon": Fraction(5), "tablespoon": Fraction(15), "cup": Fraction(240), "milliliter": Fraction(1)}

RECIPE = """
2 1/4 c flour
1 tsp salt
3/4 c sugar
2 large eggs
1 1/2 tbsp vanilla
200 g butter
1/3 c milk
a pinch nutmeg
"""

LINE = re.compile(r"^(?P<qty>\d+(?: \d+/\d+)?|\d+/\d+)\s+(?P<unit>[a-z]+)\s+(?P<item>.+)$")


@dataclass
class Ingredient:
    qty: Fraction
    unit: str
    item: str
    notes: List[str] = field(default_factory=list)

    def scaled(self, k: Fraction) -> "Ingredient":
        return replace(self, qty=self.qty * k)

    def pretty_qty(self) -> str:
        whole, rem = divmod(self.qty.numerator, self.qty.denominator)
        if rem == 0:
            return str(whole)
        frac = Fraction(rem, self.qty.denominator)
        return f"{whole} {frac}" if whole else str(frac)


def parse_qty(s: str) -> Fraction:
    return sum((Fraction(p) for p in s.split()), Fraction(0))


def parse(text: str) -> List[Ingredient]:
    out = []
    for line in filter(None, (l.strip() for l in text.splitlines())):
        m = LINE.match(line)
        if not m:
            print(f"  ? cannot parse {line!r}")
            continue
        unit = UNIT_ALIASES.get(m["unit"], m["unit"])
        out.append(Ingredient(parse_qty(m["qty"]), unit, m["item"]))
    return out


ings = parse(RECIPE)
for factor in (Fraction(1), Fraction(3, 2), Fraction(1, 3)):
    print(f"--- x{factor} ({float(factor):.3f}) ---")
    for ing in ings:
        s = ing.scaled(factor)
        ml = f" (~{float(s.qty * TO_ML[s.unit]):.0f} ml)" if s.unit in TO_ML else ""
        print(f"{s.pretty_qty():>7} {s.unit:<11} {s.item}{ml}")

total_ml = sum((i.qty * TO_ML[i.unit] for i in ings if i.unit in TO_ML), Fraction(0))
print("total liquid-ish volume:", total_ml, "=", float(total_ml), "ml")
print(Fraction("0.125"), Fraction(3.75), Fraction(1, 3) + Fraction(1, 6), Fraction(7, 3).limit_denominator(2))
print(Fraction(2, 4) == 0.5, Fraction(1, 3) < 0.34, round(Fraction(7, 2)), f"{Fraction(1, 3):}", repr(Fraction(-6, 4)))
counts: Dict[str, int] = {}
for i in ings:
    counts[i.unit] = counts.get(i.unit, 0) + 1
print(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))
try:
    Fraction(1, 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
