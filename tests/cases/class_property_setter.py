# property.setter / getter / deleter as decorators and calls: each returns
# a new property (the old one unchanged), used by augmented assignment.
class Account:
    def __init__(self, owner, balance=0):
        self.owner = owner
        self._balance = balance

    @property
    def balance(self):
        """The balance."""
        return self._balance

    @balance.setter
    def balance(self, v):
        if v < 0:
            raise ValueError("negative balance")
        self._balance = v

    @balance.deleter
    def balance(self):
        print("deleting")
        self._balance = 0


a = Account("ann", 10)
a.balance += 5
print(a.balance)
a.balance *= 2
print(a.balance, Account.balance.__doc__)
try:
    a.balance -= 100
except ValueError as e:
    print("error:", e)
del a.balance
print(a.balance, type(Account.balance).__name__)
print(Account.balance.fget.__name__, Account.balance.fset.__name__, Account.balance.fdel.__name__)


class ReadOnly:
    @property
    def x(self):
        return 1


r = ReadOnly()
try:
    r.x = 2
except AttributeError as e:
    print(e)
try:
    del r.x
except AttributeError as e:
    print(e)

p = property(lambda self: "got")
q = p.setter(lambda self, v: print("set", v))
print(p is q, p.fset, q.fset is not None, type(q).__name__)
g = q.getter(lambda self: "other")
print(g.fset is q.fset, type(g).__name__)


class Temp:
    def __init__(self):
        self._c = 0

    def get_c(self):
        return self._c

    def set_c(self, v):
        self._c = v

    c = property(get_c)
    c = c.setter(set_c)

    @property
    def f(self):
        return self.c * 9 / 5 + 32

    @f.setter
    def f(self, v):
        self.c = (v - 32) * 5 / 9


t = Temp()
t.f = 212
print(t.c, t.f)
t.c += 10
print(t.c, round(t.f, 1))
