"""baton.redis: paused executions as data in Redis; any worker resumes them.

An execution is a program submitted with Client.submit().  Program workers
take it from a Redis stream, run it until it needs tools, and commit its
authenticated snapshot under the execution's key; each tool call it makes
goes out on the stream of its tool.  Tool workers (or anything outside,
through Client.answer()) answer the calls; an answer queues the execution
again, and whichever program worker takes it restores the snapshot, hands
the answers in and runs on.  While it waits an execution is nothing but a
hash in Redis.

    client = baton.redis.Client("redis://host:6379/0")
    xid = client.submit("print(search('cats'))", inputs={"user": 42})
    client.result(xid, timeout=30).output

    python3 -m baton.redis worker --url redis://host:6379/0 \\
        --tools app:tools --key-file /etc/baton/snapshot.key

Keys (P is the prefix, "baton" by default; one Redis, not a cluster):

    P:x:ID      hash   the execution: state (queued, paused, done), ver,
                       code and inputs (until it starts), snap (the
                       snapshot), deadline, submitted, timeout, ttl, sched
                       (a programs entry is queued), result (once done)
    P:o:ID      hash   request number -> {"t": tool, "e": stream entry}:
                       the requests issued and not yet consumed
    P:a:ID      hash   request number -> answer, until a worker consumes it
    P:d:ID      list   a token pushed when the execution ends (result waits)
    P:programs  stream executions to start or resume (group "programs"); an
                       entry carries the execution's fields and answers
                       when they are small (_QUEUE_FN)
    P:t:TOOL    stream requests of one tool (group "tools")
    P:timers    zset   "ID/N" of asyncio.sleep requests, by when they end
    P:deadlines zset   executions by their absolute deadline

Invariants:
- Every change of an execution's state is one Lua script, so it is atomic;
  a worker's commit carries the version it started from and is dropped
  when the version moved on (another worker committed first).
- Stream entries are deleted once acknowledged: a stream holds only work
  in flight, and a pending entry whose consumer died is claimed again
  (XAUTOCLAIM) after the visibility timeout.
- Snapshots are written by program workers only, authenticated with the
  key they share; bytes that do not verify are refused.

Values crossing Redis (inputs, tool arguments, answers, results) are JSON
with tags for what JSON lacks (tuple, set, frozenset, bytes, dicts with any
keys, sandbox values with no host form): never pickle, so whoever can
write to Redis cannot make a worker run code.

The redis client is Debian's python3-redis (or any redis-py >= 4.2): when
`import redis` fails and Debian's /usr/lib/python3/dist-packages exists,
that folder is appended to sys.path (last, so this Python's own packages
win) and the import tried again.
"""

import argparse
import asyncio
import base64
import builtins
import concurrent.futures
import contextvars
import hashlib
import importlib
import json
import os
import signal
import socket
import sys
import threading
import time
import traceback
import uuid
from typing import Any, Callable, Optional, Union

# the public names through the package (one class for a type checker
# reading baton/__init__.pyi and for this module's annotations)
from . import Error, LimitExceeded, Opaque, PythonError, Result, Sandbox, Stats, _baton, restore
from ._tools import failinfo

DEBIAN_PACKAGES = "/usr/lib/python3/dist-packages"
_PEEK = socket.MSG_PEEK | socket.MSG_DONTWAIT


def _import_redis():
    """The redis client module: this Python's own, else Debian's."""
    try:
        import redis as client
        return client
    except ImportError:
        if not os.path.isdir(os.path.join(DEBIAN_PACKAGES, "redis")):
            raise ImportError("baton.redis needs the redis client: apt-get install "
                              "python3-redis (Debian), or make `import redis` work") from None
    if DEBIAN_PACKAGES not in sys.path:
        sys.path.append(DEBIAN_PACKAGES)
    import redis as client
    return client


redis = _import_redis()

SLEEP = "asyncio.sleep"
DEFAULT_TTL = 7 * 86400       # seconds a finished execution is kept
DEFAULT_VISIBILITY = 30.0     # seconds before a silent worker's entry is claimed again
_ID_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.:-")


class RefusedError(Error):
    """An answer Redis refused: the execution is unknown (or expired),
    finished, the request is not one it is waiting for, or it was answered
    already."""


# ---- values across Redis ----

def _enc_value(v, default=None, depth=0):
    if depth > 200:
        raise ValueError("nesting deeper than 200")
    t = type(v)
    if v is None or t is bool or t is str or t is int:
        return v
    if t is float:
        return v if v == v and v not in (float("inf"), float("-inf")) else {"F": repr(v)}
    if t is list:
        return [_enc_value(x, default, depth + 1) for x in v]
    if t is tuple:
        return {"T": [_enc_value(x, default, depth + 1) for x in v]}
    if t is dict:
        return {"D": [[_enc_value(k, default, depth + 1), _enc_value(x, default, depth + 1)]
                      for k, x in v.items()]}
    if t is set:
        return {"S": [_enc_value(x, default, depth + 1) for x in v]}
    if t is frozenset:
        return {"Z": [_enc_value(x, default, depth + 1) for x in v]}
    if t is bytes or t is bytearray:
        return {"B": base64.b64encode(v).decode()}
    if t is Opaque:
        return {"O": v.repr}
    # subclasses of the plain types, as the sandbox's own conversion takes them
    for base in (bool, int, float, str, bytes, list, tuple, dict, set, frozenset):
        if isinstance(v, base):
            return _enc_value(base(v), default, depth)
    if default is not None:
        return _enc_value(default(v), None, depth)
    raise TypeError("a %s cannot cross Redis (pass default= to convert it)" % t.__name__)


def _dec_value(v):
    if type(v) is list:
        return [_dec_value(x) for x in v]
    if type(v) is not dict:
        return v
    (tag, body), = v.items()
    if tag == "T":
        return tuple(_dec_value(x) for x in body)
    if tag == "D":
        return {_dec_value(k): _dec_value(x) for k, x in body}
    if tag == "S":
        return {_dec_value(x) for x in body}
    if tag == "Z":
        return frozenset(_dec_value(x) for x in body)
    if tag == "B":
        return base64.b64decode(body)
    if tag == "O":
        return Opaque(body)
    if tag == "F":
        return float(body)
    raise ValueError("not a baton value tag: %r" % tag)


def encode(value: Any, default: Optional[Callable[[Any], Any]] = None) -> str:
    """A host value as the JSON text baton.redis stores."""
    return json.dumps(_enc_value(value, default), separators=(",", ":"), allow_nan=False)


def decode(text: Union[str, bytes]) -> Any:
    """The host value of encode()'s text."""
    return _dec_value(json.loads(text))


def _error_of(typ: str, msg: str) -> BaseException:
    """An exception that Execution.resume() raises in the program as the
    type named typ (a builtin) with message msg."""
    cls = getattr(builtins, typ, None)
    if not (isinstance(cls, type) and issubclass(cls, Exception)):
        cls = RuntimeError
    exc = cls.__new__(cls, msg)      # no __init__: some builtins want more arguments
    exc.args = (msg,)
    return exc


# ---- the scripts: every change of an execution is one of these ----


# The fields of an execution's hash a program worker reads (in this order:
# _fields() pairs them with the values).
_FIELDS = ("state", "ver", "deadline", "timeout", "submitted", "ttl", "code", "inputs", "snap")

# Bytes of code, inputs and snapshot up to which a programs entry carries
# the execution's state (below), and the most answers it carries.
CARRY_BYTES = 64 << 10
CARRY_ANSWERS = 64

# Queue execution ID on the programs stream.  The entry carries what a
# program worker reads of it (fields "f:NAME" for the _FIELDS present,
# "a:N" for each answer), so the worker that takes it with a blocking
# XREADGROUP needs no second round trip; a large execution's entry
# carries only its id ("x").  What an entry carries may be out of date
# when it is taken: a version that moved on makes the commit stale (the
# work is dropped, as for any stale worker), and answers that arrived
# after it stay in P:a:ID, where the commit finds them and queues the
# execution again.
_QUEUE_FN = """
local function queue(p, id)
  local x = p .. ':x:' .. id
  local args = {'x', id}
  -- a snapshot replaces the code and inputs (the first commit deletes them)
  local size = redis.call('HSTRLEN', x, 'snap')
  if size == 0 then
    size = redis.call('HSTRLEN', x, 'code') + redis.call('HSTRLEN', x, 'inputs')
  end
  if size <= %d then
    local a = redis.call('HGETALL', p .. ':a:' .. id)
    if #a <= %d then
      local names = {%s}
      local vals = redis.call('HMGET', x, unpack(names))
      for i, f in ipairs(names) do
        if vals[i] then
          args[#args + 1] = 'f:' .. f
          args[#args + 1] = vals[i]
        end
      end
      for i = 1, #a, 2 do
        args[#args + 1] = 'a:' .. a[i]
        args[#args + 1] = a[i + 1]
      end
    end
  end
  redis.call('XADD', p .. ':programs', '*', unpack(args))
end
""" % (CARRY_BYTES, 2 * CARRY_ANSWERS, ", ".join("'%s'" % f for f in _FIELDS))

