# log records carry where they were logged: lineno, funcName, module,
# filename (the stacklevel argument included), as CPython's findCaller
import logging, sys
logging.basicConfig(stream=sys.stdout, level=logging.INFO,
                    format="%(levelname)s %(module)s.%(funcName)s:%(lineno)d %(message)s")
log = logging.getLogger("svc")
def helper(msg):
    log.info(msg, stacklevel=2)
def caller():
    helper("via helper")
    log.warning(
        "multi %s",
        "line")
caller()
class Service:
    def run(self):
        log.info("running %s", self.__class__.__name__)
        logging.info("root from method")
        try:
            {}["k"]
        except KeyError as e:
            log.error("lookup failed: %r", e)
Service().run()
ad = logging.LoggerAdapter(log, {"k": 1})
ad.info("adapter")
f = lambda: log.error("lambda")
f()
[log.info("comp %d", i) for i in range(2)]
log.info("deep", stacklevel=10)
def gen():
    log.info("in generator")
    yield 1
list(gen())
h = logging.StreamHandler(sys.stdout)
h.setFormatter(logging.Formatter("%(filename)s|%(name)s %(message)s"))
other = logging.getLogger("other"); other.propagate = False; other.addHandler(h)
other.warning("where")
r = logging.LogRecord("n", 10, "/a/b/mod.py", 5, "m", None, None)
print(r.filename, r.module, r.pathname, r.lineno)
for p in ["x", ".hidden", "a.b.c", "(unknown file)"]:
    print(repr(logging.LogRecord("n", 10, p, 1, "m", None, None).module))
