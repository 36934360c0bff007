# SystemExit() is a normal end: status 0; except Exception does not catch it.
try:
    raise SystemExit()
except Exception:
    print("not caught here")
print("not reached")
