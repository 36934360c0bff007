# string's constants, its public names, and Formatter/Template edges
import string
for name in ('whitespace', 'ascii_lowercase', 'ascii_uppercase', 'ascii_letters', 'digits',
             'octdigits', 'hexdigits', 'punctuation', 'printable'):
    print(name, repr(getattr(string, name)))
print([n for n in dir(string) if not n.startswith('_')])
f = string.Formatter()
print(f.convert_field(3, None), f.convert_field('x', 'r'), f.convert_field('é', 'a'))
for bad in ('q', '', 'ss'):
    try:
        f.convert_field(1, bad)
    except ValueError as e:
        print('ValueError', e)
try:
    f.format('{:{:{:{}}}}', 1, 2, 3, 4)
except ValueError as e:
    print('ValueError', e)
class T(string.Template):
    pattern = r'@(?P<escaped>@)|@(?P<named>\w+)|@\{(?P<braced>\w+)\}|@(?P<invalid>)'
print(T('@a @@ @{b}').substitute(a=1, b=2), T('@').is_valid(), T('@x').get_identifiers())
class U(string.Template):
    delimiter = '%'
print(U('%who %%').substitute(who='me'), U.pattern.pattern == string.Template.pattern.pattern)
