# baton-expect-error: AttributeError: type object 'object' has no attribute '__subclasses__'
# The classic escape ().__class__.__bases__[0].__subclasses__() stops at
# __subclasses__ (x.__class__ is type(x), no door of its own).
print("start")
print(().__class__.__bases__[0])
().__class__.__bases__[0].__subclasses__()
