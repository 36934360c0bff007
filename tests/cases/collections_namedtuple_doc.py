# A namedtuple class's __doc__ is the repr of its field tuple without quotes:
# one field keeps the tuple's trailing comma.
from collections import namedtuple

print(namedtuple('Q', ['a']).__doc__)
print(namedtuple('E', []).__doc__)
print(namedtuple('P', 'x y').__doc__)
print(namedtuple('R', 'a, b, c', defaults=[1]).__doc__)
