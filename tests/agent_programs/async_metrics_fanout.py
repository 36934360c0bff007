import asyncio
import math
import statistics
from dataclasses import dataclass
from typing import Dict, List, Tuple

HOSTS = ["web-1", "web-2", "db-main", "cache-9", "db-replica"]


@dataclass
class HostReport:
    host: str
    mean_cpu: float
    max_cpu: float
    errors: int
    mem_gb: float

    @property
    def status(self) -> str:
        if self.max_cpu > 90 or self.errors > 10:
            return "CRITICAL"
        if self.mean_cpu > 60:
            return "WARN"
        return "OK"


async def fetch(host: str) -> Tuple[str, List[dict] | Exception]:
    try:
        points = await aget_metrics(host, points=12)
        return host, points
    except Exception as exc:  # noqa: BLE001
        return host, exc


def summarize(host: str, points: List[dict]) -> HostReport:
    cpus = [p["cpu"] for p in points]
    return HostReport(
        host=host,
        mean_cpu=statistics.fmean(cpus),
        max_cpu=max(cpus),
        errors=sum(p["errors"] for p in points),
        mem_gb=max(p["mem_mb"] for p in points) / 1024,
    )


async def main() -> None:
    results = await asyncio.gather(*(fetch(h) for h in HOSTS))
    reports: Dict[str, HostReport] = {}
    for host, res in results:
        if isinstance(res, Exception):
            print(f"{host:<11} FAILED  {type(res).__name__}: {res}")
            continue
        reports[host] = summarize(host, res)
    print()
    print(f"{'host':<11}|{'mean':>7}|{'max':>6}|{'err':>4}|{'mem':>7}| status")
    print("-" * 48)
    for r in sorted(reports.values(), key=lambda r: r.mean_cpu, reverse=True):
        print(f"{r.host:<11}|{r.mean_cpu:7.2f}|{r.max_cpu:6.1f}|{r.errors:4d}|"
              f"{r.mem_gb:6.2f}G| {r.status}")
    all_cpu = [p["cpu"] for _, res in results if not isinstance(res, Exception) for p in res]
    mu = statistics.mean(all_cpu)
    sd = statistics.stdev(all_cpu)
    print(f"\nfleet mean {mu:.3f} sd {sd:.3f} n={len(all_cpu)}")
    z = {h: round((r.max_cpu - mu) / sd, 2) for h, r in reports.items()}
    print("z-scores:", z)
    print("geo mean cpu:", round(statistics.geometric_mean(all_cpu), 4))
    print("harmonic:", round(statistics.harmonic_mean(all_cpu), 4))
    print("ceil GB total:", math.ceil(sum(r.mem_gb for r in reports.values())))
    print("isclose:", math.isclose(mu, statistics.fmean(all_cpu)), math.fsum(all_cpu) == sum(all_cpu))
    tasks = [asyncio.create_task(aget_metrics(h, points=2), name=f"m-{h}") for h in HOSTS[:2]]
    done = await asyncio.wait_for(asyncio.gather(*tasks), timeout=5)
    print([len(d) for d in done], [t.get_name() for t in tasks], all(t.done() for t in tasks))


asyncio.run(main())
