class P:
    def __init__(self, x):
        self.x = x
        self.y = [x]
a = P(1)
a.z = 2
b = P(3)
c = P(4)
c.__dict__
del b.x
print(pause(a.y), b.z if hasattr(b, 'z') else c.x)
