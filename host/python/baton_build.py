"""A PEP 517 build backend for the baton package, standard library only.

It compiles the library's C sources (the LIB_SRC list of the repository's
Makefile, so the two cannot drift) and the extension into one shared
object, and writes the wheel itself.  The package is built from a checkout
of the repository: the C sources are found two directories up.

    pip install ./host/python                       # from the repository root
    pip install --no-index --no-build-isolation ./host/python   # offline check

Environment: CC (default: the compiler Python was built with, else cc),
BATON_CFLAGS (default -O2), BATON_JOBS (parallel compiles, default 2).
"""

import base64
import concurrent.futures
import glob
import hashlib
import os
import re
import shlex
import shutil
import subprocess
import sys
import sysconfig
import tempfile
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
NAME = "baton"


def _version() -> str:
    with open(os.path.join(ROOT, "host", "baton.h")) as f:
        m = re.search(r'#define BATON_VERSION "([^"]+)"', f.read())
    return m.group(1) if m else "0"


def _lib_sources() -> list:
    """The Makefile's LIB_SRC, with $(wildcard ...) expanded."""
    with open(os.path.join(ROOT, "Makefile")) as f:
        text = f.read().replace("\\\n", " ")
    m = re.search(r"^LIB_SRC\s*=(.*)$", text, re.M)
    if m is None:
        raise RuntimeError("baton: LIB_SRC not found in the Makefile")
    out = []
    for tok in re.findall(r"\$\(wildcard ([^)]*)\)|(\S+)", m.group(1)):
        pats = tok[0].split() if tok[0] else [tok[1]]
        for p in pats:
            out += sorted(glob.glob(os.path.join(ROOT, p)))
    return out


def _compiler() -> list:
    cc = os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc"
    return shlex.split(cc)


def _tag() -> str:
    impl = "cp%d%d" % sys.version_info[:2]
    abi = "cp%d%d%s" % (sys.version_info[0], sys.version_info[1], sys.abiflags)
    plat = sysconfig.get_platform().replace("-", "_").replace(".", "_")
    return "%s-%s-%s" % (impl, abi, plat)


def _build_extension(out_path: str) -> None:
    cc = _compiler()
    cflags = shlex.split(os.environ.get("BATON_CFLAGS", "-O2"))
    inc = ["-I" + os.path.join(ROOT, "host"), "-I" + sysconfig.get_paths()["include"]]
    lib = _lib_sources()
    srcs = lib + [os.path.join(HERE, NAME, "_baton.c"),
                  os.path.join(HERE, NAME, "_convert.c"),
                  os.path.join(ROOT, "host", "grants.c")]
    tmp = tempfile.mkdtemp(prefix="baton-build-")
    try:
        def compile_one(i_src):
            i, src = i_src
            obj = os.path.join(tmp, "%d.o" % i)
            cmd = cc + ["-std=c11", "-fPIC", "-fvisibility=hidden"] + cflags + inc + ["-c", src, "-o", obj]
            r = subprocess.run(cmd, capture_output=True, text=True)
            if r.returncode:
                raise RuntimeError("baton: compiling %s failed:\n%s\n%s"
                                   % (src, " ".join(cmd), r.stderr))
            return obj
        jobs = int(os.environ.get("BATON_JOBS", "2"))
        with concurrent.futures.ThreadPoolExecutor(max(jobs, 1)) as pool:
            objs = list(pool.map(compile_one, enumerate(srcs)))
        objs.append(_library_images(cc, cflags, inc, tmp, objs[:len(lib)],
                                    compile_one))
        # hidden symbols, bound inside the extension: libraries already in
        # the process must not interpose on them (libc has an aio_cancel)
        cmd = cc + ["-shared", "-Wl,-Bsymbolic", "-o", out_path] + objs + ["-lm"]
        r = subprocess.run(cmd, capture_output=True, text=True)
        if r.returncode:
            raise RuntimeError("baton: linking failed:\n%s\n%s" % (" ".join(cmd), r.stderr))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def _library_images(cc, cflags, inc, tmp, lib_objs, compile_one) -> str:
    """The object of the library's code images, as the Makefile makes it:
    the generator (tools/gen_libimg.c) linked with the library without
    images, run, and its output compiled.  A compiler whose programs cannot
    run here (a cross build) gets vm/lib/images/none.c: the library's Python
    is then compiled at its first import."""
    none = compile_one((-1, os.path.join(ROOT, "vm", "lib", "images", "none.c")))
    gen = os.path.join(tmp, "gen_libimg")
    out = os.path.join(tmp, "lib_images.c")
    cmd = cc + ["-std=c11"] + cflags + inc + ["-I" + os.path.join(ROOT, "vm"), "-o", gen,
                os.path.join(ROOT, "tools", "gen_libimg.c")] + lib_objs + [none, "-lm"]
    if (subprocess.run(cmd, capture_output=True).returncode or
            subprocess.run([gen, out], capture_output=True).returncode):
        return none
    obj = os.path.join(tmp, "lib_images.o")
    cmd = cc + ["-std=c11", "-fPIC", "-fvisibility=hidden"] + cflags + inc + [
        "-I" + os.path.join(ROOT, "vm", "lib"), "-c", out, "-o", obj]
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode:
        raise RuntimeError("baton: compiling %s failed:\n%s\n%s" % (out, " ".join(cmd), r.stderr))
    return obj


