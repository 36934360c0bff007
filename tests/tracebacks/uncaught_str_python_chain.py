# Uncaught exceptions whose class defines __str__ in Python, in a chain:
# each message is that __str__'s (one that raises, or returns a non-str,
# is CPython's "<exception str() failed>"; an empty one leaves no colon),
# made before the traceback is written.
class Boom(Exception):
    def __str__(self):
        raise ValueError("no")


class NotStr(Exception):
    def __str__(self):
        return 42


class Empty(Exception):
    def __str__(self):
        return ""


class Detailed(Exception):
    def __init__(self, code, reason):
        super().__init__(code)
        self.code, self.reason = code, reason

    def __str__(self):
        print("formatting", self.code)     # output made while formatting
        return f"[{self.code}] {self.reason}"


def step(n):
    try:
        raise Boom("a")
    except Boom:
        try:
            raise NotStr("b")
        except NotStr:
            try:
                raise Empty("c")
            except Empty as e:
                raise Detailed(n, "rate limited") from e


step(429)
