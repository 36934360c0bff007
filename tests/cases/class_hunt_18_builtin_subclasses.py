class DefaultDict(dict):
    def __missing__(self, key):
        self[key] = v = key.upper()
        return v

class Stack(list):
    def push(self, x):
        self.append(x)
        return self
    def peek(self):
        return self[-1] if self else None

class Tag(str):
    def __new__(cls, value):
        return super().__new__(cls, value.strip().lower())
    @property
    def hashtag(self):
        return "#" + self

class Money(int):
    def __str__(self):
        return f"${self / 100:.2f}"
    def __add__(self, o):
        return Money(int(self) + int(o))

d = DefaultDict(a=1)
print(d["a"], d["zz"], d, len(d), isinstance(d, dict), d.get("q"))
s = Stack([1]).push(2).push(3)
print(s, s.peek(), s.pop(), s, type(s[:1]).__name__, type(s + s).__name__)
t = Tag("  Python ")
print(t, t.hashtag, repr(t), t.upper(), type(t.upper()).__name__, t == "python", {t: 1}["python"])
m = Money(1234) + Money(66)
print(m, repr(m), type(m).__name__, m * 2, type(m * 2).__name__)
print(sorted([Tag("b"), Tag("A")]), max(Stack([3, 1, 2])), sum(Stack([1, 2])))
