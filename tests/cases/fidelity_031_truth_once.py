# Each operand's truth is asked once in conditions built of and/or/not (if,
# while, assert, conditional expressions, comprehension filters) and in
# nested boolean values, as CPython's compiler does: a __bool__ or __len__
# with a side effect runs once.
log = []
class B:
    def __init__(s, v, n): s.v = v; s.n = n
    def __bool__(s):
        log.append(s.n)
        return s.v
class L:
    def __init__(s, k, n): s.k = k; s.n = n
    def __len__(s):
        log.append(s.n)
        return s.k
def show(label):
    print(label, log)
    log.clear()
if B(True, 'a') or False:
    pass
show('if or')
if B(False, 'a') and True:
    pass
show('if and')
x = B(True, 'a') or 1
show('value or')
assert B(True, 'a') or False
show('assert')
while B(False, 'w') and False:
    pass
show('while')
r = (B(False, 'n') and False or False) == False
show('nested value %s' % r)
if not (B(True, 'x') or B(True, 'y')):
    pass
show('if not or')
y = [1 for _ in range(1) if B(True, 'c') or 0]
show('comprehension')
z = 1 if (B(False, 't') or B(True, 'u')) else 2
show('ifexp %s' % z)
if B(True, 'p') and B(False, 'q') or B(True, 'r'):
    pass
show('and-or')
if L(1, 'l') and not (L(0, 'm') or B(False, 'n')):
    pass
show('len not')
while not (B(True, 'd') and L(2, 'e')):
    break
show('while not')
print([i for i in range(3) if not (B(i > 0, 'i%d' % i) and B(i > 1, 'j%d' % i))])
show('filter not')
try:
    assert not (B(False, 'f') or L(3, 'g')), 'msg'
except AssertionError as e:
    print('AssertionError', e)
show('assert not')
