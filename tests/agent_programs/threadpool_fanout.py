# Fan out tool calls with concurrent.futures.ThreadPoolExecutor (submit, map, as_completed), collect exceptions from futures, and guard shared state with a Lock.
from concurrent.futures import ThreadPoolExecutor, as_completed, wait, ALL_COMPLETED
import threading

lock = threading.Lock()
seen = []

def profile(uid):
    u = get_user(uid)
    with lock:
        seen.append(uid)
    return uid, u["name"], u["tier"]

with ThreadPoolExecutor(max_workers=4) as pool:
    futures = {pool.submit(profile, uid): uid for uid in [5, 3, 77, 1, 9]}
    done = []
    for fut in as_completed(futures):
        uid = futures[fut]
        try:
            done.append(fut.result())
        except KeyError as e:
            print(f"user {uid} failed: {e!r}")
print(sorted(done))
print(sorted(seen), threading.current_thread().name)

with ThreadPoolExecutor() as pool:
    temps = list(pool.map(lambda c: (c, get_weather(c)["temp"]), ["Paris", "Cairo", "Lima"]))
    rates = dict(pool.map(lambda q: (q, get_exchange_rate("EUR", q)["rate"]), ["USD", "GBP"]))
print(temps, rates)

with ThreadPoolExecutor(max_workers=2) as pool:
    fs = [pool.submit(get_stock, s, 2) for s in ["ACME", "bad", "GLOBX"]]
    finished, not_done = wait(fs, return_when=ALL_COMPLETED)
    print(len(finished), len(not_done))
    for s, f in zip(["ACME", "bad", "GLOBX"], fs):
        exc = f.exception()
        print(s, "->", f"error {type(exc).__name__}: {exc}" if exc else [d["close"] for d in f.result()], f.done())

results = {}
def worker(city):
    results[city] = get_weather(city, units="F")["temp"]
threads = [threading.Thread(target=worker, args=(c,), name=f"w-{c}") for c in ("Oslo", "Tokyo")]
for t in threads:
    t.start()
for t in threads:
    t.join()
print(dict(sorted(results.items())), [t.name for t in threads], all(not t.is_alive() for t in threads))
with ThreadPoolExecutor() as pool:
    f = pool.submit(get_user, 0)
print(f.result())
