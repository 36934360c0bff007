import re, collections
for t in [bool, int, object, ValueError, ConnectionResetError, KeyError, dict, type(re.compile("a")), type(None), collections.OrderedDict, StopAsyncIteration, range, type(len)]:
    print(t.__mro__, t.__bases__, t.__base__, t.__module__)
class A(int): pass
try:
    print(A(1).__mro__)
except AttributeError as e:
    print(e)
print(A.__mro__, A.__module__)
