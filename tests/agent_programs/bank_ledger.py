# A ledger with accounts, transactions, overdraft rules and an audit trail.
from enum import Enum, auto
from datetime import datetime, timedelta
from collections import defaultdict
from typing import ClassVar

class TxKind(Enum):
    DEPOSIT = auto()
    WITHDRAW = auto()
    TRANSFER = auto()
    def __str__(self):
        return self.name.lower()

class LedgerError(Exception):
    pass

class InsufficientFunds(LedgerError):
    def __init__(self, account, amount):
        super().__init__(account, amount)
        self.account, self.amount = account, amount
    def __str__(self):
        return f"{self.account.owner} cannot cover {self.amount:.2f} (balance {self.account.balance:.2f})"

class Account:
    _next_id: ClassVar[int] = 100
    overdraft: ClassVar[float] = 0.0
    def __init__(self, owner, balance=0.0):
        self.id = Account._next_id
        Account._next_id += 1
        self.owner = owner
        self._balance = balance
        self.history = []
    @property
    def balance(self):
        return round(self._balance, 2)
    @balance.setter
    def balance(self, value):
        if value < -self.overdraft:
            raise InsufficientFunds(self, self._balance - value)
        self._balance = value
    def __repr__(self):
        return f"{type(self).__name__}(#{self.id} {self.owner!r}, {self.balance:,.2f})"
    def __format__(self, spec):
        return format(f"{self.owner}:{self.balance:.2f}", spec)

class Checking(Account):
    overdraft = 100.0

class Savings(Account):
    rate = 0.02
    def accrue(self, days):
        interest = self._balance * self.rate * days / 365
        self._balance += interest
        return interest

class Ledger:
    def __init__(self, start):
        self.now = start
        self.log = []
    def apply(self, kind, amount, src=None, dst=None):
        self.now += timedelta(minutes=17)
        try:
            if kind is TxKind.DEPOSIT:
                dst.balance = dst._balance + amount
            elif kind is TxKind.WITHDRAW:
                src.balance = src._balance - amount
            else:
                src.balance = src._balance - amount
                dst.balance = dst._balance + amount
        except InsufficientFunds as e:
            self.log.append((self.now, kind, amount, "REJECTED", str(e)))
            return False
        self.log.append((self.now, kind, amount, "ok", ""))
        for acc in (src, dst):
            if acc is not None:
                acc.history.append((kind, amount))
        return True

alice, bob, nest = Checking("alice", 50), Account("bob", 20), Savings("alice", 1000)
ledger = Ledger(datetime(2024, 1, 31, 23, 0))
ledger.apply(TxKind.WITHDRAW, 120, src=alice)
ledger.apply(TxKind.WITHDRAW, 40, src=alice)
ledger.apply(TxKind.TRANSFER, 30, src=bob, dst=alice)
ledger.apply(TxKind.DEPOSIT, 0.1 + 0.2, dst=bob)
ledger.apply(TxKind.TRANSFER, 500, src=nest, dst=bob)
ledger.apply(TxKind.WITHDRAW, 600, src=bob)
print(f"interest: {nest.accrue(31):.4f}")
for when, kind, amount, status, why in ledger.log:
    print(f"{when:%Y-%m-%d %H:%M} {kind!s:<9} {amount:>8.2f} {status:<8} {why}")
for acc in (alice, bob, nest):
    print(repr(acc), f"[{acc:>20}]", len(acc.history), [str(k) for k, _ in acc.history])
totals = defaultdict(float)
for _, kind, amount, status, _ in ledger.log:
    if status == "ok":
        totals[kind] += amount
print({str(k): round(v, 2) for k, v in totals.items()}, Account._next_id, Checking.overdraft, Savings.overdraft)
print(isinstance(nest, Account), issubclass(Checking, Savings), Savings.__mro__[1].__name__, TxKind.TRANSFER.value)
e = InsufficientFunds(bob, 5)
print(e.args[1], repr(e)[:40], isinstance(e, LedgerError))
bob.balance = -1
