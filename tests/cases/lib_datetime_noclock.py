# Without a clock granted by the host, now() raises (CPython reads the
# real clock, so the expected error is baton's; stdout is CPython's).
# baton-expect-error: RuntimeError: datetime: now(): the host grants no clock (a host grants one with baton run --clock, baton mcp --clock, baton.Sandbox(clock=True) or a wall_clock callback in bt_config)
import datetime

print(datetime.datetime(2024, 1, 1).year)
try:
    datetime.datetime.utcnow()
except RuntimeError as e:
    print("utcnow")
else:
    print("utcnow")
datetime.datetime.now()
