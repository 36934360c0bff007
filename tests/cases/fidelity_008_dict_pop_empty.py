# dict.pop(key[, default]) on an EMPTY dict does not hash the key in CPython:
# pop([1], 'default') returns the default and pop([1]) raises KeyError [1].
# baton hashes first and raises TypeError unhashable type. (Low priority.)
#
# CPython 3.11 prints:
#   default
#   KeyError [1]
#   [exit 0]
# baton prints:
#   Traceback (most recent call last):
#     File "FILE", line 2, in <module>
#       print(d.pop([1], 'default'))
#   TypeError: unhashable type: 'list'
#   [exit 1]

d = {}
print(d.pop([1], 'default'))
try:
    d.pop([1])
except Exception as e:
    print(type(e).__name__, e)
d = {1: 2}
try:
    d.pop([1], 'x')
except TypeError as e:
    print(type(e).__name__, e)
del d[1]
print(d.pop({}, 'gone'))
