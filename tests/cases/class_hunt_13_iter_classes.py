class Countdown:
    def __init__(self, start):
        self.current = start
    def __iter__(self):
        return self
    def __next__(self):
        if self.current <= 0:
            raise StopIteration
        self.current -= 1
        return self.current + 1

class Range2:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return iter(range(self.n))
    def __reversed__(self):
        return iter(range(self.n - 1, -1, -1))
    def __getitem__(self, i):
        if not 0 <= i < self.n:
            raise IndexError("out of range")
        return i * 10

print(list(Countdown(3)), list(zip(Countdown(2), Range2(5))))
print(list(reversed(Range2(4))), Range2(3)[2], 20 in Range2(3))
c = Countdown(5)
for x in c:
    if x == 3:
        break
print(list(c), next(iter(Countdown(1))), next(Countdown(0), "done"))
print(dict(enumerate(Countdown(3))), sorted(Countdown(4)), min(Countdown(3)))
class Seq:
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError
        return chr(97 + i)
print(list(Seq()), "b" in Seq(), list(map(str.upper, Seq())))
