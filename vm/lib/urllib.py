# urllib: a package; its only submodule is urllib.parse.
