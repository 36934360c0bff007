# Config loader that validates tool-provided settings, emits warnings for deprecated keys (warnings.warn with stacklevel, filters, catch_warnings(record=True)), logs through logging to a StringIO, and finishes with a summary.
import warnings
import logging
import io
import json

stream = io.StringIO()
handler = logging.StreamHandler(stream)
handler.setFormatter(logging.Formatter("%(levelname)s:%(name)s:%(message)s"))
log = logging.getLogger("cfg")
log.addHandler(handler)
log.setLevel(logging.INFO)
log.propagate = False

DEPRECATED = {"retries": "max_retries", "timeout": "timeout_s"}
class ConfigWarning(UserWarning):
    pass

def load(raw):
    cfg = {}
    for key, value in raw.items():
        if key in DEPRECATED:
            warnings.warn(f"{key!r} is deprecated, use {DEPRECATED[key]!r}", DeprecationWarning, stacklevel=2)
            key = DEPRECATED[key]
        if key.startswith("_"):
            warnings.warn(f"private key {key!r} ignored", ConfigWarning)
            continue
        cfg[key] = value
    if cfg.get("max_retries", 0) > 5:
        log.warning("max_retries=%d is high", cfg["max_retries"])
    log.info("loaded %d keys", len(cfg))
    return cfg

weather = get_weather("Sydney")
raw = {"city": weather["city"], "retries": 7, "timeout": 2.5, "_secret": "x", "units": weather["units"]}
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    cfg = load(raw)
for w in caught:
    print(f"{w.category.__name__}: {w.message} (line {w.lineno})")
print(json.dumps(cfg, sort_keys=True))
with warnings.catch_warnings():
    warnings.simplefilter("error", ConfigWarning)
    try:
        load({"_x": 1})
    except ConfigWarning as e:
        print("ConfigWarning raised:", e)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("ignore", DeprecationWarning)
    warnings.simplefilter("always", ConfigWarning)
    load({"retries": 1, "_y": 2})
    print([str(w.message) for w in caught])
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("default")
    for _ in range(3):
        load({"timeout": 1})
    print(len(caught), "deduplicated by the default filter")
print(stream.getvalue(), end="")
print(issubclass(ConfigWarning, Warning), warnings.formatwarning("msg", ConfigWarning, "cfg.py", 12).strip())
