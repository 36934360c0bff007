# `except` takes an exception class or a flat tuple of them; every entry is
# checked when an exception is matched, before any matches.
def attempt(spec):
    try:
        try:
            raise ValueError('v')
        except spec:
            print('caught by', spec)
    except TypeError as e:
        print('TypeError', e)
    except ValueError:
        print('ValueError passed through')

attempt(ValueError)
attempt((KeyError, ValueError))
attempt(())
attempt(((ValueError,),))
attempt((ValueError, 5))
attempt((ValueError, (KeyError,)))
attempt(int)
attempt('ValueError')
try:
    print('no exception')
except ((ValueError,),):
    pass
print('an except clause is only checked when an exception reaches it')
