# SyntaxError's fields (msg, filename, lineno, offset, text, end_lineno,
# end_offset) from its arguments, its str() and the constructor's checks
for args in [(), ('m',), ('m', ('f', 1, 2, 't')), ('m', ('/a/b/f.py', 1, 2, 't', 1, 5)), ('m', ('f', None, 2, 't')), ('m', (None, 3, 2, 't')), ('m', 5), ('m', (1,2)), ('m', (1,2,3,4,5,6,7)), ('m', ('f', 1, 2, 't'), 3), (5, ('f', 1, 2, 't')), ('m', ['f', 1, 2, 't'])]:
    try:
        e = SyntaxError(*args)
        print(args, '|', str(e), '|', repr(e), e.msg, e.filename, e.lineno, e.offset, e.text, e.end_lineno, e.end_offset, e.print_file_and_line, e.args)
    except Exception as x: print(args, type(x).__name__, x)
e = SyntaxError('m', ('f', 1, 2, 't')); e.lineno = 9; e.msg='z'; print(str(e), e.args, e.lineno)
e = IndentationError('m', ('f', 1, 2, 't')); print(str(e), e.lineno)
class MyErr(SyntaxError): pass
e = MyErr('bad', ('x.py', 4, 1, 'y')); print(e, e.lineno, isinstance(e, SyntaxError))
try:
    raise SyntaxError('oops', ('prog.py', 3, 5, 'a b c\n'))
except SyntaxError as e:
    print(e, e.text, e.offset)
import ast
for t in ['', '1\n2', 'x = 1', '[1,', '"abc', '  \n  1']:
    try: ast.literal_eval(t)
    except SyntaxError as e: print(repr(t), type(e).__name__, e, e.lineno, e.offset, e.filename, repr(e.text), e.msg)
