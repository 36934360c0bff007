# __exit__ raising while an exception is handled: chained ("During handling
# of the above exception, another exception occurred").
class Lock:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        raise RuntimeError("release failed")


with Lock():
    {}["missing"]
