def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

show(lambda: 'a'.center())
show(lambda: 'a'.center(1, 2, 3))
show(lambda: 'a'.center(5, ''))
show(lambda: 'a'.center(5, 'ab'))
show(lambda: 'a'.center(5, 1))
show(lambda: 'a'.center(5, None))
show(lambda: 'a'.center('5'))
show(lambda: 'a'.center(5.0))
show(lambda: 'a'.center(width=5))
show(lambda: 'a'.center(5, fillchar='x'))
show(lambda: 'a'.center(2**70))
show(lambda: 'a'.center(-2**70))
show(lambda: 'a'.ljust())
show(lambda: 'a'.rjust(1, 2, 3))
