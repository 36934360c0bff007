# sys.implementation: a namespace with name, cache_tag, version and
# hexversion (baton's own name and no module cache: not compared here).
import sys

impl = sys.implementation
print(type(impl).__name__, isinstance(impl.name, str), impl.version == tuple(sys.version_info))
print(impl.hexversion == sys.hexversion, str(impl).startswith("namespace(name="))
print("version=" in repr(impl), hasattr(impl, "_mpy"), getattr(impl, "_build", None))
print(impl == impl, impl.version[:2])
