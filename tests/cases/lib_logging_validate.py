# logging.Formatter's validate for the three styles: field names, conversions,
# specs, bare '$', no fields (CPython's messages)
import logging
for style, fmts in [('{', ['{message}', '{levelname:>8} {name}', '{a.b[0]}', '{}', '{0}', '{a!x}', '{a!r:>5}', '{a:{w}}', '{a:zz}', 'no fields', '{a', 'a}', '{a-b}', '{a:<10.3f}', '{a:_^+#012,.3%}', '{a[}', '{!r}']),
                    ('$', ['$message', '${levelname} $name', '$$ only', 'x $ y $a', 'plain', '${a', '$1', '$a$']),
                    ('%', ['%(message)s', 'plain', '%(a)-10s', '%(a)*d', '%s', '%(a)z'])]:
    for f in fmts:
        try:
            logging.Formatter(f, style=style)
            print(style, repr(f), 'ok')
        except ValueError as e:
            print(style, repr(f), 'ValueError', e)
