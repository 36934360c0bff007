import decimal, fractions
D = decimal.Decimal
ctx = decimal.getcontext(); ctx.prec = 12
d = D(1) / D(7)
q = D('-0.00').quantize(D('1e-5'))
f = fractions.Fraction(3, 14) + fractions.Fraction(1, 3)
print(pause(str(d), str(f)), q, d.as_tuple(), f.limit_denominator(5))
