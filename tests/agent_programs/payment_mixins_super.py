# Payment processors built from mixins: cooperative super() chains, class
# attributes vs instance overrides, properties and classmethod factories.
from decimal import Decimal, ROUND_HALF_UP


class Processor:
    fee_rate = Decimal("0.029")
    name = "base"

    def __init__(self, currency="USD", **kwargs):
        super().__init__(**kwargs)
        self.currency = currency
        self.log = []

    def charge(self, amount):
        amount = Decimal(str(amount))
        fee = (amount * self.fee_rate).quantize(Decimal("0.01"), ROUND_HALF_UP)
        self.log.append(f"{self.name}: charge {amount} fee {fee}")
        return amount + fee

    @classmethod
    def for_region(cls, region):
        return cls(currency={"north": "USD", "south": "EUR", "east": "JPY", "west": "GBP"}[region])

    def __repr__(self):
        return f"{type(self).__name__}({self.currency})"


class RetryMixin:
    def __init__(self, retries=2, **kwargs):
        super().__init__(**kwargs)
        self.retries = retries

    def charge(self, amount):
        for attempt in range(1, self.retries + 2):
            try:
                if attempt == 1 and amount > 100:
                    raise ConnectionError("gateway hiccup")
                return super().charge(amount)
            except ConnectionError as e:
                self.log.append(f"retry {attempt}: {e}")
        raise RuntimeError("out of retries")


class ConversionMixin:
    def charge(self, amount):
        if self.currency != "USD":
            rate = get_exchange_rate("USD", self.currency)["rate"]
            self.log.append(f"convert @ {rate}")
            amount = round(amount * rate, 2)
        return super().charge(amount)


class AuditMixin:
    audited = []

    def charge(self, amount):
        total = super().charge(amount)
        type(self).audited.append((self.name, str(total)))
        return total


class CardProcessor(AuditMixin, RetryMixin, ConversionMixin, Processor):
    name = "card"


class WireProcessor(AuditMixin, Processor):
    name = "wire"
    fee_rate = Decimal("0.01")

    @property
    def minimum(self):
        return Decimal("25")

    def charge(self, amount):
        if amount < self.minimum:
            raise ValueError(f"wire minimum is {self.minimum}, got {amount}")
        return super().charge(amount)


print([c.__name__ for c in CardProcessor.__mro__])
orders = list_orders(status="pending", page_size=6)["items"]
card = CardProcessor.for_region("south")
card.retries = 1
wire = WireProcessor()
for o in orders:
    amount = round(o["quantity"] * o["unit_price"], 2)
    for proc in (card, wire):
        try:
            print(f"{o['id']} {proc!r:<22} {amount:>7} -> {proc.charge(amount)}")
        except (ValueError, RuntimeError) as e:
            print(f"{o['id']} {proc!r:<22} {amount:>7} !! {type(e).__name__}: {e}")
print("\n".join(card.log[:6]))
print(len(AuditMixin.audited), CardProcessor.audited is WireProcessor.audited, AuditMixin.audited[:2])
wire.fee_rate = Decimal("0")
print(wire.charge(30), WireProcessor.fee_rate, vars(wire).keys(), "fee_rate" in WireProcessor.__dict__)
try:
    wire.minimum = 1
except AttributeError as e:
    print("AttributeError:", e)
try:
    Processor.for_region("mars")
except KeyError as e:
    print("KeyError:", e)
try:
    CardProcessor(currency="USD", bogus=1)
except TypeError as e:
    print("TypeError:", e)
print(super(CardProcessor, card).charge.__qualname__, isinstance(card, RetryMixin), issubclass(WireProcessor, RetryMixin))
print(CardProcessor.charge is AuditMixin.charge, card.charge.__func__ is AuditMixin.charge, type(card).__bases__[0].__name__)
