def f():
    pass
print(callable(f), callable(len), callable(int), callable(1), callable('a'))
print(callable(lambda: 0), callable([].append), callable(None), callable(ValueError))
print(callable(str.upper), callable(type), callable(print), callable([]))
class_like = [int, str, list, dict, ValueError]
print([callable(c) for c in class_like])
print(int.__name__, len.__name__, f.__name__, ValueError.__name__)
try:
    callable()
except TypeError as e:
    print(type(e).__name__, e)
