def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

show(lambda: 'x'.center(10**15))
show(lambda: 'x'.ljust(10**15, 'é'))
show(lambda: 'x'.rjust(2**62))
show(lambda: 'x'.zfill(10**15))
show(lambda: 'x'.center(2**63 - 1))
show(lambda: len('x'.center(100000)))
show(lambda: len('ab'.replace('', '-' * 1000)))
show(lambda: len(('a\tb' * 10).expandtabs(1000)))
show(lambda: len('-'.join(['ab'] * 10000)))
