# SystemExit with an int: no traceback, that exit status.
print("before")
raise SystemExit(3)
