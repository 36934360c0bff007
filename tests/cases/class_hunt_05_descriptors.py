class Typed:
    def __init__(self, kind):
        self.kind = kind
    def __set_name__(self, owner, name):
        self.name = "_" + name
        self.public = name
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.name, None)
    def __set__(self, obj, value):
        if not isinstance(value, self.kind):
            raise TypeError(f"{self.public} must be {self.kind.__name__}, got {type(value).__name__}")
        setattr(obj, self.name, value)

class Positive(Typed):
    def __set__(self, obj, value):
        super().__set__(obj, value)
        if value <= 0:
            raise ValueError(f"{self.public} must be positive")

class Order:
    item = Typed(str)
    qty = Positive(int)
    def __init__(self, item, qty):
        self.item = item
        self.qty = qty

o = Order("apple", 3)
print(o.item, o.qty, vars(o))
for args in [("pear", 0), (5, 1), ("fig", "2")]:
    try:
        Order(*args)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
print(type(Order.qty).__name__, Order.qty.public)
