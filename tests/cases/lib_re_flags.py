# re.RegexFlag: the flags print as CPython's (re.IGNORECASE|re.MULTILINE),
# combine with | & ^ ~ into flags, stay ints, and compile as their values.
import re
print(re.I, repr(re.I), str(re.I), f"{re.I}", "%s %d %r" % (re.I, re.I, re.I), re.I|re.M, re.I|8, 8|re.I, re.I+1, ~re.I, re.I & re.M, repr(re.I & re.M), re.NOFLAG, repr(re.NOFLAG), re.I ^ re.I)
print(isinstance(re.I, int), re.I.name, re.I.value, (re.I|re.M).name, re.RegexFlag(2), re.RegexFlag(10), re.compile("a", re.I).flags, repr(re.compile("a", re.I|re.X)), hash(re.I)==2, re.I == 2, {re.I: 1}[2], re.U|re.A, repr(re.RegexFlag(512)), re.T, re.TEMPLATE, re.DEBUG, re.RegexFlag.__members__.keys())
print(re.I in (re.I|re.M), re.A.__class__.__name__, bool(re.NOFLAG), int(re.X), re.compile("x", flags=re.I|re.M).flags & re.I, str(re.I|re.M), [x for x in re.I|re.M], len(re.I|re.M|re.S))
print(repr(re.RegexFlag(514)), repr(re.I|512), int(~re.I), int(~re.NOFLAG), repr(re.I*2), re.I.name, re.RegexFlag(0).name, re.RegexFlag(512).name, (re.I|re.M).value)
print(re.RegexFlag.I, re.I.__class__.__module__)
try: re.RegexFlag("x")
except Exception as e: print(type(e).__name__, e)
print(f"{re.I:5}|", format(re.I, "d"), "%x" % re.M, (re.I|re.M) - re.I, type(re.M - re.I), 2 in re.RegexFlag.__members__.values())
print(re.findall("A", "aA", re.I), re.sub("a", "b", "AaA", flags=re.I), re.split("x", "aXb", flags=re.IGNORECASE), re.search("^b", "a\nb", re.M|re.I).group())
flags = 0
flags |= re.I
flags |= re.S
print(flags, re.compile("a.", flags), re.match("a.", "A\n", flags))
print(re.compile("a", re.I) is re.compile("a", 2))
