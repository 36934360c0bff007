# Tool calls inside user operators reached through the small-int immediate
# instructions (x + 1, x - 1, x * 3, x < 10, x += 1) and through a class
# call's __init__ and super().method(): the VM is snapshotted at every
# pause, with the operator's frame waiting on the tool.
def ask(x):
    return echo(x)["args"][0]


class Num:
    def __init__(self, v):
        self.v = ask(v)
    def __add__(self, o):
        return Num(ask(self.v + o))
    def __sub__(self, o):
        return NotImplemented
    def __rsub__(self, o):
        return Num(ask(o - self.v))
    def __mul__(self, o):
        return Num(ask(self.v * o))
    def __iadd__(self, o):
        self.v = ask(self.v + 10 * o)
        return self
    def __lt__(self, o):
        return ask(self.v) < o
    def __eq__(self, o):
        return NotImplemented
    def __repr__(self):
        return f"Num({self.v})"

class Big(Num):
    def __init__(self, v):
        super().__init__(v * 2)
    def __add__(self, o):
        return super().__add__(ask(o))

n = Num(3)
print(n + 1, 5 - n, n * 3)
try:
    print(n - 1)
except TypeError as e:
    print("TypeError", e)
n += 2
print(n, n < 100, n < 5)
if n < 30:
    print("branch")
while n < 26:
    n += 1
print(n, n == 3, n != 3)
b = Big(4)
print(b, b + 1, b < 9)
