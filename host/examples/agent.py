# An agent's program: plan a trip report from tool calls.
# Run with:  make demo   (or: build/baton run host/examples/agent.py \
#                               --tools host/examples/tools.json --trace)
cities = ["Paris", "Tokyo", "Oslo", "Atlantis"]

report = []
for city in cities:
    try:
        w = get_weather(city)
    except ValueError as e:
        report.append(f"{city:<8} no data ({e})")
        continue
    mark = "!" if w["sky"] in ("rain", "fog") else " "
    report.append(f"{city:<8}{mark} {w['temp']:5.1f}°{w['units']}  {w['sky']:<7} wind {w['wind_kmh']} km/h")

rainy = [line.split()[0] for line in report if "!" in line]
print("Weather:")
for line in report:
    print("  " + line)

if rainy:
    hits = search("rain jacket", limit=2)
    print(f"\nRain expected in {', '.join(rainy)}; reading {len(hits)} notes:")
    for h in hits:
        doc = read_doc(h["id"])
        first = doc["body"].split(". ")[0].rstrip(".")
        print(f"  - {doc['title']}: {first}.")

warmest = max((get_weather(c, units="F") for c in cities if c != "Atlantis"),
              key=lambda w: w["temp"])
print(f"\nWarmest: {warmest['city']} at {warmest['temp']}°F")
len(report)
