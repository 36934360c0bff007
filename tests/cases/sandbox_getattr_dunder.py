# baton-expect-error: AttributeError: type object 'list' has no attribute '__subclasses__'
# getattr cannot reach closed dunder attributes either.
print("start")
print(getattr([], "__class__"))
getattr(getattr([], "__class__"), "__subclasses__")
