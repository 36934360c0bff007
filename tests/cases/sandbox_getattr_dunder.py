# baton-expect-error: AttributeError: 'list' object has no attribute '__class__'
# getattr cannot reach dunder attributes either.
print("start")
getattr([], "__class__")
