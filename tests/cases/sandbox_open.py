# baton-expect-error: NameError: name 'open' is not defined
# The sandbox has no file access: open is not a builtin.
print("start")
open("/etc/passwd")
