# SystemExit with a message: printed to stderr, exit status 1.
def leave():
    raise SystemExit("bye: " + str(42))
try:
    leave()
finally:
    print("finally runs")
