# re.error's msg, pattern, pos, lineno and colno
import re
for pat in ["a\n(b", "(", "[a-", "(?P<1>x)", "a{2,1}", "*"]:
    try:
        re.compile(pat)
    except re.error as e:
        print(repr(e.msg), repr(e.pattern), e.pos, e.lineno, e.colno, e.args)
