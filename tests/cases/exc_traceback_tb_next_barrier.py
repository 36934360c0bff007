# tb_next of an old traceback set to a new chain only it refers to (the
# write barrier: a GC-stress build checks it after each minor collection)
def f():
    raise ValueError
def mk():
    try:
        f()
    except ValueError as e:
        return e.__traceback__
def clobber(a=0, b=0, c=0, d=0, e=0, g=0, h=0, i=0, j=0, k=0):
    x1 = x2 = x3 = x4 = x5 = x6 = x7 = x8 = x9 = 0
    return [str(q) * 3 for q in range(300)]
def put(o):
    o.tb_next = mk()
old = mk()
LINE = old.tb_next.tb_lineno
junk = [list(range(50)) for _ in range(2000)]   # old survives collections
for i in range(100):
    put(old)
    clobber()
    junk = clobber()
    assert old.tb_next.tb_next.tb_lineno == LINE and old.tb_next.tb_next.tb_next is None
print('ok', old.tb_next.tb_next.tb_lineno, LINE)
