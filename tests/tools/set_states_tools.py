# Sets in states a snapshot must keep: one whose pop() took its last slot
# (the next pop starts past the end), and sets hashed by identity or by
# Python code that grew large and lost most of their members.  Under
# --snapshot-every-pause each state crosses a save and restore.
class Key:
    def __init__(self, n):
        self.n = n
    def __hash__(self):
        return hash(self.n)
    def __eq__(self, other):
        return isinstance(other, Key) and self.n == other.n

popped = {7}
print(popped.pop(), echo("after pop"))
popped.update([1, 15, 23])
print(sorted(popped), popped.pop() in (1, 15, 23))

funcs = [lambda i=i: i for i in range(40)]
by_id = set(funcs)
for f in funcs[1:]:
    by_id.discard(f)
keys = {Key(i) for i in range(40)}
for i in range(1, 40):
    keys.discard(Key(i))
print(len(by_id), len(keys), echo("shrunk"))
by_id.add(funcs[5])
keys.add(Key(5))
print(sorted(f() for f in by_id), sorted(k.n for k in keys), funcs[0] in by_id, Key(0) in keys)
