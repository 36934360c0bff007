# Structured logging of a sync job to stdout: custom Formatter, Filter,
# LoggerAdapter context, exc_info tracebacks, levels and propagation.
import logging
import sys


class ContextFilter(logging.Filter):
    def filter(self, record):
        record.job = getattr(record, "job", "-")
        return not record.getMessage().startswith("noise")


class KVFormatter(logging.Formatter):
    def format(self, record):
        base = super().format(record)
        extras = {k: v for k, v in record.__dict__.items() if k in ("user_id", "attempt")}
        return base + (" " + " ".join(f"{k}={v}" for k, v in sorted(extras.items())) if extras else "")

    def formatException(self, ei):
        text = super().formatException(ei)
        return "\n".join("  | " + line for line in text.splitlines())


handler = logging.StreamHandler(sys.stdout)
handler.setFormatter(KVFormatter("%(levelname)-7s %(name)s [%(job)s] %(message)s"))
handler.addFilter(ContextFilter())
root = logging.getLogger("sync")
root.setLevel(logging.DEBUG)
root.addHandler(handler)
root.propagate = False
log = logging.getLogger("sync.users")
job = logging.LoggerAdapter(log, {"job": "nightly"})

synced, failed = [], []
for uid in (1, 2, 5, 13, 4):
    try:
        user = get_user(uid)
        if not user["active"]:
            raise PermissionError(f"user {uid} is inactive")
        job.info("synced %s <%s>", user["name"], user["email"], extra={"user_id": uid})
        synced.append(uid)
    except KeyError:
        job.exception("lookup failed for %d", uid, extra={"user_id": uid})
        failed.append(uid)
    except PermissionError as e:
        job.warning("skipped: %s", e, extra={"user_id": uid, "attempt": 1})

log.debug("noise: this is filtered out")
log.debug("debug %r", {"synced": synced})
logging.getLogger("sync.other").error("no adapter, %d failures", len(failed))
child = log.getChild("cache")
print(child.name, child.parent.name, child.getEffectiveLevel(), logging.getLevelName(child.getEffectiveLevel()))
log.setLevel(logging.WARNING)
child.info("hidden: below WARNING")
child.warning("visible %s", "warning")
try:
    {}["missing"]
except KeyError:
    log.error("with traceback", exc_info=True)
log.critical("done: %d synced, %d failed", len(synced), len(failed))
log.warning("bad args %d", "x")
print("after bad-args record")

fmt = logging.Formatter("%(name)s|%(levelno)d|%(message)s|%(funcName)s")
rec = logging.LogRecord("r", logging.INFO, "f.py", 10, "hello %s %s", ("a", "b"), None, func="fn")
print(fmt.format(rec), rec.getMessage(), rec.levelname, rec.lineno)
print(logging.getLevelName(15), logging.getLevelName("ERROR"), logging.INFO < logging.WARNING, root.hasHandlers())
logging.addLevelName(15, "VERBOSE")
log.setLevel(1)
log.log(15, "custom level %d", 15)
print(logging.getLogger() is logging.root, logging.getLogger("sync") is root, log.handlers, len(root.handlers))