# ARGV prefix, id, code, inputs, now, timeout, ttl
_SUBMIT = _QUEUE_FN + """
local x = ARGV[1] .. ':x:' .. ARGV[2]
if redis.call('EXISTS', x) == 1 then return 0 end
redis.call('HSET', x, 'state', 'queued', 'ver', 0, 'code', ARGV[3], 'inputs', ARGV[4],
           'submitted', ARGV[5], 'timeout', ARGV[6], 'ttl', ARGV[7], 'sched', 1)
queue(ARGV[1], ARGV[2])
return 1
"""

# An answer to request N of execution ID; the first answer wins.  When the
# execution has no programs entry queued, one is added.
# returns 1 answered, 0 answered already, -1 unknown, -2 finished, -3 not waited for
_ANSWER_FN = _QUEUE_FN + """
local function answer(prefix, id, n, value)
  local x = prefix .. ':x:' .. id
  local st = redis.call('HGET', x, 'state')
  if not st then return -1 end
  if st == 'done' then return -2 end
  if redis.call('HEXISTS', prefix .. ':o:' .. id, n) == 0 then return -3 end
  if redis.call('HSETNX', prefix .. ':a:' .. id, n, value) == 0 then return 0 end
  if redis.call('HSETNX', x, 'sched', 1) == 1 then
    queue(prefix, id)
  end
  return 1
end
"""

# A tool worker's or the outside's answer; with a stream entry, the entry
# is acknowledged and deleted in the same step.
# ARGV prefix, id, n, answer, stream, entry
_ANSWER = _ANSWER_FN + """
if ARGV[5] ~= '' then
  redis.call('XACK', ARGV[5], 'tools', ARGV[6])
  redis.call('XDEL', ARGV[5], ARGV[6])
end
return answer(ARGV[1], ARGV[2], ARGV[3], ARGV[4])
"""

# What is due at time now: sleeps that ended are answered (None), and
# executions past their deadline are queued so a worker ends them.
# Returns when the next sleep ends, or -1.
# ARGV prefix, now
_DUE_FN = _ANSWER_FN + """
local function due(p, now)
for _, m in ipairs(redis.call('ZRANGEBYSCORE', p .. ':timers', '-inf', now, 'LIMIT', 0, 64)) do
  redis.call('ZREM', p .. ':timers', m)
  local id, n = string.match(m, '^(.*)/(%d+)$')
  answer(p, id, n, '{"v":null}')
end
for _, id in ipairs(redis.call('ZRANGEBYSCORE', p .. ':deadlines', '-inf', now,
                               'LIMIT', 0, 64)) do
  redis.call('ZREM', p .. ':deadlines', id)
  local st = redis.call('HGET', p .. ':x:' .. id, 'state')
  if st and st ~= 'done' then
    redis.call('HSET', p .. ':x:' .. id, 'sched', 1)
    queue(p, id)
  end
end
local first = redis.call('ZRANGE', p .. ':timers', 0, 0, 'WITHSCORES')
if first[2] then return first[2] end
return '-1'
end
"""

_DUE = _DUE_FN + """
return due(ARGV[1], ARGV[2])
"""

# Forget request N of execution ID once consumed (or cancelled, or its
# execution ended): its answer, and its stream entry or timer, so streams
# hold only work in flight even for requests answered from outside.
_DROP_FN = """
local function drop(prefix, id, n)
  local o = prefix .. ':o:' .. id
  local rec = redis.call('HGET', o, n)
  if rec then
    local r = cjson.decode(rec)
    if r.e ~= '' then
      local s = prefix .. ':t:' .. r.t
      redis.call('XACK', s, 'tools', r.e)
      redis.call('XDEL', s, r.e)
    else
      redis.call('ZREM', prefix .. ':timers', id .. '/' .. n)
    end
    redis.call('HDEL', o, n)
  end
  redis.call('HDEL', prefix .. ':a:' .. id, n)
end
"""


# What a program worker reads of an execution: {the _FIELDS values,
# answers hash}.
_READ_FN = """
local function read(prefix, id)
  return {redis.call('HMGET', prefix .. ':x:' .. id, %s),
          redis.call('HGETALL', prefix .. ':a:' .. id)}
end
""" % ", ".join("'%s'" % f for f in _FIELDS)

# A program worker's next programs entry, if one is there, and the
# execution it names: {entry, id, fields, answers hash}, or nil
# (XREADGROUP without BLOCK never blocks in a script).
_TAKE_FN = _READ_FN + """
local function take(stream, consumer, prefix)
  local got = redis.call('XREADGROUP', 'GROUP', 'programs', consumer, 'COUNT', 1,
                         'STREAMS', stream, '>')
  if not got then return nil end
  local e = got[1][2][1]
  local r = read(prefix, e[2][2])
  return {e[1], e[2][2], r[1], r[2]}
end
"""

# A program worker's new state for an execution, if its version is still
# the one the worker started from; then, with a time, what is due then
# (as _DUE).  A worker's loop sends its next blocking XREADGROUP in the
# same write (ProgramWorker._commit): a busy worker needs one round trip
# per execution step.
# ARGV id, ver, prefix, kind ('paused' or 'done'), snap or result, ttl,
#      deadline, consumed (JSON list of n), programs entry to acknowledge
#      (or ''), '1' for the execution's first commit (its code and inputs
#      go) else '', now (or ''), then n, tool, payload, sleep end for each
#      pending request
# returns {1 committed or 0 stale (the entry is acknowledged either way),
#          due()'s next timer (or '')}
_COMMIT = _DROP_FN + _DUE_FN + """
local p, id = ARGV[3], ARGV[1]
local KEYS = {p .. ':x:' .. id, p .. ':o:' .. id, p .. ':a:' .. id, p .. ':programs',
              p .. ':timers', p .. ':deadlines', p .. ':d:' .. id}
local function commit()
if ARGV[9] ~= '' then
  redis.call('XACK', KEYS[4], 'programs', ARGV[9])
  redis.call('XDEL', KEYS[4], ARGV[9])
end
if redis.call('HGET', KEYS[1], 'ver') ~= ARGV[2] then return 0 end
redis.call('HINCRBY', KEYS[1], 'ver', 1)
for _, n in ipairs(cjson.decode(ARGV[8])) do
  drop(ARGV[3], ARGV[1], n)
end
if ARGV[4] == 'done' then
  for _, n in ipairs(redis.call('HKEYS', KEYS[2])) do
    drop(ARGV[3], ARGV[1], n)
  end
  redis.call('DEL', KEYS[2], KEYS[3])
  redis.call('HDEL', KEYS[1], 'snap', 'sched', 'code', 'inputs')
  redis.call('HSET', KEYS[1], 'state', 'done', 'result', ARGV[5])
  redis.call('ZREM', KEYS[6], ARGV[1])
  local ttl = tonumber(ARGV[6])
  redis.call('RPUSH', KEYS[7], 1)
  if ttl > 0 then
    redis.call('EXPIRE', KEYS[1], ttl)
    redis.call('EXPIRE', KEYS[7], ttl)
  end
  return 1
end
if ARGV[10] == '1' then redis.call('HDEL', KEYS[1], 'code', 'inputs') end
redis.call('HSET', KEYS[1], 'state', 'paused', 'snap', ARGV[5])
if ARGV[7] ~= '' then
  redis.call('HSET', KEYS[1], 'deadline', ARGV[7])
  redis.call('ZADD', KEYS[6], ARGV[7], ARGV[1])
end
for i = 12, #ARGV, 4 do
  local n, tool = ARGV[i], ARGV[i + 1]
  if redis.call('HEXISTS', KEYS[2], n) == 0 then
    local e = ''
    if tool == 'asyncio.sleep' then
      redis.call('ZADD', KEYS[5], ARGV[i + 3], ARGV[1] .. '/' .. n)
    else
      e = redis.call('XADD', ARGV[3] .. ':t:' .. tool, '*', 'x', ARGV[1], 'n', n,
                     'a', ARGV[i + 2])
    end
    redis.call('HSET', KEYS[2], n, cjson.encode({t = tool, e = e}))
  end
end
redis.call('HDEL', KEYS[1], 'sched')
if redis.call('HLEN', KEYS[3]) > 0 then
  redis.call('HSET', KEYS[1], 'sched', 1)
  queue(p, id)
end
return 1
end

local rc = commit()
local timer = ''
if ARGV[11] ~= '' then timer = due(p, ARGV[11]) end
return {rc, timer}
"""

