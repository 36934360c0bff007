def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

d = {'name': 'baton', 'n': 3, 'xs': [1, 2]}
print('{name} has {n} items: {xs[1]}'.format_map(d))
print('{name!r:>10}'.format_map(d))
print('plain'.format_map({}), 'plain'.format_map(5))
show(lambda: '{missing}'.format_map(d))
show(lambda: '{}'.format_map(d))
show(lambda: '{0}'.format_map(d))
show(lambda: '{name}{0}'.format_map(d))
show(lambda: '{xs[5]}'.format_map(d))
show(lambda: '{a}'.format_map([]))
show(lambda: '{a}'.format_map(5))
show(lambda: '{a}'.format_map('abc'))
show(lambda: '{a}'.format_map())
show(lambda: '{a}'.format_map(d, d))
show(lambda: '{a}'.format_map(m=d))
