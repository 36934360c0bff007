import types
class Greeter:
    greeting = "hi"
    def greet(self, who):
        return f"{self.greeting} {who}"
g = Greeter()
g.greet2 = types.MethodType(lambda self, w: self.greet(w).upper(), g)
g.shout = lambda w: w + "!"
print(g.greet("a"), g.greet2("b"), g.shout("c"))
Greeter.greeting = "hello"
print(g.greet("d"))
g.greeting = "yo"
print(g.greet("e"), Greeter.greeting, Greeter().greet("f"))
del g.greeting
print(g.greet("g"))
def extra(self):
    return "extra " + self.greeting
Greeter.extra = extra
print(g.extra(), Greeter.extra is extra, g.extra.__func__ is extra)
bound = g.greet
print(bound("h"), bound.__self__ is g, bound.__func__.__name__, repr(bound).split(" of ")[0])
