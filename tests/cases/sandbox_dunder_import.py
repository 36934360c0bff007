# baton-expect-error: NameError: name '__import__' is not defined
print("start")
__import__("os")
