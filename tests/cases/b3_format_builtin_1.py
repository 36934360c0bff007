print(format(5), format(5, 'd'), format(5, '05d'), format(3.14159, '.2f'), format('ab', '>5'))
print(format(255, 'x'), format(255, '#X'), format(255, 'b'), format(8, 'o'), format(10**6, ','))
print(format(1234567.891, ',.2f'), format(0.25, '%'), format(0.25, '.1%'), format(1e6, 'e'))
print(format(-1, '+d'), format(1, '+d'), format(1, ' d'), format(42, '^9'), format(42, '*<6'))
print(format(True), format(None), format([1, 2]), format(1.5), format('x', ''))
print(format(12.0, 'g'), format(1e-5, 'g'), format(123456789, 'g'), format(0.0001234, '.2g'))
print(format(3, '.2f'), format(-0.0, '.1f'), format(float('inf'), '10.2f'), format(float('nan'), '^7'))
for bad in [lambda: format(1, 'z'), lambda: format('a', 'd'), lambda: format(1.5, 'd'),
            lambda: format(1, 2), lambda: format([1], 'x')]:
    try:
        print(bad())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
