# return inside a with: the value is computed, then __exit__(None, None,
# None) runs and raises; the traceback points at the with statement.
class Txn:
    def __enter__(self):
        return self

    def __exit__(self, t, v, tb):
        assert t is None, "exit sees the exception"
        raise ValueError("commit failed")


def save(x):
    with Txn():
        print("saving", x)
        return x * 2


print(save(21))
