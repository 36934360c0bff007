# Paging through tools with iter(callable, sentinel), islice chunking, and generator-based cursors.
from itertools import islice, count, chain
from functools import partial

def pages(status):
    counter = count(1)
    def next_page():
        resp = list_orders(status=status, page=next(counter), page_size=7)
        return resp["items"] or None
    return iter(next_page, None)

for status in ("pending", "delivered"):
    got = [len(p) for p in pages(status)]
    print(status, got, sum(got))

def chunked(iterable, n):
    it = iter(iterable)
    return iter(lambda: list(islice(it, n)), [])

ids = [o["id"] for o in chain.from_iterable(pages("shipped"))]
for batch in chunked(ids, 4):
    print(batch)
stack = [3, 1, 4, 1, 5, 9, 2, 6]
pop = partial(stack.pop)
print(list(iter(lambda: stack.pop() if stack else None, None)), stack)
words = iter("alpha beta STOP gamma".split())
print(list(iter(partial(next, words), "STOP")), next(words))
it = iter(lambda: 1, 2)
print([next(it) for _ in range(3)], type(it).__name__)
try:
    iter(5, None)
except TypeError as e:
    print("TypeError:", e)
try:
    iter([1], None)
except TypeError as e:
    print("TypeError:", e)
calls = []
def flaky():
    calls.append(1)
    if len(calls) > 3:
        raise ValueError("source broke")
    return len(calls)
try:
    for x in iter(flaky, 99):
        print("got", x)
except ValueError as e:
    print("ValueError:", e, len(calls))
e = iter(enumerate("ab"))
print(next(e), list(e), next(e, "done"))
r = reversed(range(0, 10, 3))
print(list(r), list(zip(count(10, 5), "xyz")), list(islice(count(), 2, 10, 3)))