# A busy program worker's next entry and the execution it names, in one
# round trip.  ARGV consumer, prefix
_TAKE = _TAKE_FN + """
return take(ARGV[2] .. ':programs', ARGV[1], ARGV[2])
"""

# What a program worker reads of an execution (read).  ARGV prefix, id
_READ = _READ_FN + """
return read(ARGV[1], ARGV[2])
"""


def _s(b) -> str:
    return b.decode() if isinstance(b, bytes) else b


# RESP's length lines for short arguments and commands, made once: bytes
# formatting (b"$%d" % n) was a third of the time of packing a commit
_LEN_LINES = tuple(b"$%d\r\n" % i for i in range(512))
_COUNT_LINES = tuple(b"*%d\r\n" % i for i in range(64))


def _pack(args) -> bytes:
    """One command in Redis's protocol (RESP): str, bytes, int and float
    arguments, encoded as redis-py encodes them."""
    n = len(args)
    out = [_COUNT_LINES[n] if n < 64 else b"*%d\r\n" % n]
    for a in args:
        t = type(a)
        if t is not bytes:
            a = (a if t is str else repr(a) if t is float or t is int else
                 _refuse(a)).encode()
        n = len(a)
        out += (_LEN_LINES[n] if n < 512 else b"$%d\r\n" % n, a, b"\r\n")
    return b"".join(out)


# CLIENT REPLY SKIP: no reply to the next command (and none to this one)
_SKIP_REPLY = _pack(("CLIENT", "REPLY", "SKIP"))


def _refuse(a):
    raise TypeError("a %s is not a Redis argument" % type(a).__name__)


class _Script:
    """A Lua script of this module, run with EVALSHA (loaded again when
    Redis answers NOSCRIPT: after a restart, or a SCRIPT FLUSH)."""

    __slots__ = ("client", "text", "sha")

    def __init__(self, client, text: str) -> None:
        self.client = client
        self.text = text
        self.sha = hashlib.sha1(text.encode()).hexdigest()

    def __call__(self, keys=(), args=()):
        return self.client._evalsha(self, keys, args)


def _fields(values, answers):
    """(execution fields, answers) as handle() takes them, from read's reply."""
    return ({k: v for k, v in zip(_FIELDS, values) if v is not None},
            dict(zip(answers[::2], answers[1::2])))


def _carried(fields):
    """(execution fields, answers) from a programs entry that carries
    them (see _QUEUE_FN), else None."""
    if b"f:ver" not in fields:
        return None
    x, answers = {}, {}
    for k, v in fields.items():
        if k[:2] == b"f:":
            x[k[2:].decode()] = v
        elif k[:2] == b"a:":
            answers[k[2:]] = v
    return x, answers


