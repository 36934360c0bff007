from dataclasses import dataclass, field, InitVar, KW_ONLY
@dataclass(slots=True)
class P:
    x: int
    y: int = 0
@dataclass
class Account:
    owner: str
    _: KW_ONLY
    balance: float = 0.0
    history: list = field(default_factory=list, repr=False)
    secret: InitVar[str] = None
    def __post_init__(self, secret):
        self.hashed = hash(secret) if secret else None
    def deposit(self, amt):
        if amt <= 0:
            raise ValueError("amount must be positive")
        self.balance += amt
        self.history.append(amt)
        return self
@dataclass(eq=False)
class Ident:
    v: int
p = P(1)
print(p, hasattr(p, "__dict__"), P.__slots__)
a = Account("ann", balance=5).deposit(10)
print(a, a.history, a.hashed)
try:
    Account("bo", 5)
except TypeError as e:
    print(e)
try:
    a.deposit(-1)
except ValueError as e:
    print(e)
print(Ident(1) == Ident(1), Ident(1) != Ident(1), len({Ident(1), Ident(1)}))
try:
    @dataclass
    class Bad:
        items: list = []
except ValueError as e:
    print(e)
