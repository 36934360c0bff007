# baton-expect-error: ModuleNotFoundError: No module named 'subprocess'
# (The sandbox has no subprocess module; CPython would import it, so the
# expected error line above overrides CPython's result. Nothing runs after
# the import.)
print("before import")
import subprocess
