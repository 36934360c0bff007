# An except clause's 'as' name is unbound however its body ends, an
# exception escaping it included (CPython's cleanup handler)
import sys
# the `as` name is unbound when the handler body ends by an exception too
def f():
    try:
        try:
            raise KeyError(1)
        except KeyError as e:
            raise ValueError(2)
    except ValueError as v:
        print(repr(v), repr(v.__context__))
        try:
            print(e)
        except NameError as x:
            print('NameError', x)
f()
try:
    try:
        raise KeyError(1)
    except KeyError as e2:
        raise
except KeyError:
    print('e2' in globals())
def deleted():
    try:
        try:
            raise KeyError(1)
        except KeyError as e:
            del e
            raise TypeError('t')
    except TypeError as t:
        print('deleted then raised:', t)
deleted()
def captured():
    fns = []
    try:
        try:
            raise KeyError('k')
        except KeyError as e:
            fns.append(lambda: e)
            raise RuntimeError('r')
    except RuntimeError:
        try:
            fns[0]()
        except NameError as x:
            print('NameError', x)
captured()
def gen():
    try:
        raise KeyError(1)
    except KeyError as e:
        yield 1
        raise ValueError('from gen')
g = gen()
print(next(g))
try:
    next(g)
except ValueError as e:
    print('gen raised', e)
def other_handler_untouched():
    b = 'kept'
    try:
        try:
            raise KeyError(1)
        except ValueError as b:
            pass
        except KeyError as a:
            raise IndexError('i')
    except IndexError:
        print(b)
other_handler_untouched()
def nested():
    try:
        try:
            raise KeyError(1)
        except KeyError as outer:
            try:
                raise ValueError(2)
            except ValueError as inner:
                raise TypeError(3)
    except TypeError as t:
        print(repr(t.__context__), repr(t.__context__.__context__))
        for name in ('outer', 'inner'):
            try:
                print(locals()[name])
            except KeyError:
                print(name, 'unbound')
nested()
def finally_sees():
    try:
        raise KeyError(1)
    except KeyError as e:
        raise ValueError(2)
    finally:
        print('finally', 'e' in locals())
try:
    finally_sees()
except ValueError:
    print('caught')
def loop():
    for i in range(3):
        try:
            try:
                raise KeyError(i)
            except KeyError as e:
                if i == 1:
                    raise
                continue
        except KeyError:
            print('loop', i, 'e' in locals())
loop()
try:
    raise KeyError('top')
except KeyError as top:
    raise ValueError('escapes') from None
