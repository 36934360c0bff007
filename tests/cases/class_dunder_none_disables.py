# A special method set to None disables the operation instead of falling
# back: `__contains__ = None` does not iterate, `__iter__ = None` does not
# index; and issubclass against an empty tuple never looks at arg 1.


class Items:
    def __iter__(self):
        return iter([1, 2])

    def __getitem__(self, i):
        return [1, 2][i]


class NoContains(Items):
    __contains__ = None


class NoIter(Items):
    __iter__ = None


def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


show(lambda: 2 in Items())
show(lambda: 2 in NoContains())
show(lambda: 2 not in NoContains())
show(lambda: list(NoContains()))
show(lambda: iter(NoIter()))
show(lambda: issubclass(42, ()))
show(lambda: issubclass(int, ((), ())))
show(lambda: issubclass(42, (int,)))
show(lambda: issubclass(bool, (str, int)))
