# decimal: methods (quantize, normalize, sqrt/exp/ln/log10, integral, ...)
from decimal import Decimal, ROUND_HALF_UP, ROUND_DOWN, ROUND_UP, ROUND_CEILING, \
    ROUND_FLOOR, ROUND_HALF_DOWN, ROUND_HALF_EVEN, ROUND_05UP, InvalidOperation, localcontext
D = Decimal
modes = [ROUND_HALF_UP, ROUND_DOWN, ROUND_UP, ROUND_CEILING, ROUND_FLOOR,
         ROUND_HALF_DOWN, ROUND_HALF_EVEN, ROUND_05UP]
for v in ['2.675', '-2.675', '2.665', '0.005', '-0.015', '1.0049', '7.05', '9.995']:
    print(v, [str(D(v).quantize(D('0.01'), rounding=m)) for m in modes])
for v in ['2.5', '-2.5', '3.5', '0.5', '-0.4', '1.51']:
    print(v, [str(D(v).to_integral_value(rounding=m)) for m in modes])
print(D('123.456').quantize(D('1.')), D('123.456').quantize(D('1E+1')), D(0).quantize(D('0.000')))
try:
    D('1e30').quantize(D('0.01'))
except InvalidOperation as e:
    print('InvalidOperation', e)
print(D('1.200').normalize(), D('120.00').normalize(), D('0.000').normalize(), D('-1E+3').normalize())
print(D(2).sqrt(), D(100).sqrt(), D('0.0001').sqrt(), D('1E+3').sqrt(), D(0).sqrt())
print(D(1).exp(), D(-1).exp(), D('0.5').exp(), D(10).exp(), D(0).exp(), D('1e-40').exp())
print(D(10).ln(), D('0.5').ln(), D(1).ln(), D(0).ln(), D(1000).log10(), D(2).log10(), D('0.001').log10())
print(D(2) ** 64, D('1.5') ** 3, D(2) ** D('1.5'), D('0.5') ** -3, D(-2) ** 3, D(10) ** -3)
print(D('2.5').to_integral_exact(), D('-1.5').to_integral(), D(7).fma(2, 3), D(10).scaleb(-3))
print(D('1.5').copy_sign(-1), D('-3').copy_abs(), D(3).copy_negate(), D(5).compare(7), D(5).compare(D('5.0')))
print(D('nan').is_nan(), D(0).is_zero(), D('-0').is_signed(), D('inf').is_infinite(), D(1).is_finite())
print(D('123.45').adjusted(), D('0.001').adjusted(), D('1.23').same_quantum(D('4.56')), D(5).max(7), D(-5).min(2))
print(D('1.5').number_class(), D('-0').number_class(), D('-inf').number_class(), D('nan').number_class())
print(D(10).remainder_near(3), D(11).remainder_near(3), D(1).next_plus(), D(1).next_minus())
print(D('123456').to_eng_string(), D('1.2E+7').to_eng_string(), D('1E-7').to_eng_string())
print(D('1E+7'), D('0.000001'), D('0.0000001'), D('-0E+5'), D('123E-10'), D('1.000E+3'))
with localcontext() as ctx:
    ctx.prec = 50
    print(D(2).sqrt(), D(1).exp(), D(3).ln())
    ctx.prec = 5
    print(D(1) / 7, D('123456789') + 0, D(2).ln(), D(2) ** D('0.5'))
