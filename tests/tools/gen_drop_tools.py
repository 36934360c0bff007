# Generators closed where their last reference goes (break, return, an
# exception leaving a loop, a global rebound), with tool calls in their
# finally blocks: each pause happens inside the closing frame.
def rows(tag):
    try:
        for i in range(3):
            yield echo(tag, i)["args"]
    finally:
        print("closing", tag, echo("finally", tag)["args"])

for r in rows("break"):
    print("row", r)
    break
print("after break")

def first(tag):
    for r in rows(tag):
        return r
print("first", first("return"))

def fails():
    for r in rows("raise"):
        raise ValueError(r)
try:
    fails()
except ValueError as e:
    print("caught", e)

it = rows("global")
print(next(it))
it = None
print("rebound")

def chain():
    for r in rows("chain"):
        yield r[1]
for v in chain():
    print("chained", v)
    break
print("done")
