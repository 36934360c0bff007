print(TypeError('x').args, repr(TypeError('x', 2)))
print(str(TypeError()))
class_err = TypeError
print(class_err.__name__)
raise class_err('custom message', 42)
