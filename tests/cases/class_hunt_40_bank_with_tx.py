class InsufficientFunds(Exception):
    def __init__(self, needed, available):
        super().__init__(f"need {needed}, have {available}")
        self.needed, self.available = needed, available

class Account:
    _next = 1
    def __init__(self, owner, balance=0):
        self.id = Account._next
        Account._next += 1
        self.owner, self._balance = owner, balance
    @property
    def balance(self):
        return self._balance
    def withdraw(self, amt):
        if amt > self._balance:
            raise InsufficientFunds(amt, self._balance)
        self._balance -= amt
    def deposit(self, amt):
        self._balance += amt
    def __lt__(self, o):
        return self._balance < o._balance
    def __repr__(self):
        return f"<Account #{self.id} {self.owner}: {self._balance}>"

class Transaction:
    def __init__(self, src, dst, amt):
        self.src, self.dst, self.amt = src, dst, amt
    def __enter__(self):
        self.snapshot = (self.src._balance, self.dst._balance)
        return self
    def __exit__(self, et, ev, tb):
        if et is not None:
            self.src._balance, self.dst._balance = self.snapshot
            print("rolled back:", ev)
        return et is InsufficientFunds
    def run(self):
        self.dst.deposit(self.amt)
        self.src.withdraw(self.amt)

a, b = Account("ann", 100), Account("bob", 20)
with Transaction(a, b, 30) as t:
    t.run()
with Transaction(b, a, 500) as t:
    t.run()
print(sorted([a, b]), min(a, b).owner, a.balance, b.balance)
try:
    b.withdraw(1000)
except InsufficientFunds as e:
    print(e, e.needed, e.available, e.args)
a.balance = 5