class Client:
    """A connection to the Redis that holds the executions.

    url      redis://host:port/db, rediss://..., or unix:///path/to/socket
    prefix   the keys' prefix (several deployments may share one Redis)
    ttl      seconds a finished execution (its result) is kept; 0 keeps it
    """

    def __init__(self, url: str = "redis://localhost:6379/0", *, prefix: str = "baton",
                 ttl: int = DEFAULT_TTL, connection: Any = None) -> None:
        self.url = url
        self.prefix = prefix
        self.ttl = int(ttl)
        self.redis = connection if connection is not None else redis.Redis.from_url(url)
        # the scripts run on a connection per thread, packed here: every
        # state change is one of them, and redis-py's general command path
        # (pool, packing, retry wrappers) cost more than the rest of a worker
        self._local = threading.local()
        self._conns = []
        self._conns_lock = threading.Lock()
        self._submit = _Script(self, _SUBMIT)
        self._answer = _Script(self, _ANSWER)
        self._commit = _Script(self, _COMMIT)
        self._due = _Script(self, _DUE)
        self._take = _Script(self, _TAKE)
        self._read = _Script(self, _READ)

    def key(self, kind: str, xid: str = "") -> str:
        """The Redis key PREFIX:KIND:ID (PREFIX:KIND without an id); the
        key layout is described at the top of this module."""
        return "%s:%s:%s" % (self.prefix, kind, xid) if xid else "%s:%s" % (self.prefix, kind)

    # ---- for the application ----

    def submit(self, code: str, inputs: Optional["dict[str, Any]"] = None,
               id: Optional[str] = None, *, timeout: Optional[float] = None) -> str:
        """Queue a program; returns its execution id (id, or a new one).

        inputs: a dict of globals the program starts with.  timeout:
        seconds from now to the absolute deadline (None: the worker's
        timeout limit; it runs from submission, waits included).  Raises
        ValueError when an execution with this id exists.
        """
        if not isinstance(code, str):
            raise TypeError("code must be a str")
        xid = uuid.uuid4().hex if id is None else _check_id(id)
        if inputs is not None and not isinstance(inputs, dict):
            raise TypeError("inputs must be a dict of globals")
        if timeout is not None and not (isinstance(timeout, (int, float)) and timeout >= 0):
            raise ValueError("timeout must be a number of seconds >= 0")
        done = self._submit(args=[self.prefix, xid, code, encode(inputs or {}),
                                  repr(time.time()),
                                  "" if timeout is None else repr(float(timeout)), self.ttl])
        if not done:
            raise ValueError("execution %r exists already" % xid)
        return xid

    def status(self, xid: str) -> Optional[str]:
        """"queued", "paused", "done", or None (unknown or expired)."""
        st = self.redis.hget(self.key("x", xid), "state")
        return _s(st) if st is not None else None

    def result(self, xid: str, timeout: Optional[float] = None) -> Result:
        """Wait for the execution's end: its Result (value, output, error,
        stats), or raise what ended it (LimitExceeded, SnapshotError,
        baton.Error).  Raises TimeoutError after timeout seconds, KeyError
        for an unknown (or expired) execution."""
        end = None if timeout is None else time.monotonic() + timeout
        x = self.key("x", xid)
        while True:
            st, rec = self.redis.hmget(x, "state", "result")
            if st is None:
                raise KeyError("no execution %r (unknown, or expired)" % xid)
            if rec is not None:
                return _result_of(json.loads(rec))
            wait = 1.0 if end is None else min(1.0, end - time.monotonic())
            if wait <= 0:
                raise TimeoutError("execution %r has not finished" % xid)
            wait = max(wait, 0.001)     # BLPOP's 0 would wait for ever
            # a token per end; several waiters share it by looking again
            if self.redis.blpop([self.key("d", xid)], timeout=wait) is not None:
                self.redis.rpush(self.key("d", xid), 1)     # for the other waiters

    def requests(self, xid: str) -> "list[dict[str, Any]]":
        """The execution's outstanding requests: dicts with id (the request
        id for answer()), tool, args, kwargs."""
        out = []
        for n, rec in sorted(self.redis.hgetall(self.key("o", xid)).items(),
                             key=lambda kv: int(kv[0])):
            r = json.loads(rec)
            args, kwargs = (), {}
            if r["e"]:
                found = self.redis.xrange(self.key("t", r["t"]), r["e"], r["e"])
                if found:
                    args, kwargs = decode(found[0][1][b"a"])
            out.append({"id": "%s/%s" % (xid, _s(n)), "tool": r["t"], "args": tuple(args),
                        "kwargs": kwargs})
        return out

    def answer(self, request_id: str, value: Any) -> None:
        """Answer a request (a tool answered from outside: an approval
        given days later).  Raises RefusedError for an unknown, finished
        or foreign execution, or a request answered already."""
        self._deliver(request_id, json.dumps({"v": _enc_value(value)}), strict=True)

    def fail(self, request_id: str,
             error: Union[BaseException, "type[BaseException]", str],
             message: str = "") -> None:
        """Fail a request: error is an exception (instance or class) or a
        builtin exception's name; the program sees that type and message."""
        if isinstance(error, str):
            typ, msg = error, message
        else:
            typ, msg = failinfo(error() if isinstance(error, type) else error)
        self._deliver(request_id, json.dumps({"e": [typ, msg]}), strict=True)

    def _deliver(self, request_id, answer: str, *, strict: bool, stream: str = "",
                 entry: str = "") -> int:
        # a tool worker passes (id, n) as its request's entry gave them
        xid, n = request_id if type(request_id) is tuple else _split_request(request_id)
        rc = self._answer(args=[self.prefix, xid, n, answer, stream, entry])
        if strict and rc != 1:
            raise RefusedError({0: "request %s was answered already",
                                -1: "request %s: no such execution (unknown, or expired)",
                                -2: "request %s: the execution has finished",
                                -3: "request %s is not one its execution waits for"}[rc]
                               % request_id)
        return rc

    def _conn(self):
        """This thread's own connection, ready for a command.  As the pool
        does, a connection that went away (a Redis restart) is made again
        before a command is sent."""
        conn = getattr(self._local, "conn", None)
        if conn is None:
            conn = self.redis.connection_pool.make_connection()
            with self._conns_lock:
                self._conns.append(conn)
            self._local.conn = conn
        # one non-blocking peek (redis-py's can_read() costs three system
        # calls): nothing to read is a live connection; end of file or
        # stray bytes mean make it again
        sock = conn._sock
        try:
            if sock is None:
                conn.connect()
            elif sock.recv(1, _PEEK) is not None:
                raise redis.ConnectionError("the connection was closed, or has data")
        except BlockingIOError:
            pass
        except ValueError:      # TLS sockets take no flags: redis-py's own check
            try:
                if conn.can_read():
                    raise redis.ConnectionError("the connection has data")
            except (redis.ConnectionError, OSError):
                conn.disconnect()
                conn.connect()
        except (redis.ConnectionError, OSError):
            conn.disconnect()
            conn.connect()
        return conn

    def _command(self, *args):
        """One command on this thread's connection, its reply as Redis
        sent it (no redis-py response callbacks).  An error while the
        command is on the wire drops the connection and is raised (the
        command may or may not have run: callers are idempotent or retry
        from what Redis holds)."""
        conn = self._conn()
        try:
            conn.send_packed_command([_pack(args)], check_health=False)
            return conn.read_response()
        except redis.ResponseError:
            raise
        except BaseException:
            conn.disconnect()
            raise

    def _evalsha(self, script: _Script, keys, args):
        """EVALSHA, loading the script when Redis does not have it."""
        try:
            return self._command("EVALSHA", script.sha, len(keys), *keys, *args)
        except redis.exceptions.NoScriptError:
            self._command("SCRIPT", "LOAD", script.text)
        return self._command("EVALSHA", script.sha, len(keys), *keys, *args)

    def _read_group(self, group: str, consumer: str, streams, count: int, block_ms: int):
        """XREADGROUP ... BLOCK block_ms STREAMS streams ... >: a list of
        (stream, entry id, fields dict), all as bytes."""
        return _entries(self._command(
            "XREADGROUP", "GROUP", group, consumer, "COUNT", count, "BLOCK", block_ms,
            "STREAMS", *streams, *(">",) * len(streams)))

    def _ran(self, script: _Script, conn, now: bool = False) -> bool:
        """Whether script ran (so Redis has it) on conn's current socket,
        in this thread; now: it just did.  A socket made again (a Redis
        restart) must see it run again, with its reply read."""
        ran = getattr(self._local, "ran", None)
        if ran is None:
            ran = self._local.ran = {}
        if now:
            ran[script.sha] = conn._sock
        return ran.get(script.sha) is conn._sock

    def _evalsha_then(self, script: _Script, args, then, quiet: bool = False):
        """EVALSHA of script and the command then, sent in one write (then
        runs right after the script, with no round trip between them): the
        two replies.  An error of the script is raised after then's reply
        is read (NOSCRIPT: the script is loaded and run again).

        quiet: the script's reply is not needed (None is returned for it):
        once a replied call of the script succeeded on this connection,
        Redis is asked to skip its reply (CLIENT REPLY SKIP), so only
        then's reply wakes this thread.  The caller must be safe if the
        script did not run (a SCRIPT FLUSH: what it would have committed
        is done again after the visibility timeout)."""
        conn = self._conn()
        quiet = quiet and self._ran(script, conn)
        err = first = None
        try:
            out = _pack(("EVALSHA", script.sha, 0, *args)) + _pack(then)
            if quiet:
                out = _SKIP_REPLY + out
            conn.send_packed_command([out], check_health=False)
            if not quiet:
                try:
                    first = conn.read_response()
                    self._ran(script, conn, True)
                except redis.ResponseError as e:
                    err = e
            second = conn.read_response()
        except redis.ResponseError:
            raise
        except BaseException:
            conn.disconnect()
            raise
        if err is not None:
            if not isinstance(err, redis.exceptions.NoScriptError):
                raise err
            first = self._evalsha(script, (), args)
        return first, second

    def close(self) -> None:
        """Close this client's connections (one per thread that used it)."""
        with self._conns_lock:
            conns, self._conns = self._conns, []
        for conn in conns:
            try:
                conn.disconnect()
            except (AttributeError, OSError):
                pass      # a thread using it dropped it at the same moment
        self.redis.close()


def _entries(got):
    """An XREADGROUP reply as (stream, entry id, fields dict), all bytes."""
    out = []
    for stream, entries in got or ():
        for eid, flat in entries:
            if flat:
                out.append((stream, eid, dict(zip(flat[::2], flat[1::2]))))
    return out


def _check_id(xid) -> str:
    if not isinstance(xid, str) or not 0 < len(xid) <= 200 or not set(xid) <= _ID_CHARS:
        raise ValueError("an execution id is 1 to 200 of A-Z a-z 0-9 _ . : -, not %r" % (xid,))
    return xid


def _split_request(request_id: str):
    if not isinstance(request_id, str) or "/" not in request_id:
        raise RefusedError("not a request id: %r" % (request_id,))
    xid, n = request_id.rsplit("/", 1)
    if not n.isdigit() or not set(xid) <= _ID_CHARS:
        raise RefusedError("not a request id: %r" % (request_id,))
    return xid, n


def _stats(d) -> Stats:
    return Stats(d["steps"], d["peak_memory"], d["tool_calls"], d["output_bytes"],
                 d["wall_time"])


def _result_of(rec: dict) -> Result:
    if "fail" in rec:
        typ, msg = rec["fail"]
        raise (_baton.SnapshotError if typ == "SnapshotError" else _baton.Error)(msg)
    stats = _stats(rec["stats"])
    if "limit" in rec:
        limit, used, maximum, msg = rec["limit"]
        raise LimitExceeded(limit, used, maximum, msg, rec["output"], stats)
    err = rec.get("error")
    return Result(_dec_value(rec["value"]), rec["output"],
                  PythonError(*err) if err else None, stats)


# ---- the tools a deployment serves ----

def load_tools(spec: Any) -> Sandbox:
    """A Sandbox holding the tools and limits of spec: a baton.Sandbox, a
    dict of name -> function, a list of functions, a callable returning one
    of those, or "module:attribute" naming one.  Tools registered with no
    function (add_tool(name, None, ...)) are answered from outside."""
    if isinstance(spec, str):
        mod, _, attr = spec.partition(":")
        if not mod or not attr:
            raise ValueError("--tools is module:attribute, not %r" % spec)
        obj = importlib.import_module(mod)
        for part in attr.split("."):
            obj = getattr(obj, part)
        spec = obj
    if callable(spec) and not isinstance(spec, Sandbox):
        spec = spec()            # a factory
    if isinstance(spec, Sandbox):
        return spec
    sb = Sandbox()
    if isinstance(spec, dict):
        for name, fn in spec.items():
            sb.add_tool(name, fn)
    elif isinstance(spec, (list, tuple)):
        for fn in spec:
            sb.add_tool(None, fn)
    else:
        raise TypeError("tools: expected a Sandbox, a dict or a list, got %s"
                        % type(spec).__name__)
    return sb


_request = contextvars.ContextVar("baton_redis_request", default=None)


