# ast.literal_eval: Python literals parsed by baton's parser, CPython's
# results, SyntaxErrors and malformed-node ValueErrors (the node's address
# differs from run to run in CPython: it is cut off here)
import ast
tests = ['', ' 1', '\t[1, 2]', '\n1', '1\n', '1\n2', '1;2', 'x = 1', '-True', '--1', '1+2', '{**a}', '{1: 2, **a}', '{1, [2]}', '{[1]: 2}', 'set()', 'set([1])', 'frozenset()', '...', 'None', 'f"x"', 'f"{1}"', '"a" "b"', 'b"x" b"y"', '(1,)', '()', '[1, (2, {3: "x"})]', '-1.5', '+5', '0x_ff', '1_000', '1e400', '-0.0', 'x', 'a.b', '(1, *x)', 'lambda: 1', '1 if 1 else 2', '"\\N{EM DASH}"', '  \n  1', '# c\n1', '1 # c', 'import os', 'not 1', '~1', '-"a"', '1 2', '[1,', '"abc', 'b"\\xff"', "{'a': [1, 2.5, None, True], 'b': ('x',)}", "-9" * 1 + "9" * 30, "1 ;2", "a, b = 1, 2", "if 1: pass", "(1,\n 2,\n x)", "[1, 2, 3][0]", "{'k': -5, 'j': +2.5e-3}", "'''multi\nline'''", "r'\\d+'", "0o17", "0b101", "1_0.5_0"]
for t in tests:
    try: print(repr(t), '->', repr(ast.literal_eval(t)))
    except Exception as e:
        m = str(e)
        if ' object at 0x' in m: m = m[:m.index(' object at 0x')]
        print(repr(t), type(e).__name__, m, getattr(e, 'lineno', None), getattr(e, 'offset', None), getattr(e,'filename',None), repr(getattr(e,'text',None)))
for v in [5, b'1', None, [1]]:
    try: print(repr(v), '->', repr(ast.literal_eval(v)))
    except Exception as e: print(repr(v), type(e).__name__, e)
print(ast.literal_eval(node_or_string="[1]"))
try:
    ast.literal_eval("1\x00")
except (ValueError, SyntaxError) as e:
    print(type(e).__name__, e)
try:
    ast.literal_eval("[1]", node_or_string="[2]")
except TypeError as e:
    print(e)
try:
    ast.literal_eval()
except TypeError as e:
    print(e)
