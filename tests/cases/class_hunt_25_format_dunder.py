class Money:
    def __init__(self, cents, cur="USD"):
        self.cents, self.cur = cents, cur
    def __format__(self, spec):
        if spec == "short":
            return f"{self.cents // 100}{self.cur[0]}"
        amount = self.cents / 100
        return f"{amount:{spec or ',.2f'}} {self.cur}"
    def __str__(self):
        return format(self)
    def __repr__(self):
        return f"Money({self.cents}, {self.cur!r})"

m = Money(1234567)
print(m, f"{m}", f"{m:short}", f"{m:>15,.1f}", "{:short}".format(m), "%s|%r" % (m, m))
print(f"{m!r:>25}", f"{m!s:^30}", str([m]), format(m, ".0f"))
rows = [("apples", Money(350)), ("pears", Money(12000, "EUR"))]
for name, price in rows:
    print(f"{name:<10}{price:>16}")
