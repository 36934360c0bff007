# Tool failures become exceptions at the call site.
try:
    get_weather("Atlantis")
except ValueError as e:
    print("ValueError:", e)
try:
    fails(1)
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    get_weather()
except TypeError as e:
    print("TypeError:", e)
try:
    get_weather("Paris", unit="F")
except TypeError as e:
    print("TypeError:", e)
try:
    get_weather("Paris", "C", "extra")
except TypeError as e:
    print("TypeError:", e)
w = get_weather(units="F", city="Lima")
print(w["temp"], w["units"])
get_weather("Nowhere")
