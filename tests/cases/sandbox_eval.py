# baton-expect-error: NameError: name 'eval' is not defined
print("start")
eval("1 + 1")
