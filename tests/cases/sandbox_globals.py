# baton-expect-error: NameError: name 'globals' is not defined
print("start")
globals()