def request_id() -> Optional[str]:
    """In a tool called by a tool worker: the request's id ("ID/N"),
    unique for the life of the execution and the same on every delivery,
    so a tool with side effects uses it as its idempotency key."""
    return _request.get()


# ---- workers ----

class _Loop:
    """What both workers share: a consumer name, a stop flag, reclaiming."""

    def __init__(self, client: "Client", visibility: float, name: Optional[str],
                 log: Optional[Callable[[str], None]] = None) -> None:
        self.log = log or (lambda text: print(text, file=sys.stderr, flush=True))
        self.client = client
        self.r = client.redis
        self.visibility = float(visibility)
        self.name = name or "%s-%d-%s" % (socket.gethostname(), os.getpid(), uuid.uuid4().hex[:6])
        self._stop = threading.Event()
        self._next_claim = 0.0

    def stop(self) -> None:
        """Ask run() to return after the round in progress (any thread)."""
        self._stop.set()

    def _group(self, stream: str, group: str) -> None:
        try:
            self.r.xgroup_create(stream, group, id="0", mkstream=True)
        except redis.ResponseError as e:
            if "BUSYGROUP" not in str(e):
                raise

    def _claim(self, stream: str, group: str, count: int) -> list:
        """Entries of consumers silent for the visibility timeout, now ours."""
        _next, entries = self.r.xautoclaim(stream, group, self.name,
                                           int(self.visibility * 1000), "0-0", count=count)[:2]
        return [(e, f) for e, f in entries if f]

    def _outage(self, exc) -> None:
        self.log("baton.redis %s: %s; retrying" % (self.name, exc))
        self._stop.wait(0.2)

    def run(self) -> None:
        """Serve until stop() (or SIGTERM/SIGINT from main()).  Redis going
        away is waited out; any other error is logged and the loop goes on
        (the entry in hand stays pending and is taken over later)."""
        try:
            self._serve()
        finally:
            self.close()

    def _serve(self) -> None:
        """step() until stop(), waiting out outages and logging errors."""
        while not self._stop.is_set():
            try:
                self.step()
            except redis.ConnectionError as e:
                self._outage(e)
            except redis.ResponseError as e:
                if "NOGROUP" not in str(e):
                    raise
                self._groups()     # a Redis that lost its data
            except Exception:
                self.log(traceback.format_exc())
                self._stop.wait(0.5)

    def close(self) -> None:
        """Release what the loop holds once run() returned (nothing here)."""


