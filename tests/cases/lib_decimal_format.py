# decimal: format() and f-strings, CPython's C module rules
from decimal import Decimal, localcontext, ROUND_HALF_UP
vals = ['1234.5678', '-0.005', '0', '-0', '1E+5', '0.000012345', 'inf', '-nan', '12', '999.995']
specs = ['', '.2f', ',.2f', '>12', '<12.1f', '^12', '=+12.3f', '.1%', '%', 'e', '.3e', 'E',
         'g', '.3g', 'G', '012.2f', '010,', 'z.1f', '+', ' .0f', '.0f', ',', 'n', '.5', '*^15,.2f']
for v in vals:
    d = Decimal(v)
    print(v, [format(d, s) for s in specs])
print(f"{Decimal('1234567.891'):,.2f} {Decimal('0.0825'):.1%} {Decimal('3.14159'):>10.3f}|")
with localcontext(rounding=ROUND_HALF_UP):
    print(format(Decimal('0.125'), '.2f'), format(Decimal('2.5'), '.0f'))
print(format(Decimal('0.125'), '.2f'), format(Decimal('2.5'), '.0f'))
for bad in ['_', 'x', '#.2f', '.2q', '_.3e']:
    try:
        format(Decimal(1), bad)
    except ValueError as e:
        print('ValueError', e)
