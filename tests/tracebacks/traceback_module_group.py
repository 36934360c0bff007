# traceback.print_exception / format_exception of an exception group draw
# the members' tracebacks nested and framed, as the interpreter does, with
# a member's own __str__ and a cause inside a member.
import traceback


class FetchError(Exception):
    def __str__(self):
        return f"fetch failed: {self.args[0]}"


def fetch(url):
    if "bad" in url:
        raise FetchError(url)
    try:
        return {"a": 1}[url]
    except KeyError as e:
        raise LookupError(f"no page {url!r}") from e


def fetch_all(urls):
    errors = []
    for u in urls:
        try:
            fetch(u)
        except Exception as e:
            errors.append(e)
    if errors:
        raise ExceptionGroup("some fetches failed", errors)


try:
    fetch_all(["a", "bad-host", "zz"])
except ExceptionGroup as eg:
    traceback.print_exception(eg)
    lines = traceback.format_exception(eg)
    print(len(lines), lines[0].rstrip())
    print(traceback.format_exception_only(eg))
try:
    try:
        fetch_all(["bad"])
    except* FetchError as eg:
        raise RuntimeError("giving up") from eg
except RuntimeError:
    traceback.print_exc()
