# traceback's stack functions read the running calls: extract_stack,
# format_stack, print_stack (limit, file), walk_stack with
# StackSummary.extract; names and lines as CPython's (file names cut to
# their base: CPython names the script by its path)
import io
import re
import traceback


def clean(text):
    return re.sub(r'[^\s"\']*/([^/\s"\']+\.py)', r'\1', text)


class Job:
    def run(self, n):
        return helper(n)


def helper(n):
    if n:
        return helper(n - 1)
    rows = [(fs.name, fs.lineno, fs.line) for fs in traceback.extract_stack()]
    print(rows)
    print(clean(''.join(traceback.format_stack(limit=2))), end='')
    print(clean(''.join(traceback.format_stack(limit=-2))), end='')
    out = io.StringIO()
    traceback.print_stack(file=out)
    print(clean(out.getvalue()), end='')
    walked = traceback.StackSummary.extract(traceback.walk_stack(None))
    print([(fs.name, fs.lineno) for fs in walked])
    return len(traceback.extract_stack())


print(Job().run(2))
print(len(traceback.extract_stack()), traceback.extract_stack()[0].name)
print((lambda: traceback.extract_stack()[-1].name)())


def direct():
    return [f.f_code.co_name for f, _ in traceback.walk_stack(None)]


def outer_direct():
    return middle_direct()


def middle_direct():
    return direct()


print(outer_direct(), (lambda: outer_direct())())