class ProgramWorker(_Loop):
    """Runs executions: starts them, and resumes them as their requests
    are answered.  tools: see load_tools (only their signatures are used
    here: calls go out on the tool streams).  key: the snapshot key the
    program workers share (default: the tools Sandbox's snapshot_key).
    visibility: seconds after which an entry of a worker that went silent
    is taken over; it must exceed the longest run (the timeout limit)."""

    def __init__(self, client: Client, tools: Any, *, key: Optional[bytes] = None,
                 visibility: float = DEFAULT_VISIBILITY, name: Optional[str] = None,
                 poll: float = 0.05, max_deliveries: int = 5,
                 log: Optional[Callable[[str], None]] = None) -> None:
        super().__init__(client, visibility, name, log)
        self.max_deliveries = max_deliveries
        self._next_due = 0.0
        self._next_timer = -1.0
        spec = load_tools(tools)
        key = key if key is not None else spec._key
        if not key:
            raise ValueError("program workers need a snapshot key (key=, --key-file, or "
                             "the tools Sandbox's snapshot_key): snapshots in Redis are "
                             "authenticated")
        lim = spec.limits
        self.timeout = lim["timeout"]
        self.sb = Sandbox(max_steps=lim["max_steps"], max_memory=lim["max_memory"],
                          max_depth=lim["max_depth"], max_output=lim["max_output"],
                          max_calls=lim["max_calls"], timeout=None, snapshot_key=bytes(key),
                          default=spec._default, filename=spec.filename,
                          clock="clock" in spec._grants, entropy="entropy" in spec._grants)
        for t in spec.tools.values():
            self.sb.add_tool(t.name, None, signature=t.signature, doc=t.doc,
                             is_async=t.is_async)
        self._fresh = self.sb.snapshot()   # an idle VM with the tools: each start's base
        self.poll = poll
        # the entry the last commit's XREADGROUP took for us, as (entry,
        # id, (fields, answers) or None when the entry carries none), or
        # None; and whether that read found none (then the blocking read is
        # next: no _TAKE round trip first)
        self._next = None
        self._looked = False
        self._prefetch = False
        self.stream = client.key("programs")
        self._groups()

    def _groups(self) -> None:
        self._group(self.stream, "programs")

    def step(self) -> int:
        """One round: due timers and deadlines, entries to take over, then
        new entries (waiting up to poll seconds).  Returns entries handled."""
        now = time.time()
        if now >= self._next_due:
            # timers are due to within 10 ms; a busy worker checks no more often
            self._next_due = now + 0.01
            self._next_timer = float(self.client._due(args=[self.client.prefix, repr(now)]))
        next_timer = self._next_timer
        entries = []
        if now >= self._next_claim:
            self._next_claim = now + self.visibility / 4
            entries = self._give_up(self._claim(self.stream, "programs", count=4))
        if not entries:
            took, self._next = self._next, None
            if took is None and not self._looked:
                took = self.client._take(args=[self.name, self.client.prefix])
                if took:
                    took = (took[0], _s(took[1]), _fields(took[2], took[3]))
            self._looked = False
            if took:
                eid, xid, read = took
                if read is None:
                    read = _fields(*self.client._read(args=[self.client.prefix, xid]))
                self._handle_taken(xid, eid, read)
                return 1
            block = self.poll
            if next_timer >= 0:
                block = min(block, max(next_timer - now, 0.001))
            got = self.client._read_group("programs", self.name, (self.stream,), 1,
                                          max(1, int(block * 1000)))
            for _stream, eid, fields in got:
                xid = _s(fields[b"x"])
                read = _carried(fields)
                if read is None:
                    read = _fields(*self.client._read(args=[self.client.prefix, xid]))
                self._handle_taken(xid, eid, read)
                return 1
            return 0
        for eid, fields in entries:
            if not self.handle(_s(fields[b"x"]), eid):
                self._ack(eid)     # nothing committed (a commit acknowledges its entry)
        return len(entries)

    def _handle_taken(self, xid, eid, read) -> None:
        """Handle an entry this worker read, its commit taking the next."""
        self._prefetch = True
        try:
            if not self.handle(xid, eid, read):
                self._ack(eid)     # nothing committed (a commit acknowledges its entry)
        finally:
            self._prefetch = False

    def close(self) -> None:
        """An entry taken ahead and not handled goes back on the stream
        (else it would wait for the visibility timeout)."""
        took, self._next = self._next, None
        if took:
            p = self.r.pipeline(transaction=True)
            p.xack(self.stream, "programs", took[0])
            p.xdel(self.stream, took[0])
            p.xadd(self.stream, {"x": took[1]})     # the state is read again
            p.execute()

    def _give_up(self, entries) -> list:
        """Entries taken over from silent workers, but not those that many
        workers took and never finished (a program that kills its worker):
        their executions end with an error instead."""
        keep = []
        for eid, fields in entries:
            info = self.r.xpending_range(self.stream, "programs", eid, eid, 1)
            tries = info[0]["times_delivered"] if info else 0
            if tries <= self.max_deliveries:
                keep.append((eid, fields))
                continue
            xid = _s(fields[b"x"])
            x = self.r.hmget(self.client.key("x", xid), "ver", "ttl", "state")
            if x[0] is not None and x[2] != b"done":
                rec = {"fail": ["Error", "execution %s: given up after %d deliveries (each "
                                "worker that took it died)" % (xid, tries - 1)]}
                self._commit(xid, _s(x[0]), _s(x[1]), "done", json.dumps(rec), None, [], [],
                             eid)
            else:
                self._ack(eid)
        return keep

    def _ack(self, eid) -> None:
        p = self.r.pipeline(transaction=False)
        p.xack(self.stream, "programs", eid)
        p.xdel(self.stream, eid)
        p.execute()

    # ---- one execution ----

    def handle(self, xid: str, entry: Any = None, read: Any = None) -> bool:
        """Start or resume execution xid as far as it goes and commit
        (acknowledging the programs entry, if given, in the same step);
        False when there was nothing to do or another worker committed
        first (this work is then dropped).  read: its hash and answers,
        when the caller has them already."""
        if read is None:
            read = _fields(*self.client._read(args=[self.client.prefix, xid]))
        x, answers = read
        state = _s(x.get("state", b""))
        if state not in ("queued", "paused"):
            return False
        ver = _s(x["ver"])
        now = time.time()
        deadline = float(x["deadline"]) if x.get("deadline") else None
        if state == "queued":
            timeout = float(x["timeout"]) if x.get("timeout") else self.timeout
            if timeout is not None:
                deadline = float(x["submitted"]) + timeout
        elif not answers and (deadline is None or now < deadline):
            return False     # a repeated nudge: nothing new to hand in
        consumed = [_s(n) for n in answers]
        ttl = _s(x.get("ttl", self.client.ttl))
        sb = self.sb
        try:
            rec = self._advance(x, state, answers, deadline, now)
            if not isinstance(rec, dict):
                ex = rec
                pending = []
                wake = time.time()
                for r in ex.requests:
                    payload = encode([list(r.args), r.kwargs], sb._default)
                    delay = r.args[0] if r.args and isinstance(r.args[0], (int, float)) else 0
                    pending.append((r.id, r.tool, payload, repr(wake + delay)))
                    if r.tool == SLEEP:
                        self._next_due = 0.0      # look for the next timer at once
                consumed += [str(n) for n in ex.cancelled]
                snap = ex.snapshot()
        except _baton.SnapshotError as e:
            rec = {"fail": ["SnapshotError", "execution %s: %s" % (xid, e)]}
        except Exception as e:
            # a value that cannot cross, a damaged record: the execution
            # ends with the reason rather than being retried for ever
            rec = {"fail": ["Error", "execution %s: %s: %s" % (xid, type(e).__name__, e)]}
        finally:
            if sb._active is not None:
                sb._active.cancel()
        if isinstance(rec, dict):
            return self._commit(xid, ver, ttl, "done", json.dumps(rec), deadline, consumed, [],
                                entry)
        # the deadline is absolute: stored (and put on P:deadlines) at the start only
        return self._commit(xid, ver, ttl, "paused", snap, deadline if state == "queued" else None,
                            consumed, pending, entry, first=state == "queued")

    def _advance(self, x, state, answers, deadline, now):
        """Run the execution on; its paused Execution, or the record of
        its end."""
        submitted = float(x["submitted"])
        remaining = None if deadline is None else deadline - now
        if remaining is not None and remaining <= 0:
            return self._timed_out(x, state, now - submitted, deadline - submitted)
        self.sb.limits["timeout"] = remaining
        try:
            if state == "queued":
                restore(self._fresh, sandbox=self.sb)
                for name, value in decode(x["inputs"]).items():
                    self.sb[name] = value
                ex = self.sb.start(_s(x["code"]))
            else:
                ex = restore(x["snap"], sandbox=self.sb)
                waiting = {r.id for r in ex.requests}
                results, errors = {}, {}
                for n, a in answers.items():
                    n = int(n)
                    if n not in waiting:
                        continue      # cancelled meanwhile: dropped
                    a = json.loads(a)
                    if "e" in a:
                        errors[n] = _error_of(*a["e"])
                    else:
                        results[n] = _dec_value(a["v"])
                ex.resume(results, errors)
        except LimitExceeded as e:
            st = e.stats.as_dict()
            st["wall_time"] = time.time() - submitted
            used, maximum = e.used, e.maximum
            if e.limit == "time":
                used, maximum = st["wall_time"], (deadline - submitted if deadline else None)
            return {"limit": [e.limit, used, maximum, str(e)], "output": e.output, "stats": st}
        if not ex.done:
            if not ex.requests:
                raise _baton.Error("the program waits, and no request of it is outstanding")
            return ex
        res = ex.result
        st = res.stats.as_dict()
        st["wall_time"] = time.time() - submitted
        err = res.error
        return {"value": _enc_value(res.value), "output": res.output, "stats": st,
                "error": [err.type, err.message, err.traceback, err.line] if err else None}

    def _timed_out(self, x, state, used, maximum):
        output, st = "", {"steps": 0, "peak_memory": 0, "tool_calls": 0, "output_bytes": 0}
        if state == "paused":
            ex = restore(x["snap"], sandbox=self.sb)
            vm = self.sb._vm
            output = vm.output()
            steps, calls, out_bytes, _mem, peak, _limit = vm.stats()
            st = {"steps": steps, "peak_memory": peak, "tool_calls": calls,
                  "output_bytes": out_bytes}
            ex.cancel()
        st["wall_time"] = used
        msg = "the program ran out of time (its deadline passed %.3f s after submission)" \
            % maximum
        return {"limit": ["time", used, maximum, msg], "output": output, "stats": st}

    def _commit(self, xid, ver, ttl, kind, body, deadline, consumed, pending,
                entry=None, first=False) -> bool:
        c = self.client
        args = [xid, ver, c.prefix, kind, body, ttl,
                "" if deadline is None else repr(deadline), json.dumps(consumed), entry or "",
                "1" if first else "", ""]
        for n, tool, payload, end in pending:
            args += [n, tool, payload, end]
        if not self._prefetch:
            return bool(c._commit(args=args)[0])
        # A worker's own loop: what is due (at most every 10 ms) runs in the
        # commit, and the worker's next blocking XREADGROUP goes in the same
        # write, so Redis hands over the next entry (or the answer this
        # commit waits for) with no round trip after the commit.
        self._prefetch = False           # one read per handled entry
        now = time.time()
        due = now >= self._next_due
        if due:
            args[10] = repr(now)
        block = self.poll
        if due or self._next_timer >= 0:
            # a timer may end soon: the step after this one computes the wait
            block = 0.001 if due else min(block, max(self._next_timer - now, 0.001))
        # Unless what is due ran in it, the commit's reply is skipped
        # (quiet): the worker would wake for it alone, on its way to the
        # read's reply.  A stale commit acknowledges its entry itself, so
        # nothing here needs to know which it was.
        got, more = c._evalsha_then(c._commit, args, (
            "XREADGROUP", "GROUP", "programs", self.name, "COUNT", 1,
            "BLOCK", max(1, int(block * 1000)), "STREAMS", self.stream, ">"), quiet=not due)
        if due:
            self._next_due = now + 0.01
            self._next_timer = float(got[1])
        self._looked = True
        for _stream, eid, fields in _entries(more):
            self._next = (eid, _s(fields[b"x"]), _carried(fields))
        return got is None or bool(got[0])


