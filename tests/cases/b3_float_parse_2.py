for s in ['3', '-3', '3.', '.3', '3e2', '3E-2', '+3e+2', ' 3.25 ', '1_0', '1_0.2_5', '1e1_0', 'iNfInItY', '-nAn', '١.٥']:
    print(repr(s), float(s))
for s in ['3e', 'e3', '.', '-', '+.e1', '1e+', '1..2', '1_.0', '1._0', '_1.0', '1.0_', '0x1p3', 'inf inity', 'nan(1)']:
    try:
        print(float(s))
    except ValueError as e:
        print(type(e).__name__, e)
print(float('9' * 20), float('0.' + '0' * 300 + '1'), float('1e-330'))
