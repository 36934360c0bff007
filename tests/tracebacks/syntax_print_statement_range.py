# The parser's SyntaxError for a Python 2 print statement marks the
# statement, as CPython 3.11 does.
for line in ["a", "b"]:
    print(line)
print "done"
