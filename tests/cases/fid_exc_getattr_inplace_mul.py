# an exception subclass's __getattr__ runs after the builtin exception
# attributes; x *= seq tries only x's sequence repeat; seq * an exception
# instance is "can't multiply sequence"
class E(Exception):
    def __getattr__(self, name):
        return name.upper()


class F(Exception):
    def __init__(self, *a):
        pass

    def __getattr__(self, name):
        if name == 'boom':
            raise AttributeError('no boom here')
        return len(name)


e = E('x')
print(e.foo, e.args, e.__class__.__name__, getattr(e, 'bar', 'dflt'), hasattr(e, 'q'))
f = F('ab')
print(f.abc, f.args, hasattr(f, 'boom'), getattr(f, 'boom', 'dflt'))
try:
    f.boom
except AttributeError as ex:
    print('AttributeError', ex)


class G:
    pass


def t(fn):
    try:
        print(fn())
    except Exception as ex:
        print(type(ex).__name__, ex)


t(lambda: 's' * G())
t(lambda: [0] * F())
t(lambda: (1,) * E())
t(lambda: G() * 's')
x = G()
try:
    x *= 's'
except TypeError as ex:
    print('TypeError', ex)
y = [1]
try:
    y *= G()
except TypeError as ex:
    print('TypeError', ex)
import copy


class H(Exception):
    def __init__(self, *a):
        super().__init__(*a)
        self.a = 4

    def __getattr__(self, name):
        return name.upper()


h = copy.copy(H('q'))
print(type(h).__name__, h.a, h.args, h.zz)
# copies of exceptions keep their args (BaseException.__reduce__)
e = copy.copy(ValueError('v', 2))
print(type(e).__name__, e.args)
e = copy.deepcopy(KeyError('k'))
print(type(e).__name__, e.args, str(e))
