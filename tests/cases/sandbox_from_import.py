# baton-expect-error: ModuleNotFoundError: No module named 'subprocess'
print("start")
from subprocess import run
