# baton-expect-error: NameError: name 'exec' is not defined
print("start")
exec("x = 1")
