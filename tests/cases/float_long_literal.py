# float() of long literals: CPython parses any length
for s in ['1' * 5000, '-' + '9' * 400, '0.' + '0' * 500 + '1', '1' * 399, '1' * 400, '1_0' * 300,
          ' ' * 500 + '2.5' + ' ' * 500, '1' * 600 + 'e-600', '1' * 600 + 'x', '1' * 600 + '_', 'inf' + ' ' * 400,
          '0x' + '1' * 500, 'nan' * 200]:
    try:
        print(float(s))
    except ValueError as e:
        print('ValueError', str(e)[:60])
print(float('١' * 450) > 1e449)
