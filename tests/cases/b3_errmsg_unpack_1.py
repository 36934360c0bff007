tests = ['a, b = [1, 2, 3]', 'a, b = [1]', 'a, b = 1', 'a, *b, c = [1]', 'a, b = "xyz"',
         'a, b = {1: 2}', '(a, b), c = [1, 2], 3', 'a, b = None', '[a] = []']
for src in tests:
    try:
        exec_like = None
        if src == 'a, b = [1, 2, 3]':
            a, b = [1, 2, 3]
        elif src == 'a, b = [1]':
            a, b = [1]
        elif src == 'a, b = 1':
            a, b = 1
        elif src == 'a, *b, c = [1]':
            a, *b, c = [1]
        elif src == 'a, b = "xyz"':
            a, b = 'xyz'
        elif src == 'a, b = {1: 2}':
            a, b = {1: 2}
        elif src == '(a, b), c = [1, 2], 3':
            (a, b), c = [1, 2, 3], 3
        elif src == 'a, b = None':
            a, b = None
        else:
            [a] = []
    except (ValueError, TypeError) as e:
        print(src, '->', type(e).__name__, e)
