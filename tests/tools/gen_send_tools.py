# Tool calls inside generators driven by send(), throw(), close() and
# yield from: each pause happens with those generator frames live.
def worker():
    total = 0
    try:
        while True:
            city = yield total
            total += echo(city)[0] if False else len(echo(city, n=1)["args"][0])
    except KeyError as e:
        yield ("caught", str(e), echo("in-throw")["args"])
    finally:
        print("worker finally", echo("in-finally")["args"])

def delegator():
    r = yield from worker()
    return r

g = delegator()
print(next(g))
print(g.send("Oslo"))
print(g.send("Lima"))
print(g.throw(KeyError("boom")))
print(g.close())
print(g.gi_suspended, g.gi_running)

def squares():
    x = yield
    while x is not None:
        x = yield get_weather(x)["temp"]
    return "done"

s = squares()
next(s)
print(s.send("Paris"), s.send("Tokyo"))
try:
    s.send(None)
except StopIteration as e:
    print("returned", e.value)

def outer():
    got = yield from squares()
    yield got + "!"
o = outer()
next(o)
print(o.send("Oslo"))
print(o.send(None))
