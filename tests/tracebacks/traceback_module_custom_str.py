# traceback's functions take the message from the exception class's own
# __str__, as the uncaught traceback does.
import traceback


class APIError(Exception):
    def __init__(self, status, body):
        super().__init__(status, body)
        self.status = status

    def __str__(self):
        return f"HTTP {self.status}: {self.args[1]}"


try:
    raise APIError(503, "unavailable")
except APIError as e:
    traceback.print_exc()
    print(traceback.format_exception_only(type(e), e))
    print(traceback.format_exc().splitlines()[-1])
raise APIError(404, "no such page")
