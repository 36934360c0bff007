# A generator that fails while a comprehension iterates it: CPython marks
# the whole comprehension in the comprehension's frame (the clause's
# position only for an error in the iterable expression itself), for the
# outer and the inner `for` alike, and on the first line when it spans lines.
import traceback


def readings(raw):
    for r in raw:
        yield 100 / r


def show(f):
    try:
        f()
    except Exception:
        traceback.print_exc()


show(lambda: [v for v in readings([4, 0])])
show(lambda: {v: 1 for v in readings([0])})
show(lambda: [v for batch in [[1]] for v in readings([1, 0])])
show(lambda: [v for batch in [1] for v in batch])
show(lambda: sorted({v for v in readings([2, 0]) if v > 1}))
scores = sum(v
             for v in readings([5, 0]))
