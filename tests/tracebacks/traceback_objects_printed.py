# traceback objects printed whole: print_tb, print_exception with another
# traceback, TracebackException.print to stderr, then an uncaught error
# raised with a traceback it took from another exception
import traceback


def parse(text):
    return int(text)


def load(items):
    return [parse(x) for x in items]


try:
    load(['1', 'x'])
except ValueError as e:
    saved = e.__traceback__
    traceback.print_tb(saved)
    traceback.print_exc()
    traceback.TracebackException.from_exception(e).print()

try:
    {}['k']
except KeyError as e:
    traceback.print_exception(type(e), e, saved)
    traceback.print_tb(saved.tb_next, limit=1)
    raise RuntimeError('again').with_traceback(saved.tb_next) from e
