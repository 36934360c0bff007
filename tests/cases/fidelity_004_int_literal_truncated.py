# int() invalid-literal message: CPython truncates the repr of the string to 200
# characters (%.200R); baton puts the whole string in the message.
#
# CPython 3.11 prints:
#   240
#   [exit 0]
# baton prints:
#   342
#   [exit 0]

try:
    int('x' * 300)
except ValueError as e:
    print(len(str(e)))
for s in ['é' * 300, 'a' * 198 + "'", '\n' * 250, 'x' * 199, ' 12 3 ']:
    for b in (10, 16, 0):
        try:
            int(s, b)
        except ValueError as e:
            print(len(str(e)), str(e)[-12:])
