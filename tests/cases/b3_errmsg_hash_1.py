for v in [[1], {1: 2}, {1}, [[]], ([1],), {1: 2}.keys()]:
    try:
        hash(v)
    except TypeError as e:
        print(type(e).__name__, e)
    try:
        {v: 1}
    except TypeError as e:
        print(type(e).__name__, e)
    try:
        {v}
    except TypeError as e:
        print(type(e).__name__, e)
try:
    {}.setdefault([], 1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    [] in {1: 2}
except TypeError as e:
    print(type(e).__name__, e)
try:
    dict.fromkeys([[1]])
except TypeError as e:
    print(type(e).__name__, e)
print({1} in [{1}], frozenset({1}) in {frozenset({1}): 0}, {1} in {frozenset({1})})
