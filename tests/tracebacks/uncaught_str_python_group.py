# An uncaught exception group whose members' messages run Python code.
class Item(Exception):
    def __str__(self):
        return "item " + repr(self.args[0])


class P:
    def __str__(self):
        return "p-str"


raise ExceptionGroup("batch", [Item(1), ValueError(P()), KeyError("k")])
