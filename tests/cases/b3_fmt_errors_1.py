tests = [lambda: f'{1:z}', lambda: f'{"a":d}', lambda: f'{1.5:d}', lambda: f'{1:.2s}', lambda: f'{"x":+}',
         lambda: f'{[1]:>5}', lambda: f'{None:x}', lambda: format(1, ',,'), lambda: format(1.5, 'c'),
         lambda: format('a', '='), lambda: format(1, '.1c'), lambda: format(2**70, 'c'), lambda: format(1, '#c')]
for t in tests:
    try:
        print(t())
    except (ValueError, TypeError, OverflowError) as e:
        print(type(e).__name__, e)
