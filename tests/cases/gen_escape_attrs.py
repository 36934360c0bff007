# generators show their names and state, never their frame or code
def g():
    yield 1
it = g()
print(it.gi_running, it.gi_suspended, it.__name__, it.__qualname__)
for name in ["gi_frame", "gi_code", "f_locals"]:
    try:
        getattr(g, name)
    except AttributeError:
        print("no", name, "on the function")
m = map(str, [1])
for name in ["send", "gi_running", "gi_frame"]:
    print(name, hasattr(m, name))
try:
    it.gi_running = True
except AttributeError as e:
    print("AttributeError")
# baton-expect-error: AttributeError: 'generator' object has no attribute 'gi_frame'
it.gi_frame
