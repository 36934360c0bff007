#!/usr/bin/env python3
"""Example tool: weather lookup from a fixed table (no network).
Reads {"args": [...], "kwargs": {...}} on stdin, writes JSON on stdout."""
import json
import sys

TABLE = {
    "paris": {"temp_c": 18.5, "sky": "cloudy", "wind_kmh": 14},
    "tokyo": {"temp_c": 24.0, "sky": "clear", "wind_kmh": 9},
    "oslo": {"temp_c": 7.25, "sky": "rain", "wind_kmh": 22},
    "lima": {"temp_c": 21.0, "sky": "fog", "wind_kmh": 5},
}

call = json.load(sys.stdin)
kw = call["kwargs"]
city, units = kw["city"], kw.get("units", "C")
row = TABLE.get(city.lower())
if row is None:
    print(json.dumps({"error": {"type": "ValueError",
                                "message": f"unknown city: {city}"}}))
    sys.exit(0)
temp = row["temp_c"] if units == "C" else round(row["temp_c"] * 9 / 5 + 32, 1)
print(json.dumps({"city": city, "temp": temp, "units": units,
                  "sky": row["sky"], "wind_kmh": row["wind_kmh"]}))
