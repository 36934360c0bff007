# baton-expect-error: AttributeError: type object 'list' has no attribute '__subclasses__'
# getattr cannot reach the closed dunder attributes either.
print("start")
getattr(getattr([], "__class__"), "__subclasses__")
