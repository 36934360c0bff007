# A program driven from the shell one step per process (README, Snapshots):
#   build/baton start host/examples/steps.py --tool search --tool weather --state S.snap
facts = search("cats")
print("found", facts)
try:
    print(weather("Oslo"))
except ValueError as e:
    print("no weather:", e)
