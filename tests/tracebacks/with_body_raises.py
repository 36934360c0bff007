# An exception in a with body goes through __exit__ (not suppressed) with
# the body's line in the traceback.
class Resource:
    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc, tb):
        print("closing after", exc_type.__name__)


def work(items):
    with Resource() as r:
        for i in items:
            print(10 // i)


work([5, 2, 0])
