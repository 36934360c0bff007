# Payment methods as a class hierarchy: super() chains, __repr__/__eq__/__hash__, class attributes, __init_subclass__.
class Payment:
    fee_rate = 0.0
    kinds = []

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        Payment.kinds.append(cls.__name__)

    def __init__(self, amount, currency="USD"):
        if amount <= 0:
            raise ValueError(f"{type(self).__name__}: amount must be positive, got {amount}")
        self.amount = amount
        self.currency = currency

    def fee(self):
        return round(self.amount * self.fee_rate, 2)

    def total(self):
        return round(self.amount + self.fee(), 2)

    def describe(self):
        return f"{self.amount:.2f} {self.currency}"

    def __repr__(self):
        fields = ", ".join(f"{k}={v!r}" for k, v in vars(self).items())
        return f"{type(self).__name__}({fields})"

    def __eq__(self, other):
        if not isinstance(other, Payment):
            return NotImplemented
        return (type(self), self.amount, self.currency) == (type(other), other.amount, other.currency)

    def __hash__(self):
        return hash((type(self).__name__, self.amount, self.currency))

class Card(Payment):
    fee_rate = 0.029

    def __init__(self, amount, last4, currency="USD"):
        super().__init__(amount, currency)
        self.last4 = last4

    def fee(self):
        return round(super().fee() + 0.30, 2)

    def describe(self):
        return f"card *{self.last4}: " + super().describe()

class Amex(Card):
    fee_rate = 0.035

class Wire(Payment):
    def fee(self):
        return 15.0 if self.currency != "USD" else 5.0

    def convert(self, to):
        r = get_exchange_rate(self.currency, to)["rate"]
        return type(self)(round(self.amount * r, 2), to)

class Voucher(Payment):
    def __init__(self, code):
        super().__init__(10)
        self.code = code
    def __eq__(self, other):
        return isinstance(other, Voucher) and self.code == other.code
    __hash__ = None

pays = [Card(120, "4242"), Amex(120, "0005"), Wire(900, "EUR"), Card(120, "4242"), Wire(50)]
for p in pays:
    print(f"{p.describe():<28} fee={p.fee():>6} total={p.total():>8}  {p!r}")
print(Payment.kinds, Amex.__mro__[1].__name__, Amex.fee_rate, Card.fee_rate, Payment.fee_rate)
print(pays[0] == pays[3], pays[0] is pays[3], pays[0] == pays[1], len(set(pays)), pays[0] != Wire(120))
print(pays[2].convert("USD"), pays[4].convert("JPY").total(), Payment.__eq__(pays[0], 5))
print(Voucher("A") == Voucher("A"), Voucher.__hash__)
try:
    {Voucher("B")}
except TypeError as e:
    print("TypeError:", e)
try:
    Card(-1, "0000")
except ValueError as e:
    print("ValueError:", e)
try:
    Wire(10, "XYZ").convert("USD")
except ValueError as e:
    print("ValueError:", e)
print(isinstance(pays[1], Card), issubclass(Amex, Payment), type(pays[1]).__name__, Card.describe is Amex.describe)
print(super(Amex, pays[1]).fee(), super(Card, pays[1]).fee(), Amex.__bases__, Amex.__qualname__)
print(sorted(pays, key=Payment.total)[0], max(pays, key=lambda p: (p.fee(), p.amount)))
