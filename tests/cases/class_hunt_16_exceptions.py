class AppError(Exception):
    def __init__(self, message, code=500, **details):
        super().__init__(message)
        self.code = code
        self.details = details
    def __str__(self):
        return f"[{self.code}] {self.args[0]}"

class NotFound(AppError):
    def __init__(self, what):
        super().__init__(f"{what} not found", code=404, what=what)

class RateLimited(AppError):
    pass

def fetch(k):
    data = {"a": 1}
    try:
        return data[k]
    except KeyError as e:
        raise NotFound(k) from e

for k in ["a", "b"]:
    try:
        print(fetch(k))
    except AppError as e:
        print(e, repr(e), e.code, e.details, type(e.__cause__).__name__)
try:
    try:
        raise RateLimited("slow down", code=429, retry=3)
    except RateLimited as e:
        raise RuntimeError("wrapped")
except RuntimeError as e:
    print(e, type(e.__context__).__name__, e.__context__.details, e.__suppress_context__)
print(issubclass(NotFound, Exception), NotFound.__mro__[1].__name__)
e = NotFound("zz")
print(e.args, str(e))
raise RateLimited("final", code=429)
