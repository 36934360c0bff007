# throw() into a generator or coroutine that never started raises in its
# new frame: the traceback shows that frame on the function's first line
# (its first decorator), without markers; a finished one shows none.
import traceback


def noop(f):
    return f


@noop
def pages(urls):
    for u in urls:
        yield u.upper()


async def fetch():
    return 1


for make in (lambda: pages(["a"]), lambda: (u for u in "ab"), fetch):
    it = make()
    try:
        it.throw(TimeoutError("slow"))
    except TimeoutError:
        traceback.print_exc()
done = pages([])
list(done)
try:
    done.throw(KeyError("k"))
except KeyError:
    traceback.print_exc()
pages(["b"]).throw(ValueError("stop"))
