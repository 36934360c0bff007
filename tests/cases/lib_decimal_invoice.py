# decimal: a realistic agent program: invoice totals with currency rounding
import json
from dataclasses import dataclass, field
from decimal import Decimal, ROUND_HALF_UP, getcontext
from typing import List

CENT = Decimal('0.01')


def money(x):
    return Decimal(x).quantize(CENT, rounding=ROUND_HALF_UP)


@dataclass
class Line:
    sku: str
    qty: int
    unit_price: Decimal
    discount: Decimal = Decimal('0')

    @property
    def total(self):
        gross = self.unit_price * self.qty
        return money(gross * (1 - self.discount))


@dataclass
class Invoice:
    customer: str
    lines: List[Line] = field(default_factory=list)
    tax_rate: Decimal = Decimal('0.0825')

    def subtotal(self):
        return sum((l.total for l in self.lines), Decimal('0'))

    def tax(self):
        return money(self.subtotal() * self.tax_rate)

    def total(self):
        return self.subtotal() + self.tax()


inv = Invoice('ACME', [Line('W-1', 3, Decimal('19.99')), Line('G-7', 12, Decimal('2.345'), Decimal('0.15')),
                       Line('S-2', 1, Decimal('1249.50'), Decimal('0.1'))])
for l in inv.lines:
    print(f"{l.sku:<6}{l.qty:>4} x {l.unit_price:>9} = {l.total:>10,.2f}")
print(f"Subtotal {inv.subtotal():>12,.2f}")
print(f"Tax {inv.tax_rate:.2%} {inv.tax():>9,.2f}")
print(f"Total    {inv.total():>12,.2f}")
print(inv.lines[0])
shares = [Decimal(1) / 3] * 3
print(sum(shares), money(sum(shares)), [money(s) for s in shares])
split = money(inv.total() / 3)
print(split, inv.total() - split * 2)
report = {'customer': inv.customer, 'total': str(inv.total()), 'lines': len(inv.lines)}
print(json.dumps(report, sort_keys=True))
print(json.dumps({'x': float(inv.total())}))
growth = Decimal('1000.00')
for year in range(1, 4):
    growth = money(growth * Decimal('1.05'))
    print(year, growth)
print(getcontext().prec, max(l.total for l in inv.lines), sorted(l.total for l in inv.lines))
json.dumps({'total': inv.total()})