class ToolWorker(_Loop):
    """Fulfils tool requests with the functions of tools (see load_tools):
    sync tools on the worker's threads, async tools on an event loop of the
    worker's own, up to concurrency calls at once.  Delivery is at least
    once: a request whose worker died is taken over after the visibility
    timeout (which a live worker keeps refreshing for calls in progress),
    so a tool with side effects uses request_id() as its idempotency key.

    run() serves on concurrency + 1 threads that take turns reading: the
    thread whose turn it is waits on the streams (and keeps the claims of
    running calls fresh) while the others wait for the turn or run a call.
    The reader runs the first sync call of what it read itself; the other
    entries of the same read go to the event loop (async) or a thread pool
    (sync).  A quick call (the tool's last call took under quick seconds)
    keeps the turn: its answer and the reader's next read go to Redis in
    one write, and only the read's reply wakes the thread.  A call that
    proves slow loses the turn to the waiter watching it (the deputy, who
    looks every quick seconds: no wake per call) and is answered alone;
    its tool then passes the turn on before each call until a call of it
    is quick again."""

    def __init__(self, client: Client, tools: Any, *, concurrency: int = 16,
                 visibility: float = DEFAULT_VISIBILITY, name: Optional[str] = None,
                 poll: float = 0.2, quick: float = 0.02,
                 log: Optional[Callable[[str], None]] = None) -> None:
        super().__init__(client, visibility, name, log)
        self.spec = load_tools(tools)
        self.tools = {n: t for n, t in self.spec.tools.items() if t.fn is not None}
        self.streams = {client.key("t", n): n for n in self.tools}
        self._groups()
        self.poll = poll
        self.quick = float(quick)
        self.slots = threading.Semaphore(concurrency)
        self.concurrency = concurrency
        self.pool = concurrent.futures.ThreadPoolExecutor(concurrency)
        self.loop = asyncio.new_event_loop()
        self._loop_thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self._loop_thread.start()
        self._busy = {}           # (stream, entry) -> True while its call runs
        self._lock = threading.Lock()
        # the turn to read: _owner is the thread whose turn it is (None:
        # free); _deputy the waiter that wakes every quick seconds to take
        # the turn from an owner whose call runs past quick (_calling: its
        # monotonic start, 0 when the owner is not in a call); _got what
        # the owner's last answer-and-read took, handled at its next step
        lock = threading.RLock()
        self._turn = threading.Condition(lock)     # the other waiters wait here
        self._watch = threading.Condition(lock)    # the deputy waits here
        self._waiting = 0         # threads waiting on _turn
        self._owner = None
        self._deputy = None
        self._calling = 0.0
        self._kept = -1.0         # monotonic start of the last call that kept the turn
        self._dozing = False      # the deputy waits untimed (no call kept for a second)
        self._got = None
        self._slow = set()        # tools whose last call took quick seconds or more
        self._next_beat = 0.0

    def _groups(self) -> None:
        for s in self.streams:
            self._group(s, "tools")

    def stop(self) -> None:
        """Ask run() to return after the calls in progress (any thread)."""
        super().stop()
        with self._turn:
            self._turn.notify_all()
            self._watch.notify_all()

    def close(self) -> None:
        """Wait for the tool calls running, then stop the pool and the loop."""
        self.pool.shutdown(wait=True)
        self.loop.call_soon_threadsafe(self.loop.stop)

    def run(self) -> None:
        """Serve on concurrency + 1 threads (this one and concurrency more:
        with every slot running a sync call, one is left to refresh their
        claims) until stop(); then wait for the calls running."""
        others = [threading.Thread(target=self._serve, daemon=True)
                  for _ in range(self.concurrency)]
        for t in others:
            t.start()
        try:
            self._serve()
        finally:
            self.stop()
            for t in others:
                t.join()
            self.close()

    def step(self) -> None:
        """One round of a serving thread: wait for the turn to read; every
        visibility/4 seconds, refresh the claim on the entries of calls
        still running and take over stale ones; then read new requests for
        the free slots (waiting up to poll seconds) unless the answer of
        this thread's last call read them already, and run the first sync
        call here (the rest are started elsewhere), keeping the turn
        through it when its tool is quick."""
        if not self._wait_turn():
            return
        got, self._got = self._got, None
        if got is None:
            now = time.time()
            if now >= self._next_beat:
                self._next_beat = now + self.visibility / 4
                self._heartbeat()
                for s in self.streams:
                    if self._free() > 0:
                        for eid, fields in self._claim(s, "tools", self._free()):
                            self._launch(s, eid, fields)
            free = self._free()
            if free <= 0 or not self.streams:
                self._pass_turn()
                self._stop.wait(0.01)
                return
            got = self.client._read_group("tools", self.name, tuple(self.streams), free,
                                          int(self.poll * 1000))
        here = None
        for stream, eid, fields in got:
            stream = _s(stream)
            if here is None and not self.tools[self.streams[stream]].is_async:
                here = (stream, eid, fields)     # after the others are on their way
            else:
                self._launch(stream, eid, fields)
        if here is not None:
            keep = self.streams[here[0]] not in self._slow
            if not keep:
                self._pass_turn()
            self._launch(*here, inline=True, keep=keep)

    def _wait_turn(self) -> bool:
        """Wait for this thread's turn to read: False when stopping.  One
        waiter is the deputy: while calls keep the turn it looks every
        quick seconds whether the owner's call is running past quick, and
        takes the turn from it; a second after the last such call it waits
        untimed until the next one (an idle worker does not poll)."""
        me = threading.get_ident()
        with self._turn:
            while True:
                if self._owner == me and self._got:
                    return True     # read already: handled even when stopping
                if self._stop.is_set():
                    if self._owner == me:
                        self._owner = None
                    return False
                if self._owner is None or self._owner == me:
                    self._owner = me
                    if self._deputy == me:
                        self._deputy = None
                        self._turn.notify()      # a waiter becomes the deputy
                    return True
                if self._deputy is None:
                    self._deputy = me
                if self._deputy != me:
                    self._waiting += 1
                    self._turn.wait()
                    self._waiting -= 1
                    continue
                now = time.monotonic()
                since = self._calling
                if since and now - since >= self.quick:
                    # the owner's call proved slow: its answer goes alone
                    self._owner, self._deputy, self._calling = me, None, 0.0
                    self._turn.notify()
                    return True
                self._dozing = not since and now - self._kept > 1.0
                self._watch.wait(None if self._dozing else self.quick)
                self._dozing = False

    def _keep_turn(self, start: float) -> None:
        """The owner runs a call keeping the turn: the deputy watches it
        (woken only when it dozed: not once per call)."""
        with self._turn:      # uncontended but for the deputy's brief looks
            self._calling = self._kept = start
            if self._dozing:
                self._watch.notify()

    def _pass_turn(self) -> None:
        """Give the turn to read to a waiting thread, if this one has it."""
        with self._turn:
            if self._owner == threading.get_ident():
                self._owner = None
                if self._waiting:
                    self._turn.notify()
                else:
                    self._watch.notify()

    def _free(self) -> int:
        with self._lock:
            return self.concurrency - len(self._busy)

    def _heartbeat(self) -> None:
        """Calls still running keep their entries: claim them again (their
        idle time starts over), so no other worker takes them over."""
        with self._lock:
            busy = list(self._busy)
        for stream, eid in busy:
            self.r.xclaim(stream, "tools", self.name, 0, [eid], justid=True)

    def _launch(self, stream: str, eid, fields, inline: bool = False,
                keep: bool = False) -> None:
        """Start the call of an entry: async on the loop, sync on the pool
        or (inline) on this thread, which returns when it is answered;
        keep: this thread has the turn to read and keeps it through the
        call, unless the call proves slow."""
        xid, n = _s(fields[b"x"]), _s(fields[b"n"])
        tool = self.tools[self.streams[stream]]
        with self._lock:
            if (stream, eid) in self._busy:
                return
            self._busy[(stream, eid)] = True
        rid = "%s/%s" % (xid, n)
        try:
            args, kwargs = decode(fields[b"a"])
        except Exception as e:      # damaged bytes in Redis: an answer, not a retry loop
            self._done(stream, eid, rid, json.dumps(
                {"e": ["ValueError", "the request's arguments: %s: %s" % (type(e).__name__, e)]}))
            return
        ctx = contextvars.copy_context()
        ctx.run(_request.set, rid)
        if inline:
            exc = value = None
            start = time.monotonic()
            if keep:
                self._keep_turn(start)
            try:
                value = ctx.run(tool.call, *args, **kwargs)
            except BaseException as e:     # SystemExit: left for another worker, as on the pool
                exc = e
            if time.monotonic() - start >= self.quick:
                self._slow.add(tool.name)
            else:
                self._slow.discard(tool.name)
            if keep:
                with self._turn:
                    self._calling = 0.0
                    keep = self._owner == threading.get_ident()
            self._finished(stream, eid, rid, tool, exc, value, keep)
            return
        if tool.is_async:
            fut = asyncio.run_coroutine_threadsafe(_call_async(ctx, tool.call, args, kwargs),
                                                   self.loop)
        else:
            fut = self.pool.submit(ctx.run, tool.call, *args, **kwargs)
        fut.add_done_callback(lambda f: self._finished(
            stream, eid, rid, tool,
            f.exception() if not f.cancelled() else asyncio.CancelledError(),
            None if f.cancelled() or f.exception() is not None else f.result()))

    def _finished(self, stream, eid, rid, tool, exc, value, read: bool = False) -> None:
        """Answer the request of a call that raised exc or returned value;
        read: this thread has the turn, and reads next in the same write."""
        if exc is not None:
            if not isinstance(exc, Exception):
                # KeyboardInterrupt, SystemExit: not an answer; left for another worker
                with self._lock:
                    self._busy.pop((stream, eid), None)
                return
            answer = {"e": list(failinfo(exc))}
        else:
            try:
                answer = {"v": _enc_value(value, self.spec._default)}
            except (TypeError, ValueError) as e:
                answer = {"e": [type(e).__name__, "the result of tool '%s': %s"
                                % (tool.name, e)]}
        answer = json.dumps(answer)
        if read and not self._stop.is_set() and time.time() < self._next_beat:
            try:
                self._answer_and_read(stream, eid, rid, answer)
                return
            except redis.ConnectionError:
                pass     # the answer may not have arrived: sent again alone
        self._done(stream, eid, rid, answer)

    def _answer_and_read(self, stream, eid, rid, answer: str) -> None:
        """The answer (its reply skipped once the script ran on this
        connection) and this thread's next blocking read in one write; what
        the read takes is handled at the next step.  An answer that fails
        unseen (a SCRIPT FLUSH) leaves its entry pending: it is delivered
        again after the visibility timeout."""
        with self._lock:
            self._busy.pop((stream, eid), None)
        c = self.client
        xid, n = rid.rsplit("/", 1)
        streams = tuple(self.streams)
        _, got = c._evalsha_then(c._answer, [c.prefix, xid, n, answer, stream, eid], (
            "XREADGROUP", "GROUP", "tools", self.name, "COUNT", max(1, self._free()),
            "BLOCK", int(self.poll * 1000), "STREAMS", *streams, *(">",) * len(streams)),
            quiet=True)
        self._got = _entries(got)

    def _done(self, stream, eid, rid, answer: str) -> None:
        while True:
            try:
                self.client._deliver(tuple(rid.rsplit("/", 1)), answer, strict=False, stream=stream,
                                     entry=eid)
                break
            except redis.ConnectionError as e:
                if self._stop.is_set():
                    break      # left pending: another worker delivers it again
                self._outage(e)
        with self._lock:
            self._busy.pop((stream, eid), None)


