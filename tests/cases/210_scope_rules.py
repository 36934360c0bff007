x = "global"
def read_global():
    return x
def local_shadow():
    x = "local"
    return x
def nested():
    x = "enclosing"
    def inner():
        return x
    return inner()
print(read_global(), local_shadow(), nested(), x)
def uses_builtin():
    return len("abc")
def shadows_builtin():
    len = lambda s: -1
    return len("abc")
print(uses_builtin(), shadows_builtin(), len("abc"))
def param_shadow(x):
    return x
print(param_shadow("param"), x)
def loop_var():
    for i in range(3):
        pass
    return i
print(loop_var())
def cond_def(flag):
    if flag:
        def g():
            return "first"
    else:
        def g():
            return "second"
    return g()
print(cond_def(True), cond_def(False))
