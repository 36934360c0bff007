# A bare generator expression as a class base: the carets cover its 'for'.
class Row(x for x in range(3)):
    pass
