# str.format / format_map when a value's __format__ is Python code (Decimal,
# date, an enum, a class): nested spec fields take their automatic numbers
# after the field's own, as CPython's; format_map formats them too.
from decimal import Decimal
from datetime import date, time
from fractions import Fraction
import enum


class Pri(enum.IntEnum):
    HIGH = 3


class P:
    def __format__(self, spec):
        return 'P<' + spec + '>'


p = P()
cases = [
    lambda: '{:{}}'.format(p, 4),
    lambda: '{:>{}}|{:{}}'.format(p, 4, Decimal('2.675'), '> .12'),
    lambda: '{:{}}'.format(date(2024, 3, 5), '%d %b'),
    lambda: '{:{}}|{:>{w}.{p}}'.format(date(2024, 3, 5), '< 3.1e', 1e22, w=9, p=5),
    lambda: '{:{}}'.format(Pri.HIGH, '#25'),
    lambda: '{:{}}'.format(Decimal('-1234567.891'), 'z10x'),
    lambda: '{:{}}'.format(Decimal('1234.5678'), '>10.1c'),
    lambda: '{0:{1}}{2!x:{3}}'.format(p, 3, Decimal('1.5')),
    lambda: '{:{}}{:{x}}'.format(p, 3, Decimal('1.5'), x='<3'),
    lambda: '{:{:{}}}'.format(p, 3, 4),
    lambda: '{:{}{}}'.format(p, '>', 4),
    lambda: '{0.real:{1}}'.format(Fraction(1, 3), '+1.3o'),
    lambda: '{d[k]:>{w}}'.format_map({'d': {'k': p}, 'w': 9}),
    lambda: '{d[k]:>{w}}'.format_map({'d': {'k': Decimal('2.675')}, 'w': 1}),
    lambda: '{d[k]:>{w}}'.format_map({'d': {'k': time(7, 5)}, 'w': 15}),
    lambda: '{a!r:{w}}|{a:%H}'.format_map({'a': time(7, 5), 'w': 30}),
    lambda: '{0}{a}'.format_map({'a': p}),
    lambda: '{a}{}'.format_map({'a': p}),
    lambda: '{a}{b}'.format_map({'a': p}),
    lambda: f'{p:{ 9 }}' + format(p, 'é>+25,b'),
]
for i, f in enumerate(cases):
    try:
        print(i, repr(f()))
    except Exception as e:
        print(i, type(e).__name__, e)