async def _call_async(ctx, fn, args, kwargs):
    # the request id is seen by the tool: its task runs in ctx
    task = asyncio.get_running_loop().create_task(fn(*args, **kwargs), context=ctx) \
        if sys.version_info >= (3, 11) else ctx.run(asyncio.ensure_future, fn(*args, **kwargs))
    return await task


class Worker:
    """A program worker and a tool worker in one process (either may be
    left out): what `python3 -m baton.redis worker` runs."""

    def __init__(self, client: Client, tools: Any, *, key: Optional[bytes] = None,
                 programs: bool = True, serve_tools: bool = True, concurrency: int = 16,
                 visibility: float = DEFAULT_VISIBILITY, name: Optional[str] = None) -> None:
        self.parts = []
        if programs:
            self.parts.append(ProgramWorker(client, tools, key=key, visibility=visibility,
                                            name=name and name + "-p"))
        if serve_tools:
            self.parts.append(ToolWorker(client, tools, concurrency=concurrency,
                                         visibility=visibility, name=name and name + "-t"))

    def run(self) -> None:
        """Run every part's loop (on threads of this process) until stop()."""
        threads = [threading.Thread(target=p.run, daemon=True) for p in self.parts[1:]]
        for t in threads:
            t.start()
        try:
            if self.parts:
                self.parts[0].run()
        finally:
            self.stop()
            for t in threads:
                t.join()

    def stop(self) -> None:
        """Stop every part (any thread)."""
        for p in self.parts:
            p.stop()


# ---- the command line ----

def main(argv: Optional["list[str]"] = None) -> int:
    """`python3 -m baton.redis worker|submit|result ...` (see --help);
    returns the exit status."""
    ap = argparse.ArgumentParser(prog="python3 -m baton.redis",
                                 description="baton executions on Redis (README, \"Scale out "
                                 "on Redis\")")
    sub = ap.add_subparsers(dest="cmd", required=True)
    url = dict(default="redis://localhost:6379/0",
               help="the Redis: redis://host:port/db, rediss://... (TLS) or "
                    "unix:///path/to/socket (default %(default)s)")
    prefix = dict(default="baton", help="prefix of the keys (default %(default)s)")
    w = sub.add_parser("worker", help="run a program worker and/or a tool worker",
                       description="Serve executions until SIGTERM or SIGINT: a program "
                       "worker runs them and a tool worker answers their tool calls.")
    w.add_argument("--url", **url)
    w.add_argument("--prefix", **prefix)
    w.add_argument("--tools", required=True, metavar="MODULE:ATTRIBUTE",
                   help="the tools (imported from the current folder or the path): a "
                        "baton.Sandbox (its tools, limits and snapshot_key), a dict of "
                        "name -> function, a list of functions, or a function returning one")
    w.add_argument("--key-file", help="the snapshot key shared by every program worker "
                   "(needed unless the tools Sandbox has a snapshot_key)")
    w.add_argument("--role", choices=("both", "programs", "tools"), default="both",
                   help="programs, tools or both in this process (default %(default)s)")
    w.add_argument("--concurrency", type=int, default=16,
                   help="tool calls at once (default %(default)s)")
    w.add_argument("--visibility", type=float, default=DEFAULT_VISIBILITY,
                   help="seconds before a silent worker's work is taken over; more than "
                        "the longest run or tool call (default %(default)s)")
    w.add_argument("--name", help="consumer name (default host-pid-random)")
    s = sub.add_parser("submit", help="submit a program file, print its execution id",
                       description="Queue a program for the program workers and print "
                       "its execution id (for result).  Exit status 0, or 2 with one line "
                       "saying why (a Redis it cannot reach, an id taken, bad arguments).")
    s.add_argument("file", help="the program (- reads stdin)")
    s.add_argument("--url", **url)
    s.add_argument("--prefix", **prefix)
    s.add_argument("--id", help="the execution id (default a new one)")
    s.add_argument("--inputs", help="a JSON object of globals")
    s.add_argument("--timeout", type=float,
                   help="the execution's absolute deadline, in seconds from now: "
                        "waits and queueing count (default: the workers' tools "
                        "Sandbox's timeout)")
    g = sub.add_parser("result", help="wait for an execution, print its output and value",
                       description="Wait for an execution to end; print its output, then "
                       "the repr of its value (when not None).  Exit status: 0 done, 1 an "
                       "uncaught error (its traceback on stderr) or a failed execution, 3 a "
                       "limit ended it (as baton run), 2 an unknown id, a timeout, a Redis "
                       "it cannot reach or bad arguments (one line on stderr says which).")
    g.add_argument("id", help="the execution id submit printed")
    g.add_argument("--url", **url)
    g.add_argument("--prefix", **prefix)
    g.add_argument("--timeout", type=float, help="seconds to wait (default: for ever)")
    a = ap.parse_args(argv)
    sys.path.insert(0, os.getcwd())
    try:
        return _command(a)
    except redis.ConnectionError as e:
        sys.stderr.write("%s %s: cannot reach Redis at %s: %s\n" % (ap.prog, a.cmd, a.url, e))
    except (OSError, ValueError, TypeError, ImportError, AttributeError, KeyError) as e:
        # TimeoutError is an OSError; a KeyError's text is its argument
        sys.stderr.write("%s %s: %s: %s\n" % (ap.prog, a.cmd, type(e).__name__,
                                                e.args[0] if len(e.args) == 1 else e))
    return 2


def _command(a) -> int:
    client = Client(a.url, prefix=a.prefix)
    if a.cmd == "submit":
        if a.file == "-":
            code = sys.stdin.read()
        else:
            with open(a.file, encoding="utf-8") as f:
                code = f.read()
        inputs = json.loads(a.inputs) if a.inputs else None
        print(client.submit(code, inputs, a.id, timeout=a.timeout))
        return 0
    if a.cmd == "result":
        try:
            r = client.result(a.id, a.timeout)
        except LimitExceeded as e:
            sys.stdout.write(e.output)
            sys.stderr.write("baton: %s\n" % e)
            return 3     # as `baton run` when a limit stops a run
        except _baton.Error as e:
            sys.stderr.write("baton: %s\n" % e)
            return 1
        sys.stdout.write(r.output)
        if r.error is not None:
            sys.stderr.write(r.error.traceback)
            return 1
        if r.value is not None:
            print(repr(r.value))
        return 0
    key = None
    if a.key_file:
        with open(a.key_file, "rb") as f:
            key = f.read()
    worker = Worker(client, a.tools, key=key, programs=a.role != "tools",
                    serve_tools=a.role != "programs", concurrency=a.concurrency,
                    visibility=a.visibility, name=a.name)
    for sig in (signal.SIGTERM, signal.SIGINT):
        signal.signal(sig, lambda *_: worker.stop())
    worker.run()
    return 0


if __name__ == "__main__":
    # run the package's module, not this __main__ copy: tools importing
    # baton.redis must see the request_id() of the worker that calls them
    from baton.redis import main as _main
    sys.exit(_main())
