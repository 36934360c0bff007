# __enter__ of the second item raises: the first item's __exit__ runs and
# sees the exception; the body never runs.
class Conn:
    def __init__(self, ok):
        self.ok = ok

    def __enter__(self):
        if not self.ok:
            raise ConnectionError("refused")
        return self

    def __exit__(self, t, v, tb):
        print("exit sees", repr(v))


with Conn(True) as a, Conn(False) as b:
    print("never")
