"""Bank accounts with inheritance, properties, class attributes and custom errors."""
from abc import ABC, abstractmethod

class InsufficientFunds(Exception):
    def __init__(self, account, needed):
        self.account = account
        self.needed = needed
        super().__init__(f"account {account.number} is short by ${needed:,.2f}")

class AccountFrozen(RuntimeError):
    pass

class Account(ABC):
    _next_number = 1000
    interest_rate = 0.0

    def __init__(self, owner, balance=0.0):
        Account._next_number += 1
        self.number = Account._next_number
        self.owner = owner
        self._balance = balance
        self._history = []
        self.frozen = False

    @property
    def balance(self):
        return self._balance

    @balance.setter
    def balance(self, value):
        if value < 0 and not self.allows_overdraft():
            raise InsufficientFunds(self, -value)
        self._balance = value

    @abstractmethod
    def allows_overdraft(self) -> bool: ...

    def deposit(self, amount):
        self._check()
        if amount <= 0:
            raise ValueError(f"deposit must be positive: {amount}")
        self.balance += amount
        self._history.append(("deposit", amount))
        return self

    def withdraw(self, amount):
        self._check()
        self.balance -= amount
        self._history.append(("withdraw", amount))
        return self

    def _check(self):
        if self.frozen:
            raise AccountFrozen(f"{self!r} is frozen")

    def apply_interest(self):
        gained = round(self.balance * self.interest_rate, 2)
        self._balance += gained
        return gained

    def __repr__(self):
        return f"{type(self).__name__}(#{self.number}, {self.owner!r}, {self.balance:.2f})"

    def __str__(self):
        return f"{self.owner}'s {type(self).__name__.lower()} #{self.number}: ${self.balance:,.2f}"

    def __eq__(self, other):
        return isinstance(other, Account) and self.number == other.number

    def __hash__(self):
        return hash(self.number)

    def __len__(self):
        return len(self._history)

class Checking(Account):
    def __init__(self, owner, balance=0.0, overdraft=100.0):
        super().__init__(owner, balance)
        self.overdraft = overdraft

    def allows_overdraft(self):
        return True

    @Account.balance.setter
    def balance(self, value):
        if value < -self.overdraft:
            raise InsufficientFunds(self, -self.overdraft - value)
        self._balance = value

class Savings(Account):
    interest_rate = 0.025

    def allows_overdraft(self):
        return False

class Premium(Savings):
    interest_rate = Savings.interest_rate * 2

try:
    Account("nobody")
except TypeError as e:
    print(f"{type(e).__name__}: {e}")

alice = Checking("Alice", 50)
bob = Savings("Bob", 1000)
carol = Premium("Carol", 2500.5)
accounts = [alice, bob, carol]
print(accounts)
for a in accounts:
    print(a)

ops = [
    (alice, "withdraw", 120), (alice, "withdraw", 100), (bob, "withdraw", 1500),
    (bob, "deposit", -3), (carol, "deposit", 99.5), (bob, "deposit", 250),
]
for acct, op, amt in ops:
    try:
        getattr(acct, op)(amt)
        print(f"ok   {op:<8} {amt:>7} -> {acct!r}")
    except InsufficientFunds as e:
        print(f"FAIL {op:<8} {amt:>7} -> {e} (needed={e.needed})")
    except ValueError as e:
        print(f"FAIL {op:<8} {amt:>7} -> {type(e).__name__}: {e}")

bob.frozen = True
try:
    bob.deposit(1)
except AccountFrozen as e:
    print(f"{type(e).__name__}: {e}")
print([(a.owner, a.apply_interest()) for a in accounts])
print(Premium.interest_rate, Savings.interest_rate, Checking.interest_rate)
print(Premium.__mro__)
print(isinstance(carol, Savings), issubclass(Premium, Account), type(carol).__name__)
print(len(alice), alice._history, alice == alice, alice == bob, len(set(accounts + [alice])))
print(sorted(accounts, key=lambda a: a.balance, reverse=True)[0].owner)
print(Account._next_number, hasattr(carol, "overdraft"), getattr(carol, "overdraft", None))
print(type(Checking.balance).__name__, type(Checking.__dict__["balance"]).__name__)
try:
    carol.balance = -1
except InsufficientFunds as e:
    print(e.args)
print(vars(alice).keys())