def _metadata() -> str:
    return ("Metadata-Version: 2.1\nName: %s\nVersion: %s\nSummary: An embeddable sandbox "
            "for Python programs written by AI agents\nRequires-Python: >=3.9\n"
            % (NAME, _version()))


def _record_line(arc: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return "%s,sha256=%s,%d" % (arc, digest, len(data))


# ---- PEP 517 hooks ----

def get_requires_for_build_wheel(config_settings=None):
    return []


def get_requires_for_build_sdist(config_settings=None):
    return []


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    dist = "%s-%s.dist-info" % (NAME, _version())
    os.makedirs(os.path.join(metadata_directory, dist), exist_ok=True)
    with open(os.path.join(metadata_directory, dist, "METADATA"), "w") as f:
        f.write(_metadata())
    return dist


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    version = _version()
    tag = _tag()
    ext = "_baton" + sysconfig.get_config_var("EXT_SUFFIX")
    wheel_name = "%s-%s-%s.whl" % (NAME, version, tag)
    dist = "%s-%s.dist-info" % (NAME, version)
    files = []
    pkg = os.path.join(HERE, NAME)
    for fn in sorted(os.listdir(pkg)):
        if fn.endswith((".py", ".pyi")) or fn == "py.typed":
            with open(os.path.join(pkg, fn), "rb") as f:
                files.append(("%s/%s" % (NAME, fn), f.read()))
    tmp = tempfile.mkdtemp(prefix="baton-ext-")
    try:
        so = os.path.join(tmp, ext)
        _build_extension(so)
        with open(so, "rb") as f:
            files.append(("%s/%s" % (NAME, ext), f.read()))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    files.append(("%s/METADATA" % dist, _metadata().encode()))
    files.append(("%s/WHEEL" % dist, ("Wheel-Version: 1.0\nGenerator: baton_build\n"
                                      "Root-Is-Purelib: false\nTag: %s\n" % tag).encode()))
    record = [_record_line(a, d) for a, d in files] + ["%s/RECORD,," % dist]
    files.append(("%s/RECORD" % dist, ("\n".join(record) + "\n").encode()))
    path = os.path.join(wheel_directory, wheel_name)
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        for arc, data in files:
            z.writestr(arc, data)
    return wheel_name


def build_sdist(sdist_directory, config_settings=None):
    raise RuntimeError("baton: no sdist; install from a checkout of the repository "
                       "(pip install ./host/python)")
