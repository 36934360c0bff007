# generator.close, GeneratorExit and finally blocks of suspended generators
def fin():
    try:
        yield 1
        yield 2
    finally:
        print("finally runs")

g = fin()
next(g)
print(g.close())
print(g.close(), g.gi_suspended)
print(list(g))

g = fin()
print(g.close())          # never started: nothing runs
print(list(g))

def seen():
    try:
        yield 1
    except GeneratorExit as e:
        print("got", repr(e))
        raise
s = seen()
next(s)
s.close()

def ignore():
    try:
        yield 1
    except GeneratorExit:
        yield 2
i = ignore()
next(i)
try:
    i.close()
except RuntimeError as e:
    print(e)
print(i.gi_suspended)
print(i.close())

def returns():
    try:
        yield 1
    finally:
        return 5
r = returns()
next(r)
print(r.close())

def raises():
    try:
        yield 1
    finally:
        raise KeyError("from finally")
k = raises()
next(k)
try:
    k.close()
except KeyError as e:
    print("close raised", repr(e), repr(e.__context__))

def stops():
    try:
        yield 1
    except GeneratorExit:
        raise StopIteration
x = stops()
next(x)
try:
    x.close()
except RuntimeError as e:
    print(e)

try:
    fin().close(1)
except TypeError as e:
    print(e)

# a for loop that breaks leaves the generator suspended; close ends it
def counter():
    n = 0
    try:
        while True:
            yield n
            n += 1
    finally:
        print("counter closed at", n)
c = counter()
for v in c:
    if v == 3:
        break
c.close()
print(next(c, "exhausted"))
