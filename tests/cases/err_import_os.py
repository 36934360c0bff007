# baton-expect-error: ModuleNotFoundError: No module named 'os'
# (The sandbox has no os module; CPython would import it, so the expected
# error line above overrides CPython's result. Nothing runs after the import.)
print("before import")
import os
