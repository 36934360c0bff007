# Structured logging to stdout: Formatter subclass, Filter, LoggerAdapter, hierarchy/propagate,
# levels, and logging.exception with a traceback.
import logging
import sys
import json

class JsonFormatter(logging.Formatter):
    def format(self, record):
        payload = {"lvl": record.levelname, "logger": record.name, "msg": record.getMessage()}
        if hasattr(record, "request_id"):
            payload["rid"] = record.request_id
        if record.exc_info:
            payload["exc"] = self.formatException(record.exc_info).splitlines()[-1]
        return json.dumps(payload, sort_keys=True)

class DropHealth(logging.Filter):
    def filter(self, record):
        return "/health" not in record.getMessage()

root = logging.getLogger()
root.setLevel(logging.DEBUG)
plain = logging.StreamHandler(sys.stdout)
plain.setFormatter(logging.Formatter("%(levelname)-8s|%(name)s|%(message)s"))
plain.setLevel(logging.INFO)
root.addHandler(plain)
svc = logging.getLogger("svc")
api = logging.getLogger("svc.api")
api.addFilter(DropHealth())
structured = logging.StreamHandler(sys.stdout)
structured.setFormatter(JsonFormatter())
api.addHandler(structured)
print(api.parent is svc, svc.parent is root, api.getEffectiveLevel(), logging.getLogger("svc.api") is api)
for line in fetch_logs("api", limit=8):
    parts = line.split()
    level = getattr(logging, parts[2], logging.INFO)
    api.log(level, "%s %s -> %s", parts[4], parts[5], parts[6])
adapter = logging.LoggerAdapter(api, {"request_id": "r-42"})
adapter.warning("slow request %dms", 812)
api.propagate = False
api.error("only structured now")
api.propagate = True
svc.setLevel(logging.ERROR)
logging.getLogger("svc.db").warning("suppressed by svc level")
logging.getLogger("svc.db").error("db down")
def risky():
    return get_metrics("mail-1")
try:
    risky()
except LookupError:
    api.exception("metrics failed for %s", "mail-1")
    logging.getLogger("other").exception("with traceback")
logging.getLogger("quiet").debug("never shown")
logging.disable(logging.WARNING)
logging.getLogger("other").warning("disabled")
logging.disable(logging.NOTSET)
logging.getLogger("other").warning("enabled again")
print(logging.getLevelName(logging.WARNING), logging.INFO, logging._levelToName.get(50) if hasattr(logging, "_levelToName") else "CRITICAL", root.handlers == [plain])
