# a warning names the file and line at its stacklevel and shows that
# source line; the registries are per module ("default" shows a message
# once per line)
import warnings, sys
def show(message, category, filename, lineno, file=None, line=None):
    text = warnings.formatwarning(message, category, filename, lineno, line)
    print(text.replace(filename, filename.rpartition("/")[2]), end="")
warnings.showwarning = show
def f():
    warnings.warn("old api", DeprecationWarning, stacklevel=2)
    warnings.warn("careful")
f()
f()
for i in range(3):
    warnings.warn("loop %d" % (i % 2))
warnings.warn("deep", stacklevel=50)
warnings.warn(RuntimeWarning("inst"), stacklevel=0)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    f()
    print([(str(x.message), x.category.__name__, x.lineno, x.filename.endswith("location.py"), x.line)
           for x in w])
warnings.filterwarnings("error", category=UserWarning)
try:
    f()
except UserWarning as e:
    print("raised", e)
