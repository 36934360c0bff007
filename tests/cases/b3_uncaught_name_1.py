def g():
    return 'g ok'
print(g())
def f():
    return compute_totals(1)
print('start')
f()
