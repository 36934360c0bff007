# complex meets the rest of the language: attributes, numbers.Complex, json,
# ast.literal_eval, match patterns, isinstance, type checks
import ast
import json
import numbers
z = 1.5 - 2j
print(z.real, z.imag, type(z.real), z.conjugate(), (3j).real, (5).imag, (2.5).imag)
print(isinstance(z, numbers.Complex), isinstance(z, numbers.Real), isinstance(1, numbers.Complex),
      isinstance(z, numbers.Number), issubclass(complex, numbers.Complex))
print(isinstance(z, (int, float)), type(z) is complex, complex.__name__)
try:
    z.real = 3
except AttributeError as e:
    print(type(e).__name__)
try:
    z.foo
except AttributeError as e:
    print(e)
try:
    json.dumps(z)
except TypeError as e:
    print(e)
print(json.dumps([1, 2.5]), json.dumps(z, default=lambda o: [o.real, o.imag]))
print(ast.literal_eval('1+2j'), ast.literal_eval('-3.5-1j'), ast.literal_eval('[2j, (1-0j)]'))
for bad in ('1j+2j', '1+2', 'complex(1)'):
    try:
        ast.literal_eval(bad)
    except ValueError as e:
        print(type(e).__name__, str(e)[:30])
for v in (1 + 2j, -1 - 2j, 2j, 3, 1.5 - 0j):
    match v:
        case 1 + 2j:
            print('one plus two j', v)
        case -1 - 2j:
            print('minus', v)
        case 2j:
            print('two j', v)
        case complex(real=r, imag=i):
            print('complex', r, i)
        case _:
            print('other', v)
print(sorted([3j, 1 + 1j, -2j], key=abs), max([1j, 3, -4j], key=abs))
print(divmod(7, 2), round(2.5), list(map(complex, [1, 2.5, '3j'])))
print(1j.__class__, repr(complex.conjugate(2 + 3j)))
