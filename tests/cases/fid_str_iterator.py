# CPython 3.11: iter() of an ASCII str is a str_ascii_iterator, of any
# other str a str_iterator
for s in ['', 'abc', 'é', 'aé', '\U0001f600x', 'x' * 3 + '\u4e2d']:
    it = iter(s)
    print(type(it).__name__, it.__length_hint__(), list(it), it.__length_hint__())
import collections.abc
it = iter('naïve')
print(isinstance(it, collections.abc.Iterator), type(it) is type(iter('a')))
print(repr(it).split(' object')[0], next(it), next(it), next(it), list(it))
print(type(iter('é')) is type(iter('ü')), type(iter('')) is type(iter('abc')))
try:
    type(iter('é'))()
except TypeError as e:
    print(e)
for s in ('é', 'e'):
    try:
        class X(type(iter(s))):
            pass
    except TypeError as e:
        print(e)
print(sorted(set(dir(iter('é'))) ^ set(dir(iter('a')))))
print([c for c in 'dé'], list(reversed('dé')), tuple('dé'), ''.join(iter('xyzé')))
it = iter('aéb')
next(it)
print(list(it), list(it))
