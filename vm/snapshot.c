/*
** snapshot.c - a paused or idle VM to bytes and back.
**
** ======================== Snapshot format, version 5 =================**
** All integers are little-endian.  Layout:
**
**   offset  size  field
**   0       8     magic "BATONSNP"
**   8       4     u32 format version (5; older versions, without asyncio,
**                 bytes, the module registry, exception attributes or classes, are
**                 refused)
**   12      4     u32 flags: bit 0 = an HMAC-SHA-256 tag ends the snapshot;
**                 every other bit must be 0
**   16      8     u64 body length B
**   24      B     body
**   24+B    4     u32 CRC-32 of the body (zlib's crc32, IEEE polynomial)
**   28+B    32    flag bit 0 only: HMAC-SHA-256 (RFC 2104) with the host's key
**                 over bytes [0, 28+B)
**   Nothing may follow.
**
** Primitive encodings inside the body:
**   uv   unsigned LEB128 varint (7 bits a byte, low group first, at most 10
**        bytes, value < 2^64)
**   sv   signed varint: zigzag ((n << 1) ^ (n >> 63)) then uv
**   u8, u32, u64, f64   fixed width (f64: the IEEE-754 bits as a u64)
**   str  uv index into the string table
**   bytes  uv length, then the bytes
**   val  a Value: one tag byte, then
**          0x00 unbound (register never set)   0x01 None
**          0x02 False   0x03 True
**          0x04 int: sv                        0x05 float: f64
**          0x06 builtin type or exception class: uv NATIVES index
**          0x07 builtin function: uv NATIVES index
**          0x08 host tool: uv tool index (TOOLS order)
**          0x09 heap object: uv object index (OBJECTS order)
**          0x0A code object: uv code index (CODES order)
**          0x0B VM singleton: u8 (0 builtins dict, 1 the preallocated
**               MemoryError, 2 the empty str "", 3 Ellipsis,
**               4 NotImplemented)
**          0x20..0xFF  small int: tag - 0x40 (-32 .. 191), no payload
**        Tags 0x0C..0x1F are invalid.
**
** The body is eight sections in this order, each  u8 id, u64 length L, then
** L bytes that its contents must use exactly (the writer meets objects,
** codes, natives and strings while writing STATE and OBJECTS, so the tables
** follow their users; the loader reads STRINGS, NATIVES, TOOLS, SOURCES,
** CODES, OBJECTS, STATE, HOST):
**   1 TOOLS    uv n; n x (str name, u8 has_signature, [str signature],
**              u8 has_doc, [str doc], uv flags).  A tool's binder function
**              is rebuilt on load by registering the tool again (vm_tool_add).
**   2 STATE    val globals (dict), val prelude namespace (dict), val
**              modules imported from vm/lib (dict name -> module, or None),
**              val exception in flight (unbound or exception),
**              val handled exception, val result of the last run (the
**              exception slots are the main fiber's), val contextvars
**              cell of the main fiber (a list, or unbound: none);
**              the main fiber: a FIBER (below);
**              uv nrequests; per request: uv id, uv tool (UINT32_MAX: an
**              asyncio.sleep, BT_SLEEP_TOOL), u8 state (REQ_*), sv line,
**              uv ret (a sync call: index into its fiber's stack), val args
**              (list), val kwargs (dict), val result, val future (an async
**              call's FUTURE, or None), val task (a sync call made in a
**              task: the task; None: the main fiber);
**              uv next_id, uv calls, uv steps, sv budget, uv max_steps,
**              uv max_memory, uv max_depth, uv max_output, uv max_calls,
**              uv out_bytes, u8 limit_hit, uv limit_kind, uv hash_seed;
**              bytes pending output (vm->outbuf);
**              uv nroots; nroots x val (host-held roots);
**              the event loop: val running task (vm->cur) or None, u8
**              running, val future the main fiber awaits or None, val main
**              task (top-level await) or None; uv nready; nready x (u8 kind
**              (RQ_STEP, RQ_CONT, CB_GATHER, CB_RELEASE, CB_QUEUE), val obj,
**              val arg (futures or None)), oldest first; u8 has_tasks,
**              [uv n, n x val: the loop's task list]; uv loop_depth,
**              u8 main_done, sv main_status, val main_result, uv
**              task_counter, val asyncio module or None; uv ncancelled,
**              ncancelled x uv request id, uv cancel_read; uv batch
**              (entries left in the loop's iteration), u8 stopping
**              (STOP_*), u8 main_run_block.  A ready entry RQ_STOP has
**              None and None.
**   FIBER      uv nframes; per frame (bottom first): uv code, val function
**              (None for a module body), val generator or coroutine (or
**              None), uv base, uv pc, uv ret, u8 kind (FR_*), val dflt,
**              val handled, val globals;
**              uv top; top x val: registers stack[0..top), top being the
**              highest frame end (base + code's register count).
**              The running task's fiber is stored as if it were parked (in
**              its FUTURE record) and the main fiber in STATE; the loader
**              switches to the running task again.
**   3 OBJECTS  u32 n; n records, record i being object i: u8 ObjType, then
**     STR       str
**     BIGINT    u8 negative, uv nlimbs, nlimbs x u32 (base 2^32, least
**               significant first; normalised, outside the int64 range)
**     LIST, TUPLE  uv len, len x val
**     DICT      uv len, len x (val key, val value), insertion order
**     SET, FROZENSET  u8 mode, u8 log2 of the table size, then
**       mode 0 (exact layout): uv finger, uv used, uv fill, fill x (uv gap,
**               val key): the non-empty slots in slot order, slot = previous
**               slot + 1 + gap (the first: gap); key unbound = a dummy
**       mode 1 (re-add): uv used, used x val in iteration order
**     BYTES, BYTEARRAY  uv len, len x u8
**     COMPLEX   u64 real, u64 imag (the doubles' bits)
**     RANGE     sv start, sv stop, sv step, sv len
**     SLICE     val start, val stop, val step
**     FUNC      uv code, val globals, val defaults, val kwdefaults, val closure,
**               val attributes (a dict, or None), val __name__ & co (a dict
**               of the names Func.meta holds, or None)
**     CELL      val contents
**     BMETHOD   val self (unbound: an unbound method), uv NATIVES index
**     ITER      uv kind (TypeId), val source, sv i, sv n; for dict and set
**               iterators i counts the live entries already passed (-1:
**               exhausted), so it does not depend on the table layout
**     GEN       uv type shown (0 or a TypeId), val function, uv pc,
**               u8 state (GEN_*), val name, val handled, uv nregs,
**               nregs x val
**     CORO      as GEN (type shown 0); never SUSPENDED: a coroutine waits
**               in the frames of its fiber
**     EXC       uv TypeId, val args, val cause, val context,
**               u8 suppress_context, val traceback (a TRACEBACK or None),
**               val class (a user class whose base is TypeId, or None),
**               val attributes (dict or None), uv identity number
**     TRACEBACK uv code, uv pc, u8 method, val next (a TRACEBACK or None;
**               no chain leads back to itself): pc < the code's length,
**               method 0 or 1 (1 only at a CALLMETHOD or LOADMETHOD whose
**               position is POS_METHOD), 2 (pc 0) or TB_GENERATED + N
**     VIEW      uv kind (TypeId), val dict
**     FUTURE    u8 kind (FUT_*), u8 state (FS_*), u8 awaited (0..2),
**               u8 flags (1 must_cancel, 2 started, 4 return_exceptions,
**               8 cancel requested), val result, val coro, val name,
**               val cancel_msg, val waiting (a FUTURE or None), uv req,
**               uv count, uv ncallbacks, ncallbacks x (u8 kind (CB_*),
**               val obj: a FUTURE, or None: the main fiber);
**               a task (FUT_TASK) then: its parked FIBER (no frames if it
**               has not started, is finished, or runs a tool call), val
**               handled, val exception to raise when it resumes, val
**               contextvars cell (a list, or unbound: none)
**     CLASS     val name, val qualname, val bases, val mro, val dict,
**               uv base (TypeId), uv oid, val meta (a CLASS whose own meta
**               is None, or None; class.h)
**     MODULE    val name (str), val dict: the asyncio module (vm->asyncio)
**               or a module of vm/lib (in the STATE's registry)
**     PATTERN   str source, uv flags (re.Pattern: compiled again on load)
**     MATCH     val pattern, val string, sv pos, sv endpos, sv lastindex,
**               uv groups + 1, then (groups + 1) x (sv start, sv end)
**   4 CODES    uv n; n entries, entry i being code index i: u8 kind, then
**     0  uv source index: the module code of that source, compiled on load
**     1  str name: the prelude function of that name (prelude_get), its code
**     2  uv parent code index (< i), uv k: constant k of the parent code
**              and after each entry u32 check (snap_code_check of the code):
**              the source must compile to the same code in the loading build
**   5 NATIVES  uv n; n x (u8 kind: 0 type, 1 builtin function, 2 method;
**              for a method u8 family (MF_*); bytes name): builtins by name,
**              so that a build with its tables in another order reads them
**   6 SOURCES  uv n; n x (str filename, str source text), one per distinct
**              (filename, text)
**   7 STRINGS  uv n; n x bytes (valid UTF-8); equal texts share an entry
**              when finding them is cheap (short strs, strs already hashed)
**   8 HOST     uv host state, bytes output buffered by the host
**
** Objects are numbered in the order the writer meets them (breadth first
** from STATE), each object once, so shared references and cycles survive.
** Code objects are never stored as bytecode: compile_module is
** deterministic, so recompiling the stored source and following the path of
** constant indices finds the same code.
**
** Sets: when every key hashes the same in every process and build (None,
** bools, ints, floats, strs, big ints, ranges, tools, and tuples and
** frozensets of those) the table is stored slot by slot and rebuilt
** identically, so iteration order and every later insertion behave as
** before.  Keys hashed by identity (functions, iterators, exceptions ...)
** hash by address, which differs after a restore, and builtins hash by
** their index in this build's tables: such sets are stored in
** iteration order and re-added, so their iteration order may change (as it
** may between two CPython runs).  Dicts are rebuilt by inserting in order.
** A table holding a key whose hash is Python code (a class's __hash__)
** stores the hashes too: the loader runs no Python code.
** GETGLOBAL caches are not stored, nor the request table's lookup hints
** (rebuilt), nor a request's pointer to the host's copy.
**
** Callbacks that would resume the main fiber from a future it no longer
** awaits (left over from an earlier run that ended while it waited) are
** not stored: they could only resume another program.
**
** ============================================================================
**
** Loading treats the bytes as hostile.  Every count is checked against the
** bytes left (n items need at least n bytes), every index against its
** table, every type against what the interpreter will assume of it; all
** memory comes from vm->mem, so the VM's memory limit applies.  No step
** recurses on the C stack in proportion to the input: the object graph is
** built in passes over the records with explicit stacks.  What the checks
** guarantee is listed with load_state and load_checks below.
**
** Invariants per object kind, and how a restored VM comes to hold them
** ("made": true by construction, the loader builds the field itself from
** checked parts; "checked": refused unless it holds):
**   STR       made: bytes from the string table (checked valid UTF-8), len
**             from the table, nchars counted by the scan, NUL terminator
**             written by str_alloc, hash 0 (computed at first use).
**   BIGINT    checked: normalised (top limb non-zero), outside int64.
**   LIST, TUPLE  made: len and capacity from the count; no unbound item.
**   BYTES, BYTEARRAY  made: length from the count, data copied, NUL
**             terminator written; a bytearray's capacity its own.
**   DICT      made: table and index rebuilt by inserting the pairs in
**             order; checked: keys hashable, no two equal.  A dict holding
**             a key hashed by Python code (a class's __hash__, or a tuple
**             holding such an object) stores each entry's hash, and its
**             keys are placed by it with no comparison: checked only that
**             it is a hash value (equal keys are not refused; a wrong hash
**             hides a key from lookups, never breaks the table).
**   SET, FROZENSET  checked: table size a power of two with room, every
**             element where its hash puts it, live count = used (mode 0),
**             or rebuilt by re-adding (mode 1), or with stored hashes and
**             no comparison when an element is hashed by Python code (mode
**             2, as DICT); frozensets' elements first.
**             Dicts and sets together within TABLE_STEPS comparisons of
**             colliding keys (quadratic in a colliding group), else refused.
**   CODE      made: recompiled from SOURCES (never bytecode from the bytes).
**   CELL      any value (VUNDEF: empty).
**   RANGE     checked: step != 0 and len = the length of (start, stop,
**             step).  SLICE: checked: no unbound field.
**   FUNC      made: code from CODES (recompiled source, never bytecode);
**             checked: not a module body, globals a dict, defaults a tuple
**             not longer than the parameters, closure a tuple of at least
**             nfree cells, attributes a dict or None (keys of any type:
**             f.__dict__ takes them, lookups skip those not str).
**   BMETHOD   checked: a method native, of self's type.
**   ITER      checked: kind known, source of the kind's type, positions in
**             range (a str position at a code point boundary, a range's n
**             its length); dict and set positions made from the count of
**             live entries passed; the interpreter re-checks positions
**             against lengths at every step (containers change size).
**   GEN, CORO checked: code of the right kind, registers = the code's,
**             state known, a suspended generator's pc just after a YIELD;
**             a frame closing a subgenerator for its delegator
**             (FR_YFCLOSE) under a generator paused in the yield of its
**             yield from, with a GeneratorExit to deliver (load_state).
**   EXC       checked: an exception type, args a tuple, cause and context
**             exceptions or None, traceback lines int32 of known codes;
**             made: no suggestion (computed when raised).
**   VIEW      checked: of a dict, kind known.
**   FUTURE    checked per kind by future_check and async_checks.
**   MODULE    checked: name a str, dict keys all strs; made: its dict
**             kept (it is its functions' globals too; attribute lookup
**             skips keys a program may add later that are not strs).
**   CLASS     checked: base object, a boxed builtin or an exception type;
**             name and qualname strs, bases and mro tuples, dict a dict, a
**             method resolution order class_ok accepts; made: the slot
**             table (class_fix_slots) from the dict.  A metaclass (meta
**             field): checked a class with type in its MRO and no
**             metaclass of its own, never given to a class that is itself
**             a metaclass.
**   INSTANCE  checked: class None or a class, dict None or a dict, and the
**             wrapped value of exactly the builtin base's type (or none);
**             never an instance of a metaclass (classes are CLASS
**             records).  A __slots__ member descriptor is an instance of
**             the prelude's member_descriptor: its __name__ and
**             __objclass__ are checked at every use (class.c
**             member_access: "broken member descriptor"), not on load.
**             zlib's Compress/Decompress and os.environ are instances of
**             Python classes holding plain data: the natives under them
**             (zlib.c _inflate, _deflate) check their arguments at each
**             call, so a forged field is an exception, never a bad read
**             (tests/fuzz/restore-programs/meta_slots_zlib_environ.py).
**   METHOD    any function and self (calls check the callable).
**   WRAP      checked: kind staticmethod, classmethod or property.
**   SUPER     checked: type a builtin type or a class.
**   PATTERN   made: compiled again from its source and flags (refused if
**             it does not compile).  MATCH: checked: of a pattern, on a
**             str, group count the pattern's, positions and spans within
**             the string.
** Frames, fibers, requests and the event loop: see load_state.  Registers
** hold any value: instructions check the tags they rely on.
*/
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "vm.h"
#include "class.h"
#include "mcache.h"
#include "bytes.h"
#include "lib/re.h"
#include "dict.h"
#include "str.h"
#include "bigint.h"
#include "range.h"
#include "sha256.h"
#include "snapshot.h"
#include "crc_clmul.h"
#include "complex.h"

enum {
  SEC_TOOLS = 1, SEC_STATE, SEC_OBJECTS, SEC_CODES, SEC_NATIVES, SEC_SOURCES,
  SEC_STRINGS, SEC_HOST, SEC__COUNT
};

static const char *const sec_names[SEC__COUNT] = {
  "", "TOOLS", "STATE", "OBJECTS", "CODES", "NATIVES", "SOURCES", "STRINGS", "HOST"
};

enum { NK_TYPE, NK_BUILTIN, NK_METHOD };

enum {
  VT_UNDEF, VT_NONE, VT_FALSE, VT_TRUE, VT_INT, VT_FLOAT, VT_TYPE, VT_BUILTIN,
  VT_TOOL, VT_OBJ, VT_CODE, VT_SPECIAL, VT__COUNT,
  VT_SMALL = 0x20          /* tags 0x20..0xFF: small ints */
};
#define SMALL_BIAS 0x40
#define SMALL_MIN (VT_SMALL - SMALL_BIAS)
#define SMALL_MAX (0xFF - SMALL_BIAS)

enum { SP_BUILTINS, SP_NOMEM, SP_EMPTY, SP_ELLIPSIS, SP_NOTIMPL, SP__COUNT };
/* A future's flag byte. */
enum { FB_MUST_CANCEL = 1, FB_STARTED = 2, FB_REX = 4, FB_CANCEL_REQ = 8, FB__ALL = 15 };
enum { CE_MODULE, CE_PRELUDE, CE_CHILD };

#define SET_MIN 8u
#define HASH_DUMMY UINT64_MAX
#define NONE32 UINT32_MAX

/* Steps a tool's signature defaults may take while tools are re-registered
** on load (they are Python expressions from the snapshot). */
#define TOOL_STEPS 100000

/* Native steps the loader may spend rebuilding dicts and sets.  Keys whose
** full hashes collide cost a comparison each (a native step, dict.c), so a
** colliding group of n keys costs n*n/2, as it did when the program built
** it: hostile bytes holding 100,000 such keys would otherwise keep a
** restore busy for minutes.  A program reaches this much only on purpose
** (about 8,000 keys of one full hash); such a snapshot is refused. */
#define TABLE_STEPS ((uint64_t)1 << 25)

/* ---------------------------------------------------------------- CRC-32 */

/* CRC-32 (IEEE 802.3, reflected polynomial 0xEDB88320, as zlib) slice-by-16
** tables: row 0 is the byte table, row k advances a byte through k more zero
** bytes.  Generated by the script in the snapshot notes; do not edit. */
static const uint32_t crc_tab[16][256] = {
  {
    0x00000000u, 0x77073096u, 0xee0e612cu, 0x990951bau, 0x076dc419u, 0x706af48fu, 0xe963a535u, 0x9e6495a3u,
    0x0edb8832u, 0x79dcb8a4u, 0xe0d5e91eu, 0x97d2d988u, 0x09b64c2bu, 0x7eb17cbdu, 0xe7b82d07u, 0x90bf1d91u,
    0x1db71064u, 0x6ab020f2u, 0xf3b97148u, 0x84be41deu, 0x1adad47du, 0x6ddde4ebu, 0xf4d4b551u, 0x83d385c7u,
    0x136c9856u, 0x646ba8c0u, 0xfd62f97au, 0x8a65c9ecu, 0x14015c4fu, 0x63066cd9u, 0xfa0f3d63u, 0x8d080df5u,
    0x3b6e20c8u, 0x4c69105eu, 0xd56041e4u, 0xa2677172u, 0x3c03e4d1u, 0x4b04d447u, 0xd20d85fdu, 0xa50ab56bu,
    0x35b5a8fau, 0x42b2986cu, 0xdbbbc9d6u, 0xacbcf940u, 0x32d86ce3u, 0x45df5c75u, 0xdcd60dcfu, 0xabd13d59u,
    0x26d930acu, 0x51de003au, 0xc8d75180u, 0xbfd06116u, 0x21b4f4b5u, 0x56b3c423u, 0xcfba9599u, 0xb8bda50fu,
    0x2802b89eu, 0x5f058808u, 0xc60cd9b2u, 0xb10be924u, 0x2f6f7c87u, 0x58684c11u, 0xc1611dabu, 0xb6662d3du,
    0x76dc4190u, 0x01db7106u, 0x98d220bcu, 0xefd5102au, 0x71b18589u, 0x06b6b51fu, 0x9fbfe4a5u, 0xe8b8d433u,
    0x7807c9a2u, 0x0f00f934u, 0x9609a88eu, 0xe10e9818u, 0x7f6a0dbbu, 0x086d3d2du, 0x91646c97u, 0xe6635c01u,
    0x6b6b51f4u, 0x1c6c6162u, 0x856530d8u, 0xf262004eu, 0x6c0695edu, 0x1b01a57bu, 0x8208f4c1u, 0xf50fc457u,
    0x65b0d9c6u, 0x12b7e950u, 0x8bbeb8eau, 0xfcb9887cu, 0x62dd1ddfu, 0x15da2d49u, 0x8cd37cf3u, 0xfbd44c65u,
    0x4db26158u, 0x3ab551ceu, 0xa3bc0074u, 0xd4bb30e2u, 0x4adfa541u, 0x3dd895d7u, 0xa4d1c46du, 0xd3d6f4fbu,
    0x4369e96au, 0x346ed9fcu, 0xad678846u, 0xda60b8d0u, 0x44042d73u, 0x33031de5u, 0xaa0a4c5fu, 0xdd0d7cc9u,
    0x5005713cu, 0x270241aau, 0xbe0b1010u, 0xc90c2086u, 0x5768b525u, 0x206f85b3u, 0xb966d409u, 0xce61e49fu,
    0x5edef90eu, 0x29d9c998u, 0xb0d09822u, 0xc7d7a8b4u, 0x59b33d17u, 0x2eb40d81u, 0xb7bd5c3bu, 0xc0ba6cadu,
    0xedb88320u, 0x9abfb3b6u, 0x03b6e20cu, 0x74b1d29au, 0xead54739u, 0x9dd277afu, 0x04db2615u, 0x73dc1683u,
    0xe3630b12u, 0x94643b84u, 0x0d6d6a3eu, 0x7a6a5aa8u, 0xe40ecf0bu, 0x9309ff9du, 0x0a00ae27u, 0x7d079eb1u,
    0xf00f9344u, 0x8708a3d2u, 0x1e01f268u, 0x6906c2feu, 0xf762575du, 0x806567cbu, 0x196c3671u, 0x6e6b06e7u,
    0xfed41b76u, 0x89d32be0u, 0x10da7a5au, 0x67dd4accu, 0xf9b9df6fu, 0x8ebeeff9u, 0x17b7be43u, 0x60b08ed5u,
    0xd6d6a3e8u, 0xa1d1937eu, 0x38d8c2c4u, 0x4fdff252u, 0xd1bb67f1u, 0xa6bc5767u, 0x3fb506ddu, 0x48b2364bu,
    0xd80d2bdau, 0xaf0a1b4cu, 0x36034af6u, 0x41047a60u, 0xdf60efc3u, 0xa867df55u, 0x316e8eefu, 0x4669be79u,
    0xcb61b38cu, 0xbc66831au, 0x256fd2a0u, 0x5268e236u, 0xcc0c7795u, 0xbb0b4703u, 0x220216b9u, 0x5505262fu,
    0xc5ba3bbeu, 0xb2bd0b28u, 0x2bb45a92u, 0x5cb36a04u, 0xc2d7ffa7u, 0xb5d0cf31u, 0x2cd99e8bu, 0x5bdeae1du,
    0x9b64c2b0u, 0xec63f226u, 0x756aa39cu, 0x026d930au, 0x9c0906a9u, 0xeb0e363fu, 0x72076785u, 0x05005713u,
    0x95bf4a82u, 0xe2b87a14u, 0x7bb12baeu, 0x0cb61b38u, 0x92d28e9bu, 0xe5d5be0du, 0x7cdcefb7u, 0x0bdbdf21u,
    0x86d3d2d4u, 0xf1d4e242u, 0x68ddb3f8u, 0x1fda836eu, 0x81be16cdu, 0xf6b9265bu, 0x6fb077e1u, 0x18b74777u,
    0x88085ae6u, 0xff0f6a70u, 0x66063bcau, 0x11010b5cu, 0x8f659effu, 0xf862ae69u, 0x616bffd3u, 0x166ccf45u,
    0xa00ae278u, 0xd70dd2eeu, 0x4e048354u, 0x3903b3c2u, 0xa7672661u, 0xd06016f7u, 0x4969474du, 0x3e6e77dbu,
    0xaed16a4au, 0xd9d65adcu, 0x40df0b66u, 0x37d83bf0u, 0xa9bcae53u, 0xdebb9ec5u, 0x47b2cf7fu, 0x30b5ffe9u,
    0xbdbdf21cu, 0xcabac28au, 0x53b39330u, 0x24b4a3a6u, 0xbad03605u, 0xcdd70693u, 0x54de5729u, 0x23d967bfu,
    0xb3667a2eu, 0xc4614ab8u, 0x5d681b02u, 0x2a6f2b94u, 0xb40bbe37u, 0xc30c8ea1u, 0x5a05df1bu, 0x2d02ef8du,
  },
  {
    0x00000000u, 0x191b3141u, 0x32366282u, 0x2b2d53c3u, 0x646cc504u, 0x7d77f445u, 0x565aa786u, 0x4f4196c7u,
    0xc8d98a08u, 0xd1c2bb49u, 0xfaefe88au, 0xe3f4d9cbu, 0xacb54f0cu, 0xb5ae7e4du, 0x9e832d8eu, 0x87981ccfu,
    0x4ac21251u, 0x53d92310u, 0x78f470d3u, 0x61ef4192u, 0x2eaed755u, 0x37b5e614u, 0x1c98b5d7u, 0x05838496u,
    0x821b9859u, 0x9b00a918u, 0xb02dfadbu, 0xa936cb9au, 0xe6775d5du, 0xff6c6c1cu, 0xd4413fdfu, 0xcd5a0e9eu,
    0x958424a2u, 0x8c9f15e3u, 0xa7b24620u, 0xbea97761u, 0xf1e8e1a6u, 0xe8f3d0e7u, 0xc3de8324u, 0xdac5b265u,
    0x5d5daeaau, 0x44469febu, 0x6f6bcc28u, 0x7670fd69u, 0x39316baeu, 0x202a5aefu, 0x0b07092cu, 0x121c386du,
    0xdf4636f3u, 0xc65d07b2u, 0xed705471u, 0xf46b6530u, 0xbb2af3f7u, 0xa231c2b6u, 0x891c9175u, 0x9007a034u,
    0x179fbcfbu, 0x0e848dbau, 0x25a9de79u, 0x3cb2ef38u, 0x73f379ffu, 0x6ae848beu, 0x41c51b7du, 0x58de2a3cu,
    0xf0794f05u, 0xe9627e44u, 0xc24f2d87u, 0xdb541cc6u, 0x94158a01u, 0x8d0ebb40u, 0xa623e883u, 0xbf38d9c2u,
    0x38a0c50du, 0x21bbf44cu, 0x0a96a78fu, 0x138d96ceu, 0x5ccc0009u, 0x45d73148u, 0x6efa628bu, 0x77e153cau,
    0xbabb5d54u, 0xa3a06c15u, 0x888d3fd6u, 0x91960e97u, 0xded79850u, 0xc7cca911u, 0xece1fad2u, 0xf5facb93u,
    0x7262d75cu, 0x6b79e61du, 0x4054b5deu, 0x594f849fu, 0x160e1258u, 0x0f152319u, 0x243870dau, 0x3d23419bu,
    0x65fd6ba7u, 0x7ce65ae6u, 0x57cb0925u, 0x4ed03864u, 0x0191aea3u, 0x188a9fe2u, 0x33a7cc21u, 0x2abcfd60u,
    0xad24e1afu, 0xb43fd0eeu, 0x9f12832du, 0x8609b26cu, 0xc94824abu, 0xd05315eau, 0xfb7e4629u, 0xe2657768u,
    0x2f3f79f6u, 0x362448b7u, 0x1d091b74u, 0x04122a35u, 0x4b53bcf2u, 0x52488db3u, 0x7965de70u, 0x607eef31u,
    0xe7e6f3feu, 0xfefdc2bfu, 0xd5d0917cu, 0xcccba03du, 0x838a36fau, 0x9a9107bbu, 0xb1bc5478u, 0xa8a76539u,
    0x3b83984bu, 0x2298a90au, 0x09b5fac9u, 0x10aecb88u, 0x5fef5d4fu, 0x46f46c0eu, 0x6dd93fcdu, 0x74c20e8cu,
    0xf35a1243u, 0xea412302u, 0xc16c70c1u, 0xd8774180u, 0x9736d747u, 0x8e2de606u, 0xa500b5c5u, 0xbc1b8484u,
    0x71418a1au, 0x685abb5bu, 0x4377e898u, 0x5a6cd9d9u, 0x152d4f1eu, 0x0c367e5fu, 0x271b2d9cu, 0x3e001cddu,
    0xb9980012u, 0xa0833153u, 0x8bae6290u, 0x92b553d1u, 0xddf4c516u, 0xc4eff457u, 0xefc2a794u, 0xf6d996d5u,
    0xae07bce9u, 0xb71c8da8u, 0x9c31de6bu, 0x852aef2au, 0xca6b79edu, 0xd37048acu, 0xf85d1b6fu, 0xe1462a2eu,
    0x66de36e1u, 0x7fc507a0u, 0x54e85463u, 0x4df36522u, 0x02b2f3e5u, 0x1ba9c2a4u, 0x30849167u, 0x299fa026u,
    0xe4c5aeb8u, 0xfdde9ff9u, 0xd6f3cc3au, 0xcfe8fd7bu, 0x80a96bbcu, 0x99b25afdu, 0xb29f093eu, 0xab84387fu,
    0x2c1c24b0u, 0x350715f1u, 0x1e2a4632u, 0x07317773u, 0x4870e1b4u, 0x516bd0f5u, 0x7a468336u, 0x635db277u,
    0xcbfad74eu, 0xd2e1e60fu, 0xf9ccb5ccu, 0xe0d7848du, 0xaf96124au, 0xb68d230bu, 0x9da070c8u, 0x84bb4189u,
    0x03235d46u, 0x1a386c07u, 0x31153fc4u, 0x280e0e85u, 0x674f9842u, 0x7e54a903u, 0x5579fac0u, 0x4c62cb81u,
    0x8138c51fu, 0x9823f45eu, 0xb30ea79du, 0xaa1596dcu, 0xe554001bu, 0xfc4f315au, 0xd7626299u, 0xce7953d8u,
    0x49e14f17u, 0x50fa7e56u, 0x7bd72d95u, 0x62cc1cd4u, 0x2d8d8a13u, 0x3496bb52u, 0x1fbbe891u, 0x06a0d9d0u,
    0x5e7ef3ecu, 0x4765c2adu, 0x6c48916eu, 0x7553a02fu, 0x3a1236e8u, 0x230907a9u, 0x0824546au, 0x113f652bu,
    0x96a779e4u, 0x8fbc48a5u, 0xa4911b66u, 0xbd8a2a27u, 0xf2cbbce0u, 0xebd08da1u, 0xc0fdde62u, 0xd9e6ef23u,
    0x14bce1bdu, 0x0da7d0fcu, 0x268a833fu, 0x3f91b27eu, 0x70d024b9u, 0x69cb15f8u, 0x42e6463bu, 0x5bfd777au,
    0xdc656bb5u, 0xc57e5af4u, 0xee530937u, 0xf7483876u, 0xb809aeb1u, 0xa1129ff0u, 0x8a3fcc33u, 0x9324fd72u,
  },
  {
    0x00000000u, 0x01c26a37u, 0x0384d46eu, 0x0246be59u, 0x0709a8dcu, 0x06cbc2ebu, 0x048d7cb2u, 0x054f1685u,
    0x0e1351b8u, 0x0fd13b8fu, 0x0d9785d6u, 0x0c55efe1u, 0x091af964u, 0x08d89353u, 0x0a9e2d0au, 0x0b5c473du,
    0x1c26a370u, 0x1de4c947u, 0x1fa2771eu, 0x1e601d29u, 0x1b2f0bacu, 0x1aed619bu, 0x18abdfc2u, 0x1969b5f5u,
    0x1235f2c8u, 0x13f798ffu, 0x11b126a6u, 0x10734c91u, 0x153c5a14u, 0x14fe3023u, 0x16b88e7au, 0x177ae44du,
    0x384d46e0u, 0x398f2cd7u, 0x3bc9928eu, 0x3a0bf8b9u, 0x3f44ee3cu, 0x3e86840bu, 0x3cc03a52u, 0x3d025065u,
    0x365e1758u, 0x379c7d6fu, 0x35dac336u, 0x3418a901u, 0x3157bf84u, 0x3095d5b3u, 0x32d36beau, 0x331101ddu,
    0x246be590u, 0x25a98fa7u, 0x27ef31feu, 0x262d5bc9u, 0x23624d4cu, 0x22a0277bu, 0x20e69922u, 0x2124f315u,
    0x2a78b428u, 0x2bbade1fu, 0x29fc6046u, 0x283e0a71u, 0x2d711cf4u, 0x2cb376c3u, 0x2ef5c89au, 0x2f37a2adu,
    0x709a8dc0u, 0x7158e7f7u, 0x731e59aeu, 0x72dc3399u, 0x7793251cu, 0x76514f2bu, 0x7417f172u, 0x75d59b45u,
    0x7e89dc78u, 0x7f4bb64fu, 0x7d0d0816u, 0x7ccf6221u, 0x798074a4u, 0x78421e93u, 0x7a04a0cau, 0x7bc6cafdu,
    0x6cbc2eb0u, 0x6d7e4487u, 0x6f38fadeu, 0x6efa90e9u, 0x6bb5866cu, 0x6a77ec5bu, 0x68315202u, 0x69f33835u,
    0x62af7f08u, 0x636d153fu, 0x612bab66u, 0x60e9c151u, 0x65a6d7d4u, 0x6464bde3u, 0x662203bau, 0x67e0698du,
    0x48d7cb20u, 0x4915a117u, 0x4b531f4eu, 0x4a917579u, 0x4fde63fcu, 0x4e1c09cbu, 0x4c5ab792u, 0x4d98dda5u,
    0x46c49a98u, 0x4706f0afu, 0x45404ef6u, 0x448224c1u, 0x41cd3244u, 0x400f5873u, 0x4249e62au, 0x438b8c1du,
    0x54f16850u, 0x55330267u, 0x5775bc3eu, 0x56b7d609u, 0x53f8c08cu, 0x523aaabbu, 0x507c14e2u, 0x51be7ed5u,
    0x5ae239e8u, 0x5b2053dfu, 0x5966ed86u, 0x58a487b1u, 0x5deb9134u, 0x5c29fb03u, 0x5e6f455au, 0x5fad2f6du,
    0xe1351b80u, 0xe0f771b7u, 0xe2b1cfeeu, 0xe373a5d9u, 0xe63cb35cu, 0xe7fed96bu, 0xe5b86732u, 0xe47a0d05u,
    0xef264a38u, 0xeee4200fu, 0xeca29e56u, 0xed60f461u, 0xe82fe2e4u, 0xe9ed88d3u, 0xebab368au, 0xea695cbdu,
    0xfd13b8f0u, 0xfcd1d2c7u, 0xfe976c9eu, 0xff5506a9u, 0xfa1a102cu, 0xfbd87a1bu, 0xf99ec442u, 0xf85cae75u,
    0xf300e948u, 0xf2c2837fu, 0xf0843d26u, 0xf1465711u, 0xf4094194u, 0xf5cb2ba3u, 0xf78d95fau, 0xf64fffcdu,
    0xd9785d60u, 0xd8ba3757u, 0xdafc890eu, 0xdb3ee339u, 0xde71f5bcu, 0xdfb39f8bu, 0xddf521d2u, 0xdc374be5u,
    0xd76b0cd8u, 0xd6a966efu, 0xd4efd8b6u, 0xd52db281u, 0xd062a404u, 0xd1a0ce33u, 0xd3e6706au, 0xd2241a5du,
    0xc55efe10u, 0xc49c9427u, 0xc6da2a7eu, 0xc7184049u, 0xc25756ccu, 0xc3953cfbu, 0xc1d382a2u, 0xc011e895u,
    0xcb4dafa8u, 0xca8fc59fu, 0xc8c97bc6u, 0xc90b11f1u, 0xcc440774u, 0xcd866d43u, 0xcfc0d31au, 0xce02b92du,
    0x91af9640u, 0x906dfc77u, 0x922b422eu, 0x93e92819u, 0x96a63e9cu, 0x976454abu, 0x9522eaf2u, 0x94e080c5u,
    0x9fbcc7f8u, 0x9e7eadcfu, 0x9c381396u, 0x9dfa79a1u, 0x98b56f24u, 0x99770513u, 0x9b31bb4au, 0x9af3d17du,
    0x8d893530u, 0x8c4b5f07u, 0x8e0de15eu, 0x8fcf8b69u, 0x8a809decu, 0x8b42f7dbu, 0x89044982u, 0x88c623b5u,
    0x839a6488u, 0x82580ebfu, 0x801eb0e6u, 0x81dcdad1u, 0x8493cc54u, 0x8551a663u, 0x8717183au, 0x86d5720du,
    0xa9e2d0a0u, 0xa820ba97u, 0xaa6604ceu, 0xaba46ef9u, 0xaeeb787cu, 0xaf29124bu, 0xad6fac12u, 0xacadc625u,
    0xa7f18118u, 0xa633eb2fu, 0xa4755576u, 0xa5b73f41u, 0xa0f829c4u, 0xa13a43f3u, 0xa37cfdaau, 0xa2be979du,
    0xb5c473d0u, 0xb40619e7u, 0xb640a7beu, 0xb782cd89u, 0xb2cddb0cu, 0xb30fb13bu, 0xb1490f62u, 0xb08b6555u,
    0xbbd72268u, 0xba15485fu, 0xb853f606u, 0xb9919c31u, 0xbcde8ab4u, 0xbd1ce083u, 0xbf5a5edau, 0xbe9834edu,
  },
  {
    0x00000000u, 0xb8bc6765u, 0xaa09c88bu, 0x12b5afeeu, 0x8f629757u, 0x37def032u, 0x256b5fdcu, 0x9dd738b9u,
    0xc5b428efu, 0x7d084f8au, 0x6fbde064u, 0xd7018701u, 0x4ad6bfb8u, 0xf26ad8ddu, 0xe0df7733u, 0x58631056u,
    0x5019579fu, 0xe8a530fau, 0xfa109f14u, 0x42acf871u, 0xdf7bc0c8u, 0x67c7a7adu, 0x75720843u, 0xcdce6f26u,
    0x95ad7f70u, 0x2d111815u, 0x3fa4b7fbu, 0x8718d09eu, 0x1acfe827u, 0xa2738f42u, 0xb0c620acu, 0x087a47c9u,
    0xa032af3eu, 0x188ec85bu, 0x0a3b67b5u, 0xb28700d0u, 0x2f503869u, 0x97ec5f0cu, 0x8559f0e2u, 0x3de59787u,
    0x658687d1u, 0xdd3ae0b4u, 0xcf8f4f5au, 0x7733283fu, 0xeae41086u, 0x525877e3u, 0x40edd80du, 0xf851bf68u,
    0xf02bf8a1u, 0x48979fc4u, 0x5a22302au, 0xe29e574fu, 0x7f496ff6u, 0xc7f50893u, 0xd540a77du, 0x6dfcc018u,
    0x359fd04eu, 0x8d23b72bu, 0x9f9618c5u, 0x272a7fa0u, 0xbafd4719u, 0x0241207cu, 0x10f48f92u, 0xa848e8f7u,
    0x9b14583du, 0x23a83f58u, 0x311d90b6u, 0x89a1f7d3u, 0x1476cf6au, 0xaccaa80fu, 0xbe7f07e1u, 0x06c36084u,
    0x5ea070d2u, 0xe61c17b7u, 0xf4a9b859u, 0x4c15df3cu, 0xd1c2e785u, 0x697e80e0u, 0x7bcb2f0eu, 0xc377486bu,
    0xcb0d0fa2u, 0x73b168c7u, 0x6104c729u, 0xd9b8a04cu, 0x446f98f5u, 0xfcd3ff90u, 0xee66507eu, 0x56da371bu,
    0x0eb9274du, 0xb6054028u, 0xa4b0efc6u, 0x1c0c88a3u, 0x81dbb01au, 0x3967d77fu, 0x2bd27891u, 0x936e1ff4u,
    0x3b26f703u, 0x839a9066u, 0x912f3f88u, 0x299358edu, 0xb4446054u, 0x0cf80731u, 0x1e4da8dfu, 0xa6f1cfbau,
    0xfe92dfecu, 0x462eb889u, 0x549b1767u, 0xec277002u, 0x71f048bbu, 0xc94c2fdeu, 0xdbf98030u, 0x6345e755u,
    0x6b3fa09cu, 0xd383c7f9u, 0xc1366817u, 0x798a0f72u, 0xe45d37cbu, 0x5ce150aeu, 0x4e54ff40u, 0xf6e89825u,
    0xae8b8873u, 0x1637ef16u, 0x048240f8u, 0xbc3e279du, 0x21e91f24u, 0x99557841u, 0x8be0d7afu, 0x335cb0cau,
    0xed59b63bu, 0x55e5d15eu, 0x47507eb0u, 0xffec19d5u, 0x623b216cu, 0xda874609u, 0xc832e9e7u, 0x708e8e82u,
    0x28ed9ed4u, 0x9051f9b1u, 0x82e4565fu, 0x3a58313au, 0xa78f0983u, 0x1f336ee6u, 0x0d86c108u, 0xb53aa66du,
    0xbd40e1a4u, 0x05fc86c1u, 0x1749292fu, 0xaff54e4au, 0x322276f3u, 0x8a9e1196u, 0x982bbe78u, 0x2097d91du,
    0x78f4c94bu, 0xc048ae2eu, 0xd2fd01c0u, 0x6a4166a5u, 0xf7965e1cu, 0x4f2a3979u, 0x5d9f9697u, 0xe523f1f2u,
    0x4d6b1905u, 0xf5d77e60u, 0xe762d18eu, 0x5fdeb6ebu, 0xc2098e52u, 0x7ab5e937u, 0x680046d9u, 0xd0bc21bcu,
    0x88df31eau, 0x3063568fu, 0x22d6f961u, 0x9a6a9e04u, 0x07bda6bdu, 0xbf01c1d8u, 0xadb46e36u, 0x15080953u,
    0x1d724e9au, 0xa5ce29ffu, 0xb77b8611u, 0x0fc7e174u, 0x9210d9cdu, 0x2aacbea8u, 0x38191146u, 0x80a57623u,
    0xd8c66675u, 0x607a0110u, 0x72cfaefeu, 0xca73c99bu, 0x57a4f122u, 0xef189647u, 0xfdad39a9u, 0x45115eccu,
    0x764dee06u, 0xcef18963u, 0xdc44268du, 0x64f841e8u, 0xf92f7951u, 0x41931e34u, 0x5326b1dau, 0xeb9ad6bfu,
    0xb3f9c6e9u, 0x0b45a18cu, 0x19f00e62u, 0xa14c6907u, 0x3c9b51beu, 0x842736dbu, 0x96929935u, 0x2e2efe50u,
    0x2654b999u, 0x9ee8defcu, 0x8c5d7112u, 0x34e11677u, 0xa9362eceu, 0x118a49abu, 0x033fe645u, 0xbb838120u,
    0xe3e09176u, 0x5b5cf613u, 0x49e959fdu, 0xf1553e98u, 0x6c820621u, 0xd43e6144u, 0xc68bceaau, 0x7e37a9cfu,
    0xd67f4138u, 0x6ec3265du, 0x7c7689b3u, 0xc4caeed6u, 0x591dd66fu, 0xe1a1b10au, 0xf3141ee4u, 0x4ba87981u,
    0x13cb69d7u, 0xab770eb2u, 0xb9c2a15cu, 0x017ec639u, 0x9ca9fe80u, 0x241599e5u, 0x36a0360bu, 0x8e1c516eu,
    0x866616a7u, 0x3eda71c2u, 0x2c6fde2cu, 0x94d3b949u, 0x090481f0u, 0xb1b8e695u, 0xa30d497bu, 0x1bb12e1eu,
    0x43d23e48u, 0xfb6e592du, 0xe9dbf6c3u, 0x516791a6u, 0xccb0a91fu, 0x740cce7au, 0x66b96194u, 0xde0506f1u,
  },
  {
    0x00000000u, 0x3d6029b0u, 0x7ac05360u, 0x47a07ad0u, 0xf580a6c0u, 0xc8e08f70u, 0x8f40f5a0u, 0xb220dc10u,
    0x30704bc1u, 0x0d106271u, 0x4ab018a1u, 0x77d03111u, 0xc5f0ed01u, 0xf890c4b1u, 0xbf30be61u, 0x825097d1u,
    0x60e09782u, 0x5d80be32u, 0x1a20c4e2u, 0x2740ed52u, 0x95603142u, 0xa80018f2u, 0xefa06222u, 0xd2c04b92u,
    0x5090dc43u, 0x6df0f5f3u, 0x2a508f23u, 0x1730a693u, 0xa5107a83u, 0x98705333u, 0xdfd029e3u, 0xe2b00053u,
    0xc1c12f04u, 0xfca106b4u, 0xbb017c64u, 0x866155d4u, 0x344189c4u, 0x0921a074u, 0x4e81daa4u, 0x73e1f314u,
    0xf1b164c5u, 0xccd14d75u, 0x8b7137a5u, 0xb6111e15u, 0x0431c205u, 0x3951ebb5u, 0x7ef19165u, 0x4391b8d5u,
    0xa121b886u, 0x9c419136u, 0xdbe1ebe6u, 0xe681c256u, 0x54a11e46u, 0x69c137f6u, 0x2e614d26u, 0x13016496u,
    0x9151f347u, 0xac31daf7u, 0xeb91a027u, 0xd6f18997u, 0x64d15587u, 0x59b17c37u, 0x1e1106e7u, 0x23712f57u,
    0x58f35849u, 0x659371f9u, 0x22330b29u, 0x1f532299u, 0xad73fe89u, 0x9013d739u, 0xd7b3ade9u, 0xead38459u,
    0x68831388u, 0x55e33a38u, 0x124340e8u, 0x2f236958u, 0x9d03b548u, 0xa0639cf8u, 0xe7c3e628u, 0xdaa3cf98u,
    0x3813cfcbu, 0x0573e67bu, 0x42d39cabu, 0x7fb3b51bu, 0xcd93690bu, 0xf0f340bbu, 0xb7533a6bu, 0x8a3313dbu,
    0x0863840au, 0x3503adbau, 0x72a3d76au, 0x4fc3fedau, 0xfde322cau, 0xc0830b7au, 0x872371aau, 0xba43581au,
    0x9932774du, 0xa4525efdu, 0xe3f2242du, 0xde920d9du, 0x6cb2d18du, 0x51d2f83du, 0x167282edu, 0x2b12ab5du,
    0xa9423c8cu, 0x9422153cu, 0xd3826fecu, 0xeee2465cu, 0x5cc29a4cu, 0x61a2b3fcu, 0x2602c92cu, 0x1b62e09cu,
    0xf9d2e0cfu, 0xc4b2c97fu, 0x8312b3afu, 0xbe729a1fu, 0x0c52460fu, 0x31326fbfu, 0x7692156fu, 0x4bf23cdfu,
    0xc9a2ab0eu, 0xf4c282beu, 0xb362f86eu, 0x8e02d1deu, 0x3c220dceu, 0x0142247eu, 0x46e25eaeu, 0x7b82771eu,
    0xb1e6b092u, 0x8c869922u, 0xcb26e3f2u, 0xf646ca42u, 0x44661652u, 0x79063fe2u, 0x3ea64532u, 0x03c66c82u,
    0x8196fb53u, 0xbcf6d2e3u, 0xfb56a833u, 0xc6368183u, 0x74165d93u, 0x49767423u, 0x0ed60ef3u, 0x33b62743u,
    0xd1062710u, 0xec660ea0u, 0xabc67470u, 0x96a65dc0u, 0x248681d0u, 0x19e6a860u, 0x5e46d2b0u, 0x6326fb00u,
    0xe1766cd1u, 0xdc164561u, 0x9bb63fb1u, 0xa6d61601u, 0x14f6ca11u, 0x2996e3a1u, 0x6e369971u, 0x5356b0c1u,
    0x70279f96u, 0x4d47b626u, 0x0ae7ccf6u, 0x3787e546u, 0x85a73956u, 0xb8c710e6u, 0xff676a36u, 0xc2074386u,
    0x4057d457u, 0x7d37fde7u, 0x3a978737u, 0x07f7ae87u, 0xb5d77297u, 0x88b75b27u, 0xcf1721f7u, 0xf2770847u,
    0x10c70814u, 0x2da721a4u, 0x6a075b74u, 0x576772c4u, 0xe547aed4u, 0xd8278764u, 0x9f87fdb4u, 0xa2e7d404u,
    0x20b743d5u, 0x1dd76a65u, 0x5a7710b5u, 0x67173905u, 0xd537e515u, 0xe857cca5u, 0xaff7b675u, 0x92979fc5u,
    0xe915e8dbu, 0xd475c16bu, 0x93d5bbbbu, 0xaeb5920bu, 0x1c954e1bu, 0x21f567abu, 0x66551d7bu, 0x5b3534cbu,
    0xd965a31au, 0xe4058aaau, 0xa3a5f07au, 0x9ec5d9cau, 0x2ce505dau, 0x11852c6au, 0x562556bau, 0x6b457f0au,
    0x89f57f59u, 0xb49556e9u, 0xf3352c39u, 0xce550589u, 0x7c75d999u, 0x4115f029u, 0x06b58af9u, 0x3bd5a349u,
    0xb9853498u, 0x84e51d28u, 0xc34567f8u, 0xfe254e48u, 0x4c059258u, 0x7165bbe8u, 0x36c5c138u, 0x0ba5e888u,
    0x28d4c7dfu, 0x15b4ee6fu, 0x521494bfu, 0x6f74bd0fu, 0xdd54611fu, 0xe03448afu, 0xa794327fu, 0x9af41bcfu,
    0x18a48c1eu, 0x25c4a5aeu, 0x6264df7eu, 0x5f04f6ceu, 0xed242adeu, 0xd044036eu, 0x97e479beu, 0xaa84500eu,
    0x4834505du, 0x755479edu, 0x32f4033du, 0x0f942a8du, 0xbdb4f69du, 0x80d4df2du, 0xc774a5fdu, 0xfa148c4du,
    0x78441b9cu, 0x4524322cu, 0x028448fcu, 0x3fe4614cu, 0x8dc4bd5cu, 0xb0a494ecu, 0xf704ee3cu, 0xca64c78cu,
  },
  {
    0x00000000u, 0xcb5cd3a5u, 0x4dc8a10bu, 0x869472aeu, 0x9b914216u, 0x50cd91b3u, 0xd659e31du, 0x1d0530b8u,
    0xec53826du, 0x270f51c8u, 0xa19b2366u, 0x6ac7f0c3u, 0x77c2c07bu, 0xbc9e13deu, 0x3a0a6170u, 0xf156b2d5u,
    0x03d6029bu, 0xc88ad13eu, 0x4e1ea390u, 0x85427035u, 0x9847408du, 0x531b9328u, 0xd58fe186u, 0x1ed33223u,
    0xef8580f6u, 0x24d95353u, 0xa24d21fdu, 0x6911f258u, 0x7414c2e0u, 0xbf481145u, 0x39dc63ebu, 0xf280b04eu,
    0x07ac0536u, 0xccf0d693u, 0x4a64a43du, 0x81387798u, 0x9c3d4720u, 0x57619485u, 0xd1f5e62bu, 0x1aa9358eu,
    0xebff875bu, 0x20a354feu, 0xa6372650u, 0x6d6bf5f5u, 0x706ec54du, 0xbb3216e8u, 0x3da66446u, 0xf6fab7e3u,
    0x047a07adu, 0xcf26d408u, 0x49b2a6a6u, 0x82ee7503u, 0x9feb45bbu, 0x54b7961eu, 0xd223e4b0u, 0x197f3715u,
    0xe82985c0u, 0x23755665u, 0xa5e124cbu, 0x6ebdf76eu, 0x73b8c7d6u, 0xb8e41473u, 0x3e7066ddu, 0xf52cb578u,
    0x0f580a6cu, 0xc404d9c9u, 0x4290ab67u, 0x89cc78c2u, 0x94c9487au, 0x5f959bdfu, 0xd901e971u, 0x125d3ad4u,
    0xe30b8801u, 0x28575ba4u, 0xaec3290au, 0x659ffaafu, 0x789aca17u, 0xb3c619b2u, 0x35526b1cu, 0xfe0eb8b9u,
    0x0c8e08f7u, 0xc7d2db52u, 0x4146a9fcu, 0x8a1a7a59u, 0x971f4ae1u, 0x5c439944u, 0xdad7ebeau, 0x118b384fu,
    0xe0dd8a9au, 0x2b81593fu, 0xad152b91u, 0x6649f834u, 0x7b4cc88cu, 0xb0101b29u, 0x36846987u, 0xfdd8ba22u,
    0x08f40f5au, 0xc3a8dcffu, 0x453cae51u, 0x8e607df4u, 0x93654d4cu, 0x58399ee9u, 0xdeadec47u, 0x15f13fe2u,
    0xe4a78d37u, 0x2ffb5e92u, 0xa96f2c3cu, 0x6233ff99u, 0x7f36cf21u, 0xb46a1c84u, 0x32fe6e2au, 0xf9a2bd8fu,
    0x0b220dc1u, 0xc07ede64u, 0x46eaaccau, 0x8db67f6fu, 0x90b34fd7u, 0x5bef9c72u, 0xdd7beedcu, 0x16273d79u,
    0xe7718facu, 0x2c2d5c09u, 0xaab92ea7u, 0x61e5fd02u, 0x7ce0cdbau, 0xb7bc1e1fu, 0x31286cb1u, 0xfa74bf14u,
    0x1eb014d8u, 0xd5ecc77du, 0x5378b5d3u, 0x98246676u, 0x852156ceu, 0x4e7d856bu, 0xc8e9f7c5u, 0x03b52460u,
    0xf2e396b5u, 0x39bf4510u, 0xbf2b37beu, 0x7477e41bu, 0x6972d4a3u, 0xa22e0706u, 0x24ba75a8u, 0xefe6a60du,
    0x1d661643u, 0xd63ac5e6u, 0x50aeb748u, 0x9bf264edu, 0x86f75455u, 0x4dab87f0u, 0xcb3ff55eu, 0x006326fbu,
    0xf135942eu, 0x3a69478bu, 0xbcfd3525u, 0x77a1e680u, 0x6aa4d638u, 0xa1f8059du, 0x276c7733u, 0xec30a496u,
    0x191c11eeu, 0xd240c24bu, 0x54d4b0e5u, 0x9f886340u, 0x828d53f8u, 0x49d1805du, 0xcf45f2f3u, 0x04192156u,
    0xf54f9383u, 0x3e134026u, 0xb8873288u, 0x73dbe12du, 0x6eded195u, 0xa5820230u, 0x2316709eu, 0xe84aa33bu,
    0x1aca1375u, 0xd196c0d0u, 0x5702b27eu, 0x9c5e61dbu, 0x815b5163u, 0x4a0782c6u, 0xcc93f068u, 0x07cf23cdu,
    0xf6999118u, 0x3dc542bdu, 0xbb513013u, 0x700de3b6u, 0x6d08d30eu, 0xa65400abu, 0x20c07205u, 0xeb9ca1a0u,
    0x11e81eb4u, 0xdab4cd11u, 0x5c20bfbfu, 0x977c6c1au, 0x8a795ca2u, 0x41258f07u, 0xc7b1fda9u, 0x0ced2e0cu,
    0xfdbb9cd9u, 0x36e74f7cu, 0xb0733dd2u, 0x7b2fee77u, 0x662adecfu, 0xad760d6au, 0x2be27fc4u, 0xe0beac61u,
    0x123e1c2fu, 0xd962cf8au, 0x5ff6bd24u, 0x94aa6e81u, 0x89af5e39u, 0x42f38d9cu, 0xc467ff32u, 0x0f3b2c97u,
    0xfe6d9e42u, 0x35314de7u, 0xb3a53f49u, 0x78f9ececu, 0x65fcdc54u, 0xaea00ff1u, 0x28347d5fu, 0xe368aefau,
    0x16441b82u, 0xdd18c827u, 0x5b8cba89u, 0x90d0692cu, 0x8dd55994u, 0x46898a31u, 0xc01df89fu, 0x0b412b3au,
    0xfa1799efu, 0x314b4a4au, 0xb7df38e4u, 0x7c83eb41u, 0x6186dbf9u, 0xaada085cu, 0x2c4e7af2u, 0xe712a957u,
    0x15921919u, 0xdececabcu, 0x585ab812u, 0x93066bb7u, 0x8e035b0fu, 0x455f88aau, 0xc3cbfa04u, 0x089729a1u,
    0xf9c19b74u, 0x329d48d1u, 0xb4093a7fu, 0x7f55e9dau, 0x6250d962u, 0xa90c0ac7u, 0x2f987869u, 0xe4c4abccu,
  },
  {
    0x00000000u, 0xa6770bb4u, 0x979f1129u, 0x31e81a9du, 0xf44f2413u, 0x52382fa7u, 0x63d0353au, 0xc5a73e8eu,
    0x33ef4e67u, 0x959845d3u, 0xa4705f4eu, 0x020754fau, 0xc7a06a74u, 0x61d761c0u, 0x503f7b5du, 0xf64870e9u,
    0x67de9cceu, 0xc1a9977au, 0xf0418de7u, 0x56368653u, 0x9391b8ddu, 0x35e6b369u, 0x040ea9f4u, 0xa279a240u,
    0x5431d2a9u, 0xf246d91du, 0xc3aec380u, 0x65d9c834u, 0xa07ef6bau, 0x0609fd0eu, 0x37e1e793u, 0x9196ec27u,
    0xcfbd399cu, 0x69ca3228u, 0x582228b5u, 0xfe552301u, 0x3bf21d8fu, 0x9d85163bu, 0xac6d0ca6u, 0x0a1a0712u,
    0xfc5277fbu, 0x5a257c4fu, 0x6bcd66d2u, 0xcdba6d66u, 0x081d53e8u, 0xae6a585cu, 0x9f8242c1u, 0x39f54975u,
    0xa863a552u, 0x0e14aee6u, 0x3ffcb47bu, 0x998bbfcfu, 0x5c2c8141u, 0xfa5b8af5u, 0xcbb39068u, 0x6dc49bdcu,
    0x9b8ceb35u, 0x3dfbe081u, 0x0c13fa1cu, 0xaa64f1a8u, 0x6fc3cf26u, 0xc9b4c492u, 0xf85cde0fu, 0x5e2bd5bbu,
    0x440b7579u, 0xe27c7ecdu, 0xd3946450u, 0x75e36fe4u, 0xb044516au, 0x16335adeu, 0x27db4043u, 0x81ac4bf7u,
    0x77e43b1eu, 0xd19330aau, 0xe07b2a37u, 0x460c2183u, 0x83ab1f0du, 0x25dc14b9u, 0x14340e24u, 0xb2430590u,
    0x23d5e9b7u, 0x85a2e203u, 0xb44af89eu, 0x123df32au, 0xd79acda4u, 0x71edc610u, 0x4005dc8du, 0xe672d739u,
    0x103aa7d0u, 0xb64dac64u, 0x87a5b6f9u, 0x21d2bd4du, 0xe47583c3u, 0x42028877u, 0x73ea92eau, 0xd59d995eu,
    0x8bb64ce5u, 0x2dc14751u, 0x1c295dccu, 0xba5e5678u, 0x7ff968f6u, 0xd98e6342u, 0xe86679dfu, 0x4e11726bu,
    0xb8590282u, 0x1e2e0936u, 0x2fc613abu, 0x89b1181fu, 0x4c162691u, 0xea612d25u, 0xdb8937b8u, 0x7dfe3c0cu,
    0xec68d02bu, 0x4a1fdb9fu, 0x7bf7c102u, 0xdd80cab6u, 0x1827f438u, 0xbe50ff8cu, 0x8fb8e511u, 0x29cfeea5u,
    0xdf879e4cu, 0x79f095f8u, 0x48188f65u, 0xee6f84d1u, 0x2bc8ba5fu, 0x8dbfb1ebu, 0xbc57ab76u, 0x1a20a0c2u,
    0x8816eaf2u, 0x2e61e146u, 0x1f89fbdbu, 0xb9fef06fu, 0x7c59cee1u, 0xda2ec555u, 0xebc6dfc8u, 0x4db1d47cu,
    0xbbf9a495u, 0x1d8eaf21u, 0x2c66b5bcu, 0x8a11be08u, 0x4fb68086u, 0xe9c18b32u, 0xd82991afu, 0x7e5e9a1bu,
    0xefc8763cu, 0x49bf7d88u, 0x78576715u, 0xde206ca1u, 0x1b87522fu, 0xbdf0599bu, 0x8c184306u, 0x2a6f48b2u,
    0xdc27385bu, 0x7a5033efu, 0x4bb82972u, 0xedcf22c6u, 0x28681c48u, 0x8e1f17fcu, 0xbff70d61u, 0x198006d5u,
    0x47abd36eu, 0xe1dcd8dau, 0xd034c247u, 0x7643c9f3u, 0xb3e4f77du, 0x1593fcc9u, 0x247be654u, 0x820cede0u,
    0x74449d09u, 0xd23396bdu, 0xe3db8c20u, 0x45ac8794u, 0x800bb91au, 0x267cb2aeu, 0x1794a833u, 0xb1e3a387u,
    0x20754fa0u, 0x86024414u, 0xb7ea5e89u, 0x119d553du, 0xd43a6bb3u, 0x724d6007u, 0x43a57a9au, 0xe5d2712eu,
    0x139a01c7u, 0xb5ed0a73u, 0x840510eeu, 0x22721b5au, 0xe7d525d4u, 0x41a22e60u, 0x704a34fdu, 0xd63d3f49u,
    0xcc1d9f8bu, 0x6a6a943fu, 0x5b828ea2u, 0xfdf58516u, 0x3852bb98u, 0x9e25b02cu, 0xafcdaab1u, 0x09baa105u,
    0xfff2d1ecu, 0x5985da58u, 0x686dc0c5u, 0xce1acb71u, 0x0bbdf5ffu, 0xadcafe4bu, 0x9c22e4d6u, 0x3a55ef62u,
    0xabc30345u, 0x0db408f1u, 0x3c5c126cu, 0x9a2b19d8u, 0x5f8c2756u, 0xf9fb2ce2u, 0xc813367fu, 0x6e643dcbu,
    0x982c4d22u, 0x3e5b4696u, 0x0fb35c0bu, 0xa9c457bfu, 0x6c636931u, 0xca146285u, 0xfbfc7818u, 0x5d8b73acu,
    0x03a0a617u, 0xa5d7ada3u, 0x943fb73eu, 0x3248bc8au, 0xf7ef8204u, 0x519889b0u, 0x6070932du, 0xc6079899u,
    0x304fe870u, 0x9638e3c4u, 0xa7d0f959u, 0x01a7f2edu, 0xc400cc63u, 0x6277c7d7u, 0x539fdd4au, 0xf5e8d6feu,
    0x647e3ad9u, 0xc209316du, 0xf3e12bf0u, 0x55962044u, 0x90311ecau, 0x3646157eu, 0x07ae0fe3u, 0xa1d90457u,
    0x579174beu, 0xf1e67f0au, 0xc00e6597u, 0x66796e23u, 0xa3de50adu, 0x05a95b19u, 0x34414184u, 0x92364a30u,
  },
  {
    0x00000000u, 0xccaa009eu, 0x4225077du, 0x8e8f07e3u, 0x844a0efau, 0x48e00e64u, 0xc66f0987u, 0x0ac50919u,
    0xd3e51bb5u, 0x1f4f1b2bu, 0x91c01cc8u, 0x5d6a1c56u, 0x57af154fu, 0x9b0515d1u, 0x158a1232u, 0xd92012acu,
    0x7cbb312bu, 0xb01131b5u, 0x3e9e3656u, 0xf23436c8u, 0xf8f13fd1u, 0x345b3f4fu, 0xbad438acu, 0x767e3832u,
    0xaf5e2a9eu, 0x63f42a00u, 0xed7b2de3u, 0x21d12d7du, 0x2b142464u, 0xe7be24fau, 0x69312319u, 0xa59b2387u,
    0xf9766256u, 0x35dc62c8u, 0xbb53652bu, 0x77f965b5u, 0x7d3c6cacu, 0xb1966c32u, 0x3f196bd1u, 0xf3b36b4fu,
    0x2a9379e3u, 0xe639797du, 0x68b67e9eu, 0xa41c7e00u, 0xaed97719u, 0x62737787u, 0xecfc7064u, 0x205670fau,
    0x85cd537du, 0x496753e3u, 0xc7e85400u, 0x0b42549eu, 0x01875d87u, 0xcd2d5d19u, 0x43a25afau, 0x8f085a64u,
    0x562848c8u, 0x9a824856u, 0x140d4fb5u, 0xd8a74f2bu, 0xd2624632u, 0x1ec846acu, 0x9047414fu, 0x5ced41d1u,
    0x299dc2edu, 0xe537c273u, 0x6bb8c590u, 0xa712c50eu, 0xadd7cc17u, 0x617dcc89u, 0xeff2cb6au, 0x2358cbf4u,
    0xfa78d958u, 0x36d2d9c6u, 0xb85dde25u, 0x74f7debbu, 0x7e32d7a2u, 0xb298d73cu, 0x3c17d0dfu, 0xf0bdd041u,
    0x5526f3c6u, 0x998cf358u, 0x1703f4bbu, 0xdba9f425u, 0xd16cfd3cu, 0x1dc6fda2u, 0x9349fa41u, 0x5fe3fadfu,
    0x86c3e873u, 0x4a69e8edu, 0xc4e6ef0eu, 0x084cef90u, 0x0289e689u, 0xce23e617u, 0x40ace1f4u, 0x8c06e16au,
    0xd0eba0bbu, 0x1c41a025u, 0x92cea7c6u, 0x5e64a758u, 0x54a1ae41u, 0x980baedfu, 0x1684a93cu, 0xda2ea9a2u,
    0x030ebb0eu, 0xcfa4bb90u, 0x412bbc73u, 0x8d81bcedu, 0x8744b5f4u, 0x4beeb56au, 0xc561b289u, 0x09cbb217u,
    0xac509190u, 0x60fa910eu, 0xee7596edu, 0x22df9673u, 0x281a9f6au, 0xe4b09ff4u, 0x6a3f9817u, 0xa6959889u,
    0x7fb58a25u, 0xb31f8abbu, 0x3d908d58u, 0xf13a8dc6u, 0xfbff84dfu, 0x37558441u, 0xb9da83a2u, 0x7570833cu,
    0x533b85dau, 0x9f918544u, 0x111e82a7u, 0xddb48239u, 0xd7718b20u, 0x1bdb8bbeu, 0x95548c5du, 0x59fe8cc3u,
    0x80de9e6fu, 0x4c749ef1u, 0xc2fb9912u, 0x0e51998cu, 0x04949095u, 0xc83e900bu, 0x46b197e8u, 0x8a1b9776u,
    0x2f80b4f1u, 0xe32ab46fu, 0x6da5b38cu, 0xa10fb312u, 0xabcaba0bu, 0x6760ba95u, 0xe9efbd76u, 0x2545bde8u,
    0xfc65af44u, 0x30cfafdau, 0xbe40a839u, 0x72eaa8a7u, 0x782fa1beu, 0xb485a120u, 0x3a0aa6c3u, 0xf6a0a65du,
    0xaa4de78cu, 0x66e7e712u, 0xe868e0f1u, 0x24c2e06fu, 0x2e07e976u, 0xe2ade9e8u, 0x6c22ee0bu, 0xa088ee95u,
    0x79a8fc39u, 0xb502fca7u, 0x3b8dfb44u, 0xf727fbdau, 0xfde2f2c3u, 0x3148f25du, 0xbfc7f5beu, 0x736df520u,
    0xd6f6d6a7u, 0x1a5cd639u, 0x94d3d1dau, 0x5879d144u, 0x52bcd85du, 0x9e16d8c3u, 0x1099df20u, 0xdc33dfbeu,
    0x0513cd12u, 0xc9b9cd8cu, 0x4736ca6fu, 0x8b9ccaf1u, 0x8159c3e8u, 0x4df3c376u, 0xc37cc495u, 0x0fd6c40bu,
    0x7aa64737u, 0xb60c47a9u, 0x3883404au, 0xf42940d4u, 0xfeec49cdu, 0x32464953u, 0xbcc94eb0u, 0x70634e2eu,
    0xa9435c82u, 0x65e95c1cu, 0xeb665bffu, 0x27cc5b61u, 0x2d095278u, 0xe1a352e6u, 0x6f2c5505u, 0xa386559bu,
    0x061d761cu, 0xcab77682u, 0x44387161u, 0x889271ffu, 0x825778e6u, 0x4efd7878u, 0xc0727f9bu, 0x0cd87f05u,
    0xd5f86da9u, 0x19526d37u, 0x97dd6ad4u, 0x5b776a4au, 0x51b26353u, 0x9d1863cdu, 0x1397642eu, 0xdf3d64b0u,
    0x83d02561u, 0x4f7a25ffu, 0xc1f5221cu, 0x0d5f2282u, 0x079a2b9bu, 0xcb302b05u, 0x45bf2ce6u, 0x89152c78u,
    0x50353ed4u, 0x9c9f3e4au, 0x121039a9u, 0xdeba3937u, 0xd47f302eu, 0x18d530b0u, 0x965a3753u, 0x5af037cdu,
    0xff6b144au, 0x33c114d4u, 0xbd4e1337u, 0x71e413a9u, 0x7b211ab0u, 0xb78b1a2eu, 0x39041dcdu, 0xf5ae1d53u,
    0x2c8e0fffu, 0xe0240f61u, 0x6eab0882u, 0xa201081cu, 0xa8c40105u, 0x646e019bu, 0xeae10678u, 0x264b06e6u,
  },
  {
    0x00000000u, 0x177b1443u, 0x2ef62886u, 0x398d3cc5u, 0x5dec510cu, 0x4a97454fu, 0x731a798au, 0x64616dc9u,
    0xbbd8a218u, 0xaca3b65bu, 0x952e8a9eu, 0x82559eddu, 0xe634f314u, 0xf14fe757u, 0xc8c2db92u, 0xdfb9cfd1u,
    0xacc04271u, 0xbbbb5632u, 0x82366af7u, 0x954d7eb4u, 0xf12c137du, 0xe657073eu, 0xdfda3bfbu, 0xc8a12fb8u,
    0x1718e069u, 0x0063f42au, 0x39eec8efu, 0x2e95dcacu, 0x4af4b165u, 0x5d8fa526u, 0x640299e3u, 0x73798da0u,
    0x82f182a3u, 0x958a96e0u, 0xac07aa25u, 0xbb7cbe66u, 0xdf1dd3afu, 0xc866c7ecu, 0xf1ebfb29u, 0xe690ef6au,
    0x392920bbu, 0x2e5234f8u, 0x17df083du, 0x00a41c7eu, 0x64c571b7u, 0x73be65f4u, 0x4a335931u, 0x5d484d72u,
    0x2e31c0d2u, 0x394ad491u, 0x00c7e854u, 0x17bcfc17u, 0x73dd91deu, 0x64a6859du, 0x5d2bb958u, 0x4a50ad1bu,
    0x95e962cau, 0x82927689u, 0xbb1f4a4cu, 0xac645e0fu, 0xc80533c6u, 0xdf7e2785u, 0xe6f31b40u, 0xf1880f03u,
    0xde920307u, 0xc9e91744u, 0xf0642b81u, 0xe71f3fc2u, 0x837e520bu, 0x94054648u, 0xad887a8du, 0xbaf36eceu,
    0x654aa11fu, 0x7231b55cu, 0x4bbc8999u, 0x5cc79ddau, 0x38a6f013u, 0x2fdde450u, 0x1650d895u, 0x012bccd6u,
    0x72524176u, 0x65295535u, 0x5ca469f0u, 0x4bdf7db3u, 0x2fbe107au, 0x38c50439u, 0x014838fcu, 0x16332cbfu,
    0xc98ae36eu, 0xdef1f72du, 0xe77ccbe8u, 0xf007dfabu, 0x9466b262u, 0x831da621u, 0xba909ae4u, 0xadeb8ea7u,
    0x5c6381a4u, 0x4b1895e7u, 0x7295a922u, 0x65eebd61u, 0x018fd0a8u, 0x16f4c4ebu, 0x2f79f82eu, 0x3802ec6du,
    0xe7bb23bcu, 0xf0c037ffu, 0xc94d0b3au, 0xde361f79u, 0xba5772b0u, 0xad2c66f3u, 0x94a15a36u, 0x83da4e75u,
    0xf0a3c3d5u, 0xe7d8d796u, 0xde55eb53u, 0xc92eff10u, 0xad4f92d9u, 0xba34869au, 0x83b9ba5fu, 0x94c2ae1cu,
    0x4b7b61cdu, 0x5c00758eu, 0x658d494bu, 0x72f65d08u, 0x169730c1u, 0x01ec2482u, 0x38611847u, 0x2f1a0c04u,
    0x6655004fu, 0x712e140cu, 0x48a328c9u, 0x5fd83c8au, 0x3bb95143u, 0x2cc24500u, 0x154f79c5u, 0x02346d86u,
    0xdd8da257u, 0xcaf6b614u, 0xf37b8ad1u, 0xe4009e92u, 0x8061f35bu, 0x971ae718u, 0xae97dbddu, 0xb9eccf9eu,
    0xca95423eu, 0xddee567du, 0xe4636ab8u, 0xf3187efbu, 0x97791332u, 0x80020771u, 0xb98f3bb4u, 0xaef42ff7u,
    0x714de026u, 0x6636f465u, 0x5fbbc8a0u, 0x48c0dce3u, 0x2ca1b12au, 0x3bdaa569u, 0x025799acu, 0x152c8defu,
    0xe4a482ecu, 0xf3df96afu, 0xca52aa6au, 0xdd29be29u, 0xb948d3e0u, 0xae33c7a3u, 0x97befb66u, 0x80c5ef25u,
    0x5f7c20f4u, 0x480734b7u, 0x718a0872u, 0x66f11c31u, 0x029071f8u, 0x15eb65bbu, 0x2c66597eu, 0x3b1d4d3du,
    0x4864c09du, 0x5f1fd4deu, 0x6692e81bu, 0x71e9fc58u, 0x15889191u, 0x02f385d2u, 0x3b7eb917u, 0x2c05ad54u,
    0xf3bc6285u, 0xe4c776c6u, 0xdd4a4a03u, 0xca315e40u, 0xae503389u, 0xb92b27cau, 0x80a61b0fu, 0x97dd0f4cu,
    0xb8c70348u, 0xafbc170bu, 0x96312bceu, 0x814a3f8du, 0xe52b5244u, 0xf2504607u, 0xcbdd7ac2u, 0xdca66e81u,
    0x031fa150u, 0x1464b513u, 0x2de989d6u, 0x3a929d95u, 0x5ef3f05cu, 0x4988e41fu, 0x7005d8dau, 0x677ecc99u,
    0x14074139u, 0x037c557au, 0x3af169bfu, 0x2d8a7dfcu, 0x49eb1035u, 0x5e900476u, 0x671d38b3u, 0x70662cf0u,
    0xafdfe321u, 0xb8a4f762u, 0x8129cba7u, 0x9652dfe4u, 0xf233b22du, 0xe548a66eu, 0xdcc59aabu, 0xcbbe8ee8u,
    0x3a3681ebu, 0x2d4d95a8u, 0x14c0a96du, 0x03bbbd2eu, 0x67dad0e7u, 0x70a1c4a4u, 0x492cf861u, 0x5e57ec22u,
    0x81ee23f3u, 0x969537b0u, 0xaf180b75u, 0xb8631f36u, 0xdc0272ffu, 0xcb7966bcu, 0xf2f45a79u, 0xe58f4e3au,
    0x96f6c39au, 0x818dd7d9u, 0xb800eb1cu, 0xaf7bff5fu, 0xcb1a9296u, 0xdc6186d5u, 0xe5ecba10u, 0xf297ae53u,
    0x2d2e6182u, 0x3a5575c1u, 0x03d84904u, 0x14a35d47u, 0x70c2308eu, 0x67b924cdu, 0x5e341808u, 0x494f0c4bu,
  },
  {
    0x00000000u, 0xefc26b3eu, 0x04f5d03du, 0xeb37bb03u, 0x09eba07au, 0xe629cb44u, 0x0d1e7047u, 0xe2dc1b79u,
    0x13d740f4u, 0xfc152bcau, 0x172290c9u, 0xf8e0fbf7u, 0x1a3ce08eu, 0xf5fe8bb0u, 0x1ec930b3u, 0xf10b5b8du,
    0x27ae81e8u, 0xc86cead6u, 0x235b51d5u, 0xcc993aebu, 0x2e452192u, 0xc1874aacu, 0x2ab0f1afu, 0xc5729a91u,
    0x3479c11cu, 0xdbbbaa22u, 0x308c1121u, 0xdf4e7a1fu, 0x3d926166u, 0xd2500a58u, 0x3967b15bu, 0xd6a5da65u,
    0x4f5d03d0u, 0xa09f68eeu, 0x4ba8d3edu, 0xa46ab8d3u, 0x46b6a3aau, 0xa974c894u, 0x42437397u, 0xad8118a9u,
    0x5c8a4324u, 0xb348281au, 0x587f9319u, 0xb7bdf827u, 0x5561e35eu, 0xbaa38860u, 0x51943363u, 0xbe56585du,
    0x68f38238u, 0x8731e906u, 0x6c065205u, 0x83c4393bu, 0x61182242u, 0x8eda497cu, 0x65edf27fu, 0x8a2f9941u,
    0x7b24c2ccu, 0x94e6a9f2u, 0x7fd112f1u, 0x901379cfu, 0x72cf62b6u, 0x9d0d0988u, 0x763ab28bu, 0x99f8d9b5u,
    0x9eba07a0u, 0x71786c9eu, 0x9a4fd79du, 0x758dbca3u, 0x9751a7dau, 0x7893cce4u, 0x93a477e7u, 0x7c661cd9u,
    0x8d6d4754u, 0x62af2c6au, 0x89989769u, 0x665afc57u, 0x8486e72eu, 0x6b448c10u, 0x80733713u, 0x6fb15c2du,
    0xb9148648u, 0x56d6ed76u, 0xbde15675u, 0x52233d4bu, 0xb0ff2632u, 0x5f3d4d0cu, 0xb40af60fu, 0x5bc89d31u,
    0xaac3c6bcu, 0x4501ad82u, 0xae361681u, 0x41f47dbfu, 0xa32866c6u, 0x4cea0df8u, 0xa7ddb6fbu, 0x481fddc5u,
    0xd1e70470u, 0x3e256f4eu, 0xd512d44du, 0x3ad0bf73u, 0xd80ca40au, 0x37cecf34u, 0xdcf97437u, 0x333b1f09u,
    0xc2304484u, 0x2df22fbau, 0xc6c594b9u, 0x2907ff87u, 0xcbdbe4feu, 0x24198fc0u, 0xcf2e34c3u, 0x20ec5ffdu,
    0xf6498598u, 0x198beea6u, 0xf2bc55a5u, 0x1d7e3e9bu, 0xffa225e2u, 0x10604edcu, 0xfb57f5dfu, 0x14959ee1u,
    0xe59ec56cu, 0x0a5cae52u, 0xe16b1551u, 0x0ea97e6fu, 0xec756516u, 0x03b70e28u, 0xe880b52bu, 0x0742de15u,
    0xe6050901u, 0x09c7623fu, 0xe2f0d93cu, 0x0d32b202u, 0xefeea97bu, 0x002cc245u, 0xeb1b7946u, 0x04d91278u,
    0xf5d249f5u, 0x1a1022cbu, 0xf12799c8u, 0x1ee5f2f6u, 0xfc39e98fu, 0x13fb82b1u, 0xf8cc39b2u, 0x170e528cu,
    0xc1ab88e9u, 0x2e69e3d7u, 0xc55e58d4u, 0x2a9c33eau, 0xc8402893u, 0x278243adu, 0xccb5f8aeu, 0x23779390u,
    0xd27cc81du, 0x3dbea323u, 0xd6891820u, 0x394b731eu, 0xdb976867u, 0x34550359u, 0xdf62b85au, 0x30a0d364u,
    0xa9580ad1u, 0x469a61efu, 0xadaddaecu, 0x426fb1d2u, 0xa0b3aaabu, 0x4f71c195u, 0xa4467a96u, 0x4b8411a8u,
    0xba8f4a25u, 0x554d211bu, 0xbe7a9a18u, 0x51b8f126u, 0xb364ea5fu, 0x5ca68161u, 0xb7913a62u, 0x5853515cu,
    0x8ef68b39u, 0x6134e007u, 0x8a035b04u, 0x65c1303au, 0x871d2b43u, 0x68df407du, 0x83e8fb7eu, 0x6c2a9040u,
    0x9d21cbcdu, 0x72e3a0f3u, 0x99d41bf0u, 0x761670ceu, 0x94ca6bb7u, 0x7b080089u, 0x903fbb8au, 0x7ffdd0b4u,
    0x78bf0ea1u, 0x977d659fu, 0x7c4ade9cu, 0x9388b5a2u, 0x7154aedbu, 0x9e96c5e5u, 0x75a17ee6u, 0x9a6315d8u,
    0x6b684e55u, 0x84aa256bu, 0x6f9d9e68u, 0x805ff556u, 0x6283ee2fu, 0x8d418511u, 0x66763e12u, 0x89b4552cu,
    0x5f118f49u, 0xb0d3e477u, 0x5be45f74u, 0xb426344au, 0x56fa2f33u, 0xb938440du, 0x520fff0eu, 0xbdcd9430u,
    0x4cc6cfbdu, 0xa304a483u, 0x48331f80u, 0xa7f174beu, 0x452d6fc7u, 0xaaef04f9u, 0x41d8bffau, 0xae1ad4c4u,
    0x37e20d71u, 0xd820664fu, 0x3317dd4cu, 0xdcd5b672u, 0x3e09ad0bu, 0xd1cbc635u, 0x3afc7d36u, 0xd53e1608u,
    0x24354d85u, 0xcbf726bbu, 0x20c09db8u, 0xcf02f686u, 0x2ddeedffu, 0xc21c86c1u, 0x292b3dc2u, 0xc6e956fcu,
    0x104c8c99u, 0xff8ee7a7u, 0x14b95ca4u, 0xfb7b379au, 0x19a72ce3u, 0xf66547ddu, 0x1d52fcdeu, 0xf29097e0u,
    0x039bcc6du, 0xec59a753u, 0x076e1c50u, 0xe8ac776eu, 0x0a706c17u, 0xe5b20729u, 0x0e85bc2au, 0xe147d714u,
  },
  {
    0x00000000u, 0xc18edfc0u, 0x586cb9c1u, 0x99e26601u, 0xb0d97382u, 0x7157ac42u, 0xe8b5ca43u, 0x293b1583u,
    0xbac3e145u, 0x7b4d3e85u, 0xe2af5884u, 0x23218744u, 0x0a1a92c7u, 0xcb944d07u, 0x52762b06u, 0x93f8f4c6u,
    0xaef6c4cbu, 0x6f781b0bu, 0xf69a7d0au, 0x3714a2cau, 0x1e2fb749u, 0xdfa16889u, 0x46430e88u, 0x87cdd148u,
    0x1435258eu, 0xd5bbfa4eu, 0x4c599c4fu, 0x8dd7438fu, 0xa4ec560cu, 0x656289ccu, 0xfc80efcdu, 0x3d0e300du,
    0x869c8fd7u, 0x47125017u, 0xdef03616u, 0x1f7ee9d6u, 0x3645fc55u, 0xf7cb2395u, 0x6e294594u, 0xafa79a54u,
    0x3c5f6e92u, 0xfdd1b152u, 0x6433d753u, 0xa5bd0893u, 0x8c861d10u, 0x4d08c2d0u, 0xd4eaa4d1u, 0x15647b11u,
    0x286a4b1cu, 0xe9e494dcu, 0x7006f2ddu, 0xb1882d1du, 0x98b3389eu, 0x593de75eu, 0xc0df815fu, 0x01515e9fu,
    0x92a9aa59u, 0x53277599u, 0xcac51398u, 0x0b4bcc58u, 0x2270d9dbu, 0xe3fe061bu, 0x7a1c601au, 0xbb92bfdau,
    0xd64819efu, 0x17c6c62fu, 0x8e24a02eu, 0x4faa7feeu, 0x66916a6du, 0xa71fb5adu, 0x3efdd3acu, 0xff730c6cu,
    0x6c8bf8aau, 0xad05276au, 0x34e7416bu, 0xf5699eabu, 0xdc528b28u, 0x1ddc54e8u, 0x843e32e9u, 0x45b0ed29u,
    0x78bedd24u, 0xb93002e4u, 0x20d264e5u, 0xe15cbb25u, 0xc867aea6u, 0x09e97166u, 0x900b1767u, 0x5185c8a7u,
    0xc27d3c61u, 0x03f3e3a1u, 0x9a1185a0u, 0x5b9f5a60u, 0x72a44fe3u, 0xb32a9023u, 0x2ac8f622u, 0xeb4629e2u,
    0x50d49638u, 0x915a49f8u, 0x08b82ff9u, 0xc936f039u, 0xe00de5bau, 0x21833a7au, 0xb8615c7bu, 0x79ef83bbu,
    0xea17777du, 0x2b99a8bdu, 0xb27bcebcu, 0x73f5117cu, 0x5ace04ffu, 0x9b40db3fu, 0x02a2bd3eu, 0xc32c62feu,
    0xfe2252f3u, 0x3fac8d33u, 0xa64eeb32u, 0x67c034f2u, 0x4efb2171u, 0x8f75feb1u, 0x169798b0u, 0xd7194770u,
    0x44e1b3b6u, 0x856f6c76u, 0x1c8d0a77u, 0xdd03d5b7u, 0xf438c034u, 0x35b61ff4u, 0xac5479f5u, 0x6ddaa635u,
    0x77e1359fu, 0xb66fea5fu, 0x2f8d8c5eu, 0xee03539eu, 0xc738461du, 0x06b699ddu, 0x9f54ffdcu, 0x5eda201cu,
    0xcd22d4dau, 0x0cac0b1au, 0x954e6d1bu, 0x54c0b2dbu, 0x7dfba758u, 0xbc757898u, 0x25971e99u, 0xe419c159u,
    0xd917f154u, 0x18992e94u, 0x817b4895u, 0x40f59755u, 0x69ce82d6u, 0xa8405d16u, 0x31a23b17u, 0xf02ce4d7u,
    0x63d41011u, 0xa25acfd1u, 0x3bb8a9d0u, 0xfa367610u, 0xd30d6393u, 0x1283bc53u, 0x8b61da52u, 0x4aef0592u,
    0xf17dba48u, 0x30f36588u, 0xa9110389u, 0x689fdc49u, 0x41a4c9cau, 0x802a160au, 0x19c8700bu, 0xd846afcbu,
    0x4bbe5b0du, 0x8a3084cdu, 0x13d2e2ccu, 0xd25c3d0cu, 0xfb67288fu, 0x3ae9f74fu, 0xa30b914eu, 0x62854e8eu,
    0x5f8b7e83u, 0x9e05a143u, 0x07e7c742u, 0xc6691882u, 0xef520d01u, 0x2edcd2c1u, 0xb73eb4c0u, 0x76b06b00u,
    0xe5489fc6u, 0x24c64006u, 0xbd242607u, 0x7caaf9c7u, 0x5591ec44u, 0x941f3384u, 0x0dfd5585u, 0xcc738a45u,
    0xa1a92c70u, 0x6027f3b0u, 0xf9c595b1u, 0x384b4a71u, 0x11705ff2u, 0xd0fe8032u, 0x491ce633u, 0x889239f3u,
    0x1b6acd35u, 0xdae412f5u, 0x430674f4u, 0x8288ab34u, 0xabb3beb7u, 0x6a3d6177u, 0xf3df0776u, 0x3251d8b6u,
    0x0f5fe8bbu, 0xced1377bu, 0x5733517au, 0x96bd8ebau, 0xbf869b39u, 0x7e0844f9u, 0xe7ea22f8u, 0x2664fd38u,
    0xb59c09feu, 0x7412d63eu, 0xedf0b03fu, 0x2c7e6fffu, 0x05457a7cu, 0xc4cba5bcu, 0x5d29c3bdu, 0x9ca71c7du,
    0x2735a3a7u, 0xe6bb7c67u, 0x7f591a66u, 0xbed7c5a6u, 0x97ecd025u, 0x56620fe5u, 0xcf8069e4u, 0x0e0eb624u,
    0x9df642e2u, 0x5c789d22u, 0xc59afb23u, 0x041424e3u, 0x2d2f3160u, 0xeca1eea0u, 0x754388a1u, 0xb4cd5761u,
    0x89c3676cu, 0x484db8acu, 0xd1afdeadu, 0x1021016du, 0x391a14eeu, 0xf894cb2eu, 0x6176ad2fu, 0xa0f872efu,
    0x33008629u, 0xf28e59e9u, 0x6b6c3fe8u, 0xaae2e028u, 0x83d9f5abu, 0x42572a6bu, 0xdbb54c6au, 0x1a3b93aau,
  },
  {
    0x00000000u, 0x9ba54c6fu, 0xec3b9e9fu, 0x779ed2f0u, 0x03063b7fu, 0x98a37710u, 0xef3da5e0u, 0x7498e98fu,
    0x060c76feu, 0x9da93a91u, 0xea37e861u, 0x7192a40eu, 0x050a4d81u, 0x9eaf01eeu, 0xe931d31eu, 0x72949f71u,
    0x0c18edfcu, 0x97bda193u, 0xe0237363u, 0x7b863f0cu, 0x0f1ed683u, 0x94bb9aecu, 0xe325481cu, 0x78800473u,
    0x0a149b02u, 0x91b1d76du, 0xe62f059du, 0x7d8a49f2u, 0x0912a07du, 0x92b7ec12u, 0xe5293ee2u, 0x7e8c728du,
    0x1831dbf8u, 0x83949797u, 0xf40a4567u, 0x6faf0908u, 0x1b37e087u, 0x8092ace8u, 0xf70c7e18u, 0x6ca93277u,
    0x1e3dad06u, 0x8598e169u, 0xf2063399u, 0x69a37ff6u, 0x1d3b9679u, 0x869eda16u, 0xf10008e6u, 0x6aa54489u,
    0x14293604u, 0x8f8c7a6bu, 0xf812a89bu, 0x63b7e4f4u, 0x172f0d7bu, 0x8c8a4114u, 0xfb1493e4u, 0x60b1df8bu,
    0x122540fau, 0x89800c95u, 0xfe1ede65u, 0x65bb920au, 0x11237b85u, 0x8a8637eau, 0xfd18e51au, 0x66bda975u,
    0x3063b7f0u, 0xabc6fb9fu, 0xdc58296fu, 0x47fd6500u, 0x33658c8fu, 0xa8c0c0e0u, 0xdf5e1210u, 0x44fb5e7fu,
    0x366fc10eu, 0xadca8d61u, 0xda545f91u, 0x41f113feu, 0x3569fa71u, 0xaeccb61eu, 0xd95264eeu, 0x42f72881u,
    0x3c7b5a0cu, 0xa7de1663u, 0xd040c493u, 0x4be588fcu, 0x3f7d6173u, 0xa4d82d1cu, 0xd346ffecu, 0x48e3b383u,
    0x3a772cf2u, 0xa1d2609du, 0xd64cb26du, 0x4de9fe02u, 0x3971178du, 0xa2d45be2u, 0xd54a8912u, 0x4eefc57du,
    0x28526c08u, 0xb3f72067u, 0xc469f297u, 0x5fccbef8u, 0x2b545777u, 0xb0f11b18u, 0xc76fc9e8u, 0x5cca8587u,
    0x2e5e1af6u, 0xb5fb5699u, 0xc2658469u, 0x59c0c806u, 0x2d582189u, 0xb6fd6de6u, 0xc163bf16u, 0x5ac6f379u,
    0x244a81f4u, 0xbfefcd9bu, 0xc8711f6bu, 0x53d45304u, 0x274cba8bu, 0xbce9f6e4u, 0xcb772414u, 0x50d2687bu,
    0x2246f70au, 0xb9e3bb65u, 0xce7d6995u, 0x55d825fau, 0x2140cc75u, 0xbae5801au, 0xcd7b52eau, 0x56de1e85u,
    0x60c76fe0u, 0xfb62238fu, 0x8cfcf17fu, 0x1759bd10u, 0x63c1549fu, 0xf86418f0u, 0x8ffaca00u, 0x145f866fu,
    0x66cb191eu, 0xfd6e5571u, 0x8af08781u, 0x1155cbeeu, 0x65cd2261u, 0xfe686e0eu, 0x89f6bcfeu, 0x1253f091u,
    0x6cdf821cu, 0xf77ace73u, 0x80e41c83u, 0x1b4150ecu, 0x6fd9b963u, 0xf47cf50cu, 0x83e227fcu, 0x18476b93u,
    0x6ad3f4e2u, 0xf176b88du, 0x86e86a7du, 0x1d4d2612u, 0x69d5cf9du, 0xf27083f2u, 0x85ee5102u, 0x1e4b1d6du,
    0x78f6b418u, 0xe353f877u, 0x94cd2a87u, 0x0f6866e8u, 0x7bf08f67u, 0xe055c308u, 0x97cb11f8u, 0x0c6e5d97u,
    0x7efac2e6u, 0xe55f8e89u, 0x92c15c79u, 0x09641016u, 0x7dfcf999u, 0xe659b5f6u, 0x91c76706u, 0x0a622b69u,
    0x74ee59e4u, 0xef4b158bu, 0x98d5c77bu, 0x03708b14u, 0x77e8629bu, 0xec4d2ef4u, 0x9bd3fc04u, 0x0076b06bu,
    0x72e22f1au, 0xe9476375u, 0x9ed9b185u, 0x057cfdeau, 0x71e41465u, 0xea41580au, 0x9ddf8afau, 0x067ac695u,
    0x50a4d810u, 0xcb01947fu, 0xbc9f468fu, 0x273a0ae0u, 0x53a2e36fu, 0xc807af00u, 0xbf997df0u, 0x243c319fu,
    0x56a8aeeeu, 0xcd0de281u, 0xba933071u, 0x21367c1eu, 0x55ae9591u, 0xce0bd9feu, 0xb9950b0eu, 0x22304761u,
    0x5cbc35ecu, 0xc7197983u, 0xb087ab73u, 0x2b22e71cu, 0x5fba0e93u, 0xc41f42fcu, 0xb381900cu, 0x2824dc63u,
    0x5ab04312u, 0xc1150f7du, 0xb68bdd8du, 0x2d2e91e2u, 0x59b6786du, 0xc2133402u, 0xb58de6f2u, 0x2e28aa9du,
    0x489503e8u, 0xd3304f87u, 0xa4ae9d77u, 0x3f0bd118u, 0x4b933897u, 0xd03674f8u, 0xa7a8a608u, 0x3c0dea67u,
    0x4e997516u, 0xd53c3979u, 0xa2a2eb89u, 0x3907a7e6u, 0x4d9f4e69u, 0xd63a0206u, 0xa1a4d0f6u, 0x3a019c99u,
    0x448dee14u, 0xdf28a27bu, 0xa8b6708bu, 0x33133ce4u, 0x478bd56bu, 0xdc2e9904u, 0xabb04bf4u, 0x3015079bu,
    0x428198eau, 0xd924d485u, 0xaeba0675u, 0x351f4a1au, 0x4187a395u, 0xda22effau, 0xadbc3d0au, 0x36197165u,
  },
  {
    0x00000000u, 0xdd96d985u, 0x605cb54bu, 0xbdca6cceu, 0xc0b96a96u, 0x1d2fb313u, 0xa0e5dfddu, 0x7d730658u,
    0x5a03d36du, 0x87950ae8u, 0x3a5f6626u, 0xe7c9bfa3u, 0x9abab9fbu, 0x472c607eu, 0xfae60cb0u, 0x2770d535u,
    0xb407a6dau, 0x69917f5fu, 0xd45b1391u, 0x09cdca14u, 0x74becc4cu, 0xa92815c9u, 0x14e27907u, 0xc974a082u,
    0xee0475b7u, 0x3392ac32u, 0x8e58c0fcu, 0x53ce1979u, 0x2ebd1f21u, 0xf32bc6a4u, 0x4ee1aa6au, 0x937773efu,
    0xb37e4bf5u, 0x6ee89270u, 0xd322febeu, 0x0eb4273bu, 0x73c72163u, 0xae51f8e6u, 0x139b9428u, 0xce0d4dadu,
    0xe97d9898u, 0x34eb411du, 0x89212dd3u, 0x54b7f456u, 0x29c4f20eu, 0xf4522b8bu, 0x49984745u, 0x940e9ec0u,
    0x0779ed2fu, 0xdaef34aau, 0x67255864u, 0xbab381e1u, 0xc7c087b9u, 0x1a565e3cu, 0xa79c32f2u, 0x7a0aeb77u,
    0x5d7a3e42u, 0x80ece7c7u, 0x3d268b09u, 0xe0b0528cu, 0x9dc354d4u, 0x40558d51u, 0xfd9fe19fu, 0x2009381au,
    0xbd8d91abu, 0x601b482eu, 0xddd124e0u, 0x0047fd65u, 0x7d34fb3du, 0xa0a222b8u, 0x1d684e76u, 0xc0fe97f3u,
    0xe78e42c6u, 0x3a189b43u, 0x87d2f78du, 0x5a442e08u, 0x27372850u, 0xfaa1f1d5u, 0x476b9d1bu, 0x9afd449eu,
    0x098a3771u, 0xd41ceef4u, 0x69d6823au, 0xb4405bbfu, 0xc9335de7u, 0x14a58462u, 0xa96fe8acu, 0x74f93129u,
    0x5389e41cu, 0x8e1f3d99u, 0x33d55157u, 0xee4388d2u, 0x93308e8au, 0x4ea6570fu, 0xf36c3bc1u, 0x2efae244u,
    0x0ef3da5eu, 0xd36503dbu, 0x6eaf6f15u, 0xb339b690u, 0xce4ab0c8u, 0x13dc694du, 0xae160583u, 0x7380dc06u,
    0x54f00933u, 0x8966d0b6u, 0x34acbc78u, 0xe93a65fdu, 0x944963a5u, 0x49dfba20u, 0xf415d6eeu, 0x29830f6bu,
    0xbaf47c84u, 0x6762a501u, 0xdaa8c9cfu, 0x073e104au, 0x7a4d1612u, 0xa7dbcf97u, 0x1a11a359u, 0xc7877adcu,
    0xe0f7afe9u, 0x3d61766cu, 0x80ab1aa2u, 0x5d3dc327u, 0x204ec57fu, 0xfdd81cfau, 0x40127034u, 0x9d84a9b1u,
    0xa06a2517u, 0x7dfcfc92u, 0xc036905cu, 0x1da049d9u, 0x60d34f81u, 0xbd459604u, 0x008ffacau, 0xdd19234fu,
    0xfa69f67au, 0x27ff2fffu, 0x9a354331u, 0x47a39ab4u, 0x3ad09cecu, 0xe7464569u, 0x5a8c29a7u, 0x871af022u,
    0x146d83cdu, 0xc9fb5a48u, 0x74313686u, 0xa9a7ef03u, 0xd4d4e95bu, 0x094230deu, 0xb4885c10u, 0x691e8595u,
    0x4e6e50a0u, 0x93f88925u, 0x2e32e5ebu, 0xf3a43c6eu, 0x8ed73a36u, 0x5341e3b3u, 0xee8b8f7du, 0x331d56f8u,
    0x13146ee2u, 0xce82b767u, 0x7348dba9u, 0xaede022cu, 0xd3ad0474u, 0x0e3bddf1u, 0xb3f1b13fu, 0x6e6768bau,
    0x4917bd8fu, 0x9481640au, 0x294b08c4u, 0xf4ddd141u, 0x89aed719u, 0x54380e9cu, 0xe9f26252u, 0x3464bbd7u,
    0xa713c838u, 0x7a8511bdu, 0xc74f7d73u, 0x1ad9a4f6u, 0x67aaa2aeu, 0xba3c7b2bu, 0x07f617e5u, 0xda60ce60u,
    0xfd101b55u, 0x2086c2d0u, 0x9d4cae1eu, 0x40da779bu, 0x3da971c3u, 0xe03fa846u, 0x5df5c488u, 0x80631d0du,
    0x1de7b4bcu, 0xc0716d39u, 0x7dbb01f7u, 0xa02dd872u, 0xdd5ede2au, 0x00c807afu, 0xbd026b61u, 0x6094b2e4u,
    0x47e467d1u, 0x9a72be54u, 0x27b8d29au, 0xfa2e0b1fu, 0x875d0d47u, 0x5acbd4c2u, 0xe701b80cu, 0x3a976189u,
    0xa9e01266u, 0x7476cbe3u, 0xc9bca72du, 0x142a7ea8u, 0x695978f0u, 0xb4cfa175u, 0x0905cdbbu, 0xd493143eu,
    0xf3e3c10bu, 0x2e75188eu, 0x93bf7440u, 0x4e29adc5u, 0x335aab9du, 0xeecc7218u, 0x53061ed6u, 0x8e90c753u,
    0xae99ff49u, 0x730f26ccu, 0xcec54a02u, 0x13539387u, 0x6e2095dfu, 0xb3b64c5au, 0x0e7c2094u, 0xd3eaf911u,
    0xf49a2c24u, 0x290cf5a1u, 0x94c6996fu, 0x495040eau, 0x342346b2u, 0xe9b59f37u, 0x547ff3f9u, 0x89e92a7cu,
    0x1a9e5993u, 0xc7088016u, 0x7ac2ecd8u, 0xa754355du, 0xda273305u, 0x07b1ea80u, 0xba7b864eu, 0x67ed5fcbu,
    0x409d8afeu, 0x9d0b537bu, 0x20c13fb5u, 0xfd57e630u, 0x8024e068u, 0x5db239edu, 0xe0785523u, 0x3dee8ca6u,
  },
  {
    0x00000000u, 0x9d0fe176u, 0xe16ec4adu, 0x7c6125dbu, 0x19ac8f1bu, 0x84a36e6du, 0xf8c24bb6u, 0x65cdaac0u,
    0x33591e36u, 0xae56ff40u, 0xd237da9bu, 0x4f383bedu, 0x2af5912du, 0xb7fa705bu, 0xcb9b5580u, 0x5694b4f6u,
    0x66b23c6cu, 0xfbbddd1au, 0x87dcf8c1u, 0x1ad319b7u, 0x7f1eb377u, 0xe2115201u, 0x9e7077dau, 0x037f96acu,
    0x55eb225au, 0xc8e4c32cu, 0xb485e6f7u, 0x298a0781u, 0x4c47ad41u, 0xd1484c37u, 0xad2969ecu, 0x3026889au,
    0xcd6478d8u, 0x506b99aeu, 0x2c0abc75u, 0xb1055d03u, 0xd4c8f7c3u, 0x49c716b5u, 0x35a6336eu, 0xa8a9d218u,
    0xfe3d66eeu, 0x63328798u, 0x1f53a243u, 0x825c4335u, 0xe791e9f5u, 0x7a9e0883u, 0x06ff2d58u, 0x9bf0cc2eu,
    0xabd644b4u, 0x36d9a5c2u, 0x4ab88019u, 0xd7b7616fu, 0xb27acbafu, 0x2f752ad9u, 0x53140f02u, 0xce1bee74u,
    0x988f5a82u, 0x0580bbf4u, 0x79e19e2fu, 0xe4ee7f59u, 0x8123d599u, 0x1c2c34efu, 0x604d1134u, 0xfd42f042u,
    0x41b9f7f1u, 0xdcb61687u, 0xa0d7335cu, 0x3dd8d22au, 0x581578eau, 0xc51a999cu, 0xb97bbc47u, 0x24745d31u,
    0x72e0e9c7u, 0xefef08b1u, 0x938e2d6au, 0x0e81cc1cu, 0x6b4c66dcu, 0xf64387aau, 0x8a22a271u, 0x172d4307u,
    0x270bcb9du, 0xba042aebu, 0xc6650f30u, 0x5b6aee46u, 0x3ea74486u, 0xa3a8a5f0u, 0xdfc9802bu, 0x42c6615du,
    0x1452d5abu, 0x895d34ddu, 0xf53c1106u, 0x6833f070u, 0x0dfe5ab0u, 0x90f1bbc6u, 0xec909e1du, 0x719f7f6bu,
    0x8cdd8f29u, 0x11d26e5fu, 0x6db34b84u, 0xf0bcaaf2u, 0x95710032u, 0x087ee144u, 0x741fc49fu, 0xe91025e9u,
    0xbf84911fu, 0x228b7069u, 0x5eea55b2u, 0xc3e5b4c4u, 0xa6281e04u, 0x3b27ff72u, 0x4746daa9u, 0xda493bdfu,
    0xea6fb345u, 0x77605233u, 0x0b0177e8u, 0x960e969eu, 0xf3c33c5eu, 0x6eccdd28u, 0x12adf8f3u, 0x8fa21985u,
    0xd936ad73u, 0x44394c05u, 0x385869deu, 0xa55788a8u, 0xc09a2268u, 0x5d95c31eu, 0x21f4e6c5u, 0xbcfb07b3u,
    0x8373efe2u, 0x1e7c0e94u, 0x621d2b4fu, 0xff12ca39u, 0x9adf60f9u, 0x07d0818fu, 0x7bb1a454u, 0xe6be4522u,
    0xb02af1d4u, 0x2d2510a2u, 0x51443579u, 0xcc4bd40fu, 0xa9867ecfu, 0x34899fb9u, 0x48e8ba62u, 0xd5e75b14u,
    0xe5c1d38eu, 0x78ce32f8u, 0x04af1723u, 0x99a0f655u, 0xfc6d5c95u, 0x6162bde3u, 0x1d039838u, 0x800c794eu,
    0xd698cdb8u, 0x4b972cceu, 0x37f60915u, 0xaaf9e863u, 0xcf3442a3u, 0x523ba3d5u, 0x2e5a860eu, 0xb3556778u,
    0x4e17973au, 0xd318764cu, 0xaf795397u, 0x3276b2e1u, 0x57bb1821u, 0xcab4f957u, 0xb6d5dc8cu, 0x2bda3dfau,
    0x7d4e890cu, 0xe041687au, 0x9c204da1u, 0x012facd7u, 0x64e20617u, 0xf9ede761u, 0x858cc2bau, 0x188323ccu,
    0x28a5ab56u, 0xb5aa4a20u, 0xc9cb6ffbu, 0x54c48e8du, 0x3109244du, 0xac06c53bu, 0xd067e0e0u, 0x4d680196u,
    0x1bfcb560u, 0x86f35416u, 0xfa9271cdu, 0x679d90bbu, 0x02503a7bu, 0x9f5fdb0du, 0xe33efed6u, 0x7e311fa0u,
    0xc2ca1813u, 0x5fc5f965u, 0x23a4dcbeu, 0xbeab3dc8u, 0xdb669708u, 0x4669767eu, 0x3a0853a5u, 0xa707b2d3u,
    0xf1930625u, 0x6c9ce753u, 0x10fdc288u, 0x8df223feu, 0xe83f893eu, 0x75306848u, 0x09514d93u, 0x945eace5u,
    0xa478247fu, 0x3977c509u, 0x4516e0d2u, 0xd81901a4u, 0xbdd4ab64u, 0x20db4a12u, 0x5cba6fc9u, 0xc1b58ebfu,
    0x97213a49u, 0x0a2edb3fu, 0x764ffee4u, 0xeb401f92u, 0x8e8db552u, 0x13825424u, 0x6fe371ffu, 0xf2ec9089u,
    0x0fae60cbu, 0x92a181bdu, 0xeec0a466u, 0x73cf4510u, 0x1602efd0u, 0x8b0d0ea6u, 0xf76c2b7du, 0x6a63ca0bu,
    0x3cf77efdu, 0xa1f89f8bu, 0xdd99ba50u, 0x40965b26u, 0x255bf1e6u, 0xb8541090u, 0xc435354bu, 0x593ad43du,
    0x691c5ca7u, 0xf413bdd1u, 0x8872980au, 0x157d797cu, 0x70b0d3bcu, 0xedbf32cau, 0x91de1711u, 0x0cd1f667u,
    0x5a454291u, 0xc74aa3e7u, 0xbb2b863cu, 0x2624674au, 0x43e9cd8au, 0xdee62cfcu, 0xa2870927u, 0x3f88e851u,
  },
  {
    0x00000000u, 0xb9fbdbe8u, 0xa886b191u, 0x117d6a79u, 0x8a7c6563u, 0x3387be8bu, 0x22fad4f2u, 0x9b010f1au,
    0xcf89cc87u, 0x7672176fu, 0x670f7d16u, 0xdef4a6feu, 0x45f5a9e4u, 0xfc0e720cu, 0xed731875u, 0x5488c39du,
    0x44629f4fu, 0xfd9944a7u, 0xece42edeu, 0x551ff536u, 0xce1efa2cu, 0x77e521c4u, 0x66984bbdu, 0xdf639055u,
    0x8beb53c8u, 0x32108820u, 0x236de259u, 0x9a9639b1u, 0x019736abu, 0xb86ced43u, 0xa911873au, 0x10ea5cd2u,
    0x88c53e9eu, 0x313ee576u, 0x20438f0fu, 0x99b854e7u, 0x02b95bfdu, 0xbb428015u, 0xaa3fea6cu, 0x13c43184u,
    0x474cf219u, 0xfeb729f1u, 0xefca4388u, 0x56319860u, 0xcd30977au, 0x74cb4c92u, 0x65b626ebu, 0xdc4dfd03u,
    0xcca7a1d1u, 0x755c7a39u, 0x64211040u, 0xdddacba8u, 0x46dbc4b2u, 0xff201f5au, 0xee5d7523u, 0x57a6aecbu,
    0x032e6d56u, 0xbad5b6beu, 0xaba8dcc7u, 0x1253072fu, 0x89520835u, 0x30a9d3ddu, 0x21d4b9a4u, 0x982f624cu,
    0xcafb7b7du, 0x7300a095u, 0x627dcaecu, 0xdb861104u, 0x40871e1eu, 0xf97cc5f6u, 0xe801af8fu, 0x51fa7467u,
    0x0572b7fau, 0xbc896c12u, 0xadf4066bu, 0x140fdd83u, 0x8f0ed299u, 0x36f50971u, 0x27886308u, 0x9e73b8e0u,
    0x8e99e432u, 0x37623fdau, 0x261f55a3u, 0x9fe48e4bu, 0x04e58151u, 0xbd1e5ab9u, 0xac6330c0u, 0x1598eb28u,
    0x411028b5u, 0xf8ebf35du, 0xe9969924u, 0x506d42ccu, 0xcb6c4dd6u, 0x7297963eu, 0x63eafc47u, 0xda1127afu,
    0x423e45e3u, 0xfbc59e0bu, 0xeab8f472u, 0x53432f9au, 0xc8422080u, 0x71b9fb68u, 0x60c49111u, 0xd93f4af9u,
    0x8db78964u, 0x344c528cu, 0x253138f5u, 0x9ccae31du, 0x07cbec07u, 0xbe3037efu, 0xaf4d5d96u, 0x16b6867eu,
    0x065cdaacu, 0xbfa70144u, 0xaeda6b3du, 0x1721b0d5u, 0x8c20bfcfu, 0x35db6427u, 0x24a60e5eu, 0x9d5dd5b6u,
    0xc9d5162bu, 0x702ecdc3u, 0x6153a7bau, 0xd8a87c52u, 0x43a97348u, 0xfa52a8a0u, 0xeb2fc2d9u, 0x52d41931u,
    0x4e87f0bbu, 0xf77c2b53u, 0xe601412au, 0x5ffa9ac2u, 0xc4fb95d8u, 0x7d004e30u, 0x6c7d2449u, 0xd586ffa1u,
    0x810e3c3cu, 0x38f5e7d4u, 0x29888dadu, 0x90735645u, 0x0b72595fu, 0xb28982b7u, 0xa3f4e8ceu, 0x1a0f3326u,
    0x0ae56ff4u, 0xb31eb41cu, 0xa263de65u, 0x1b98058du, 0x80990a97u, 0x3962d17fu, 0x281fbb06u, 0x91e460eeu,
    0xc56ca373u, 0x7c97789bu, 0x6dea12e2u, 0xd411c90au, 0x4f10c610u, 0xf6eb1df8u, 0xe7967781u, 0x5e6dac69u,
    0xc642ce25u, 0x7fb915cdu, 0x6ec47fb4u, 0xd73fa45cu, 0x4c3eab46u, 0xf5c570aeu, 0xe4b81ad7u, 0x5d43c13fu,
    0x09cb02a2u, 0xb030d94au, 0xa14db333u, 0x18b668dbu, 0x83b767c1u, 0x3a4cbc29u, 0x2b31d650u, 0x92ca0db8u,
    0x8220516au, 0x3bdb8a82u, 0x2aa6e0fbu, 0x935d3b13u, 0x085c3409u, 0xb1a7efe1u, 0xa0da8598u, 0x19215e70u,
    0x4da99dedu, 0xf4524605u, 0xe52f2c7cu, 0x5cd4f794u, 0xc7d5f88eu, 0x7e2e2366u, 0x6f53491fu, 0xd6a892f7u,
    0x847c8bc6u, 0x3d87502eu, 0x2cfa3a57u, 0x9501e1bfu, 0x0e00eea5u, 0xb7fb354du, 0xa6865f34u, 0x1f7d84dcu,
    0x4bf54741u, 0xf20e9ca9u, 0xe373f6d0u, 0x5a882d38u, 0xc1892222u, 0x7872f9cau, 0x690f93b3u, 0xd0f4485bu,
    0xc01e1489u, 0x79e5cf61u, 0x6898a518u, 0xd1637ef0u, 0x4a6271eau, 0xf399aa02u, 0xe2e4c07bu, 0x5b1f1b93u,
    0x0f97d80eu, 0xb66c03e6u, 0xa711699fu, 0x1eeab277u, 0x85ebbd6du, 0x3c106685u, 0x2d6d0cfcu, 0x9496d714u,
    0x0cb9b558u, 0xb5426eb0u, 0xa43f04c9u, 0x1dc4df21u, 0x86c5d03bu, 0x3f3e0bd3u, 0x2e4361aau, 0x97b8ba42u,
    0xc33079dfu, 0x7acba237u, 0x6bb6c84eu, 0xd24d13a6u, 0x494c1cbcu, 0xf0b7c754u, 0xe1caad2du, 0x583176c5u,
    0x48db2a17u, 0xf120f1ffu, 0xe05d9b86u, 0x59a6406eu, 0xc2a74f74u, 0x7b5c949cu, 0x6a21fee5u, 0xd3da250du,
    0x8752e690u, 0x3ea93d78u, 0x2fd45701u, 0x962f8ce9u, 0x0d2e83f3u, 0xb4d5581bu, 0xa5a83262u, 0x1c53e98au,
  },
  {
    0x00000000u, 0xae689191u, 0x87a02563u, 0x29c8b4f2u, 0xd4314c87u, 0x7a59dd16u, 0x539169e4u, 0xfdf9f875u,
    0x73139f4fu, 0xdd7b0edeu, 0xf4b3ba2cu, 0x5adb2bbdu, 0xa722d3c8u, 0x094a4259u, 0x2082f6abu, 0x8eea673au,
    0xe6273e9eu, 0x484faf0fu, 0x61871bfdu, 0xcfef8a6cu, 0x32167219u, 0x9c7ee388u, 0xb5b6577au, 0x1bdec6ebu,
    0x9534a1d1u, 0x3b5c3040u, 0x129484b2u, 0xbcfc1523u, 0x4105ed56u, 0xef6d7cc7u, 0xc6a5c835u, 0x68cd59a4u,
    0x173f7b7du, 0xb957eaecu, 0x909f5e1eu, 0x3ef7cf8fu, 0xc30e37fau, 0x6d66a66bu, 0x44ae1299u, 0xeac68308u,
    0x642ce432u, 0xca4475a3u, 0xe38cc151u, 0x4de450c0u, 0xb01da8b5u, 0x1e753924u, 0x37bd8dd6u, 0x99d51c47u,
    0xf11845e3u, 0x5f70d472u, 0x76b86080u, 0xd8d0f111u, 0x25290964u, 0x8b4198f5u, 0xa2892c07u, 0x0ce1bd96u,
    0x820bdaacu, 0x2c634b3du, 0x05abffcfu, 0xabc36e5eu, 0x563a962bu, 0xf85207bau, 0xd19ab348u, 0x7ff222d9u,
    0x2e7ef6fau, 0x8016676bu, 0xa9ded399u, 0x07b64208u, 0xfa4fba7du, 0x54272becu, 0x7def9f1eu, 0xd3870e8fu,
    0x5d6d69b5u, 0xf305f824u, 0xdacd4cd6u, 0x74a5dd47u, 0x895c2532u, 0x2734b4a3u, 0x0efc0051u, 0xa09491c0u,
    0xc859c864u, 0x663159f5u, 0x4ff9ed07u, 0xe1917c96u, 0x1c6884e3u, 0xb2001572u, 0x9bc8a180u, 0x35a03011u,
    0xbb4a572bu, 0x1522c6bau, 0x3cea7248u, 0x9282e3d9u, 0x6f7b1bacu, 0xc1138a3du, 0xe8db3ecfu, 0x46b3af5eu,
    0x39418d87u, 0x97291c16u, 0xbee1a8e4u, 0x10893975u, 0xed70c100u, 0x43185091u, 0x6ad0e463u, 0xc4b875f2u,
    0x4a5212c8u, 0xe43a8359u, 0xcdf237abu, 0x639aa63au, 0x9e635e4fu, 0x300bcfdeu, 0x19c37b2cu, 0xb7abeabdu,
    0xdf66b319u, 0x710e2288u, 0x58c6967au, 0xf6ae07ebu, 0x0b57ff9eu, 0xa53f6e0fu, 0x8cf7dafdu, 0x229f4b6cu,
    0xac752c56u, 0x021dbdc7u, 0x2bd50935u, 0x85bd98a4u, 0x784460d1u, 0xd62cf140u, 0xffe445b2u, 0x518cd423u,
    0x5cfdedf4u, 0xf2957c65u, 0xdb5dc897u, 0x75355906u, 0x88cca173u, 0x26a430e2u, 0x0f6c8410u, 0xa1041581u,
    0x2fee72bbu, 0x8186e32au, 0xa84e57d8u, 0x0626c649u, 0xfbdf3e3cu, 0x55b7afadu, 0x7c7f1b5fu, 0xd2178aceu,
    0xbadad36au, 0x14b242fbu, 0x3d7af609u, 0x93126798u, 0x6eeb9fedu, 0xc0830e7cu, 0xe94bba8eu, 0x47232b1fu,
    0xc9c94c25u, 0x67a1ddb4u, 0x4e696946u, 0xe001f8d7u, 0x1df800a2u, 0xb3909133u, 0x9a5825c1u, 0x3430b450u,
    0x4bc29689u, 0xe5aa0718u, 0xcc62b3eau, 0x620a227bu, 0x9ff3da0eu, 0x319b4b9fu, 0x1853ff6du, 0xb63b6efcu,
    0x38d109c6u, 0x96b99857u, 0xbf712ca5u, 0x1119bd34u, 0xece04541u, 0x4288d4d0u, 0x6b406022u, 0xc528f1b3u,
    0xade5a817u, 0x038d3986u, 0x2a458d74u, 0x842d1ce5u, 0x79d4e490u, 0xd7bc7501u, 0xfe74c1f3u, 0x501c5062u,
    0xdef63758u, 0x709ea6c9u, 0x5956123bu, 0xf73e83aau, 0x0ac77bdfu, 0xa4afea4eu, 0x8d675ebcu, 0x230fcf2du,
    0x72831b0eu, 0xdceb8a9fu, 0xf5233e6du, 0x5b4baffcu, 0xa6b25789u, 0x08dac618u, 0x211272eau, 0x8f7ae37bu,
    0x01908441u, 0xaff815d0u, 0x8630a122u, 0x285830b3u, 0xd5a1c8c6u, 0x7bc95957u, 0x5201eda5u, 0xfc697c34u,
    0x94a42590u, 0x3accb401u, 0x130400f3u, 0xbd6c9162u, 0x40956917u, 0xeefdf886u, 0xc7354c74u, 0x695ddde5u,
    0xe7b7badfu, 0x49df2b4eu, 0x60179fbcu, 0xce7f0e2du, 0x3386f658u, 0x9dee67c9u, 0xb426d33bu, 0x1a4e42aau,
    0x65bc6073u, 0xcbd4f1e2u, 0xe21c4510u, 0x4c74d481u, 0xb18d2cf4u, 0x1fe5bd65u, 0x362d0997u, 0x98459806u,
    0x16afff3cu, 0xb8c76eadu, 0x910fda5fu, 0x3f674bceu, 0xc29eb3bbu, 0x6cf6222au, 0x453e96d8u, 0xeb560749u,
    0x839b5eedu, 0x2df3cf7cu, 0x043b7b8eu, 0xaa53ea1fu, 0x57aa126au, 0xf9c283fbu, 0xd00a3709u, 0x7e62a698u,
    0xf088c1a2u, 0x5ee05033u, 0x7728e4c1u, 0xd9407550u, 0x24b98d25u, 0x8ad11cb4u, 0xa319a846u, 0x0d7139d7u,
  },
};

static uint32_t load32(const uint8_t *p) {
  return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

/* Sixteen bytes a step: sixteen independent table lookups per dependency
** on the running value. */
uint32_t snap_crc32(uint32_t crc, const void *data, size_t n) {
  const uint8_t *p = data;
  crc = ~crc;
  if (n >= 64 && crc32_clmul_ok()) {    /* x86-64 (crc_clmul.c) */
    size_t whole = n & ~(size_t)15;
    crc = crc32_clmul(crc, p, whole);
    p += whole;
    n -= whole;
  }
  while (n >= 16) {
    uint32_t a = crc ^ load32(p), b = load32(p + 4), c = load32(p + 8), d = load32(p + 12);
    crc = crc_tab[15][a & 0xFF] ^ crc_tab[14][(a >> 8) & 0xFF] ^
          crc_tab[13][(a >> 16) & 0xFF] ^ crc_tab[12][a >> 24] ^
          crc_tab[11][b & 0xFF] ^ crc_tab[10][(b >> 8) & 0xFF] ^
          crc_tab[9][(b >> 16) & 0xFF] ^ crc_tab[8][b >> 24] ^
          crc_tab[7][c & 0xFF] ^ crc_tab[6][(c >> 8) & 0xFF] ^
          crc_tab[5][(c >> 16) & 0xFF] ^ crc_tab[4][c >> 24] ^
          crc_tab[3][d & 0xFF] ^ crc_tab[2][(d >> 8) & 0xFF] ^
          crc_tab[1][(d >> 16) & 0xFF] ^ crc_tab[0][d >> 24];
    p += 16;
    n -= 16;
  }
  while (n--) crc = crc_tab[0][(crc ^ *p++) & 0xFF] ^ (crc >> 8);
  return ~crc;
}

/* ------------------------------------------------------------ helpers */

static uint64_t mix64(uint64_t h) {
  h ^= h >> 33;
  h *= 0xFF51AFD7ED558CCDu;
  h ^= h >> 33;
  h *= 0xC4CEB9FE1A85EC53u;
  h ^= h >> 33;
  return h;
}

static uint64_t mix2(uint64_t a, uint64_t b) {
  return mix64(a ^ (b + 0x9E3779B97F4A7C15u + (a << 6) + (a >> 2)));
}

/* Grow *p (an array of elem-sized items with capacity *cap) to hold need. */
static int grow_slow(VM *vm, void **p, size_t *cap, size_t need, size_t elem) {
  size_t nc;
  void *np;
  /* at first as many as fit the allocator's largest pooled block (up to
  ** 64): a small agent's tables fit without growing again, and come from
  ** the VM's pool rather than the hook */
  size_t first = MEM_POOL_MAX / elem < 64 ? MEM_POOL_MAX / elem : 64;
  nc = mem_grow_cap(*cap < first && need <= first ? first : *cap, need, elem);
  if (nc == 0) return -1;
  np = mem_realloc(&vm->mem, *p, *cap * elem, nc * elem);
  if (np == NULL) return -1;
  *p = np;
  *cap = nc;
  return 0;
}

/* Room for need elements of elem bytes in *p (capacity *cap): 0, or -1
** out of memory.  The check is inline: it runs for every value written. */
static inline int grow(VM *vm, void **p, size_t *cap, size_t need, size_t elem) {
  return need <= *cap ? 0 : grow_slow(vm, p, cap, need, elem);
}

/* Map from non-zero 64-bit keys (pointers, hashes) to 64-bit values:
** open addressing, linear probing, at most half full. */
typedef struct MapSlot { uint64_t key, val; } MapSlot;
typedef struct Map { MapSlot *slots; size_t cap, n; } Map;

static bool map_get(const Map *m, uint64_t key, uint64_t *val) {
  size_t i;
  if (m->cap == 0) return false;
  i = (size_t)mix64(key) & (m->cap - 1);
  for (;;) {
    if (m->slots[i].key == key) { *val = m->slots[i].val; return true; }
    if (m->slots[i].key == 0) return false;
    i = (i + 1) & (m->cap - 1);
  }
}

static int map_put(VM *vm, Map *m, uint64_t key, uint64_t val) {
  size_t i;
  if ((m->n + 1) * 2 > m->cap) {
    size_t nc = m->cap ? m->cap * 2 : MEM_POOL_MAX / sizeof(MapSlot), k;
    MapSlot *ns;
    if (nc > SIZE_MAX / sizeof(MapSlot)) return -1;
    ns = mem_alloc(&vm->mem, nc * sizeof(MapSlot));
    if (ns == NULL) return -1;
    memset(ns, 0, nc * sizeof(MapSlot));
    for (k = 0; k < m->cap; k++) {
      if (m->slots[k].key == 0) continue;
      i = (size_t)mix64(m->slots[k].key) & (nc - 1);
      while (ns[i].key) i = (i + 1) & (nc - 1);
      ns[i] = m->slots[k];
    }
    mem_free(&vm->mem, m->slots, m->cap * sizeof(MapSlot));
    m->slots = ns;
    m->cap = nc;
  }
  i = (size_t)mix64(key) & (m->cap - 1);
  while (m->slots[i].key && m->slots[i].key != key) i = (i + 1) & (m->cap - 1);
  if (m->slots[i].key == 0) m->n++;
  m->slots[i].key = key;
  m->slots[i].val = val;
  return 0;
}

static void map_free(VM *vm, Map *m) {
  mem_free(&vm->mem, m->slots, m->cap * sizeof(MapSlot));
  m->slots = NULL;
  m->cap = m->n = 0;
}

#define PKEY(p) ((uint64_t)(uintptr_t)(p))

/* Types the interpreter's method tables are families of (builtins.c). */
static int method_family_count(int fam) {
  switch (fam) {
  case MF_STR: return str_methods_n;
  case MF_LIST: return list_methods_n;
  case MF_TUPLE: return tuple_methods_n;
  case MF_DICT: return dict_methods_n;
  case MF_SET: return set_methods_n;
  case MF_INT: return int_methods_n;
  case MF_FLOAT: return float_methods_n;
  case MF_RANGE: return range_methods_n;
  case MF_FUTURE: return future_methods_n;   /* (fut.set_result as a callback) */
  case MF_GEN: return gen_methods_n;
  case MF_AGEN: return agen_methods_n;
  case MF_EXC: return exc_methods_n;
  case MF_BYTES: return bytes_methods_n;
  case MF_BYTEARRAY: return bytearray_methods_n;
  case MF_PATTERN: return re_pattern_methods_n;
  case MF_MATCH: return re_match_methods_n;
  case MF_PROPERTY: return property_methods_n;
  case MF_SLICE: return slice_methods_n;
  case MF_MEMVIEW: return memview_methods_n;
  case MF_COMPLEX: return complex_methods_n;
  default: return 0;
  }
}

/* A check of one compiled code object (its instructions, registers,
** handlers and the kinds of its constants), stored with each CODES entry
** and compared on load: the source must compile to the same code in the
** restoring build, or frames' pcs and registers would mean other things. */
uint32_t snap_code_check(const Code *c) {
  uint64_t h = 0xC4EC;
  uint32_t i, check;
  /* a code's instructions, positions, handlers and constants never change
  ** once compiled, its flags may (the prelude's are marked hidden): the
  ** value is kept for the flags it was computed with */
  if (c->check && c->checkflags == c->flags) return c->check;
  h = mix2(h, c->ncode);
  h = mix2(h, hash_bytes(c->code, c->ncode * sizeof(Instr)));
  h = mix2(h, hash_bytes(c->pos, c->ncode * sizeof(CodePos)));
  h = mix2(h, ((uint64_t)c->nregs << 48) | ((uint64_t)c->nargs << 32) |
              ((uint64_t)c->nposonly << 16) | c->nkwonly);
  h = mix2(h, ((uint64_t)c->flags << 48) | ((uint64_t)c->ncellparams << 32) |
              ((uint64_t)c->nfree << 16) | c->freebase);
  h = mix2(h, ((uint64_t)c->nhandlers << 32) | c->nk);
  for (i = 0; i < c->nhandlers; i++) {
    h = mix2(h, ((uint64_t)c->handlers[i].start << 32) | c->handlers[i].end);
    h = mix2(h, ((uint64_t)c->handlers[i].target << 16) | c->handlers[i].reg);
  }
  for (i = 0; i < c->nk; i++)
    h = mix2(h, c->k[i].tag == V_OBJ ? 0x100u + c->k[i].u.o->type : c->k[i].tag);
  check = (uint32_t)(h ^ (h >> 32));
  ((Code *)c)->check = check;        /* a memo: no code object is read-only */
  ((Code *)c)->checkflags = c->flags;
  return check;
}

/* ================================================================ writer */

/* A code object the writer has placed in its module's tree: the tree is
** either the original one (its module code is reachable) or a fresh
** compile of the same source, matched by content. */
typedef struct CNode {
  Code *code;
  uint32_t parent;     /* node index, NONE32 for a root */
  uint32_t k;          /* constant index in the parent */
  uint32_t entry;      /* CODES entry, NONE32 until written */
  uint32_t src;        /* root of a module: source index */
  Str *pname;          /* root of a prelude function: its name */
} CNode;

typedef struct WSrc {
  Str *filename, *source;
  bool tree;           /* an original module code's tree is indexed */
  bool fresh;          /* a fresh compile is indexed by content */
} WSrc;

typedef struct W {
  VM *vm;
  Buf *out;
  bool fail;
  char *err;
  size_t errlen;
  Obj **objs;          /* objects by index; see obj_index */
  uint32_t *sizes;     /* their header sizes, restored by w_free */
  size_t nobjs, capobjs, capsizes;
  Str **strs;          /* string table, in order of first use */
  size_t nstrs, capstrs;
  uint32_t *strslots;  /* open-addressing index of strs by content */
  size_t capslots, nindexed;
  WSrc *srcs;
  size_t nsrcs, capsrcs;
  Map srcmap;          /* source Str* -> source index */
  CNode *nodes;
  size_t nnodes, capnodes;
  Map nodemap;         /* Code* (original or fresh) -> node index */
  Map freshmap;        /* content hash of a fresh code, per source -> node */
  Map dhash;           /* Code* -> content hash (memo) */
  bool prelude_done;
  Buf codes;           /* CODES entries, written after OBJECTS */
  size_t ncodes;
  Map natmap;          /* (kind << 32 | id) + 1 -> NATIVES index */
  uint64_t *natives;   /* NATIVES entries: kind << 32 | id */
  size_t nnatives, capnatives;
  Value *stk;          /* scratch stack for key and constant walks */
  size_t capstk;
  Obj *cur;            /* the running task, parked while writing */
} W;

static void wfail(W *w, const char *fmt, ...)
#if defined(__GNUC__)
  __attribute__((format(printf, 2, 3)))
#endif
  ;
static void wfail(W *w, const char *fmt, ...) {
  va_list ap;
  if (w->fail) return;
  w->fail = true;
  if (w->err && w->errlen) {
    va_start(ap, fmt);
    vsnprintf(w->err, w->errlen, fmt, ap);
    va_end(ap);
  }
}

static void wnomem(W *w) {
  wfail(w, "snapshot: out of memory");
}

/* Room for n more bytes at the end of b, or NULL (w->fail set). */
static uint8_t *w_room_slow(W *w, Buf *b, size_t n) {
  if (w->fail) return NULL;
  if (b->cap - b->len < n) {
    size_t nc = b->cap ? b->cap : 256;
    char *np;
    while (nc - b->len < n) {
      if (nc > SIZE_MAX / 2) { wnomem(w); return NULL; }
      nc *= 2;
    }
    np = mem_realloc(&w->vm->mem, b->p, b->cap, nc);
    if (np == NULL) { wnomem(w); return NULL; }
    b->p = np;
    b->cap = nc;
  }
  return (uint8_t *)b->p + b->len;
}

/* The same, with the common case (room, no failure) inline. */
static inline uint8_t *w_room(W *w, Buf *b, size_t n) {
  if (!w->fail && b->cap - b->len >= n) return (uint8_t *)b->p + b->len;
  return w_room_slow(w, b, n);
}

static void w_u8(W *w, Buf *b, unsigned v) {
  uint8_t *p = w_room(w, b, 1);
  if (p) { *p = (uint8_t)v; b->len++; }
}

static void w_uv_slow(W *w, Buf *b, uint64_t v) {
  uint8_t *p = w_room(w, b, 10), *s = p;
  if (p == NULL) return;
  while (v >= 0x80) { *p++ = (uint8_t)(v | 0x80); v >>= 7; }
  *p++ = (uint8_t)v;
  b->len += (size_t)(p - s);
}

/* Most varints are counts and indices below 128: one byte, inline. */
static inline void w_uv(W *w, Buf *b, uint64_t v) {
  if (v < 0x80 && !w->fail && b->len < b->cap) {
    ((uint8_t *)b->p)[b->len++] = (uint8_t)v;
    return;
  }
  w_uv_slow(w, b, v);
}

static void w_sv(W *w, Buf *b, int64_t v) {
  w_uv(w, b, ((uint64_t)v << 1) ^ (uint64_t)(v >> 63));
}

static void put_le(uint8_t *p, uint64_t v, int n) {
  int i;
  for (i = 0; i < n; i++) p[i] = (uint8_t)(v >> (8 * i));
}

static void w_fixed(W *w, Buf *b, uint64_t v, int n) {
  uint8_t *p = w_room(w, b, (size_t)n);
  if (p) { put_le(p, v, n); b->len += (size_t)n; }
}

static void w_raw(W *w, Buf *b, const void *s, size_t n) {
  uint8_t *p = w_room(w, b, n);
  if (p && n) { memcpy(p, s, n); b->len += n; }
}

static void w_bytes(W *w, Buf *b, const void *s, size_t n) {
  w_uv(w, b, n);
  w_raw(w, b, s, n);
}

/* Start a section: its id and a length patched by sec_end. */
static size_t sec_begin(W *w, int id) {
  size_t at;
  w_u8(w, w->out, (unsigned)id);
  at = w->out->len;
  w_fixed(w, w->out, 0, 8);
  return at;
}

static void sec_end(W *w, size_t at) {
  if (w->fail) return;
  put_le((uint8_t *)w->out->p + at, (uint64_t)(w->out->len - at - 8), 8);
}

/* ---- string table ---- */

/* The string table index of s's text.  Equal texts share an entry when
** finding them is cheap: short strings, and strings whose hash is already
** known (dict keys); a long string never hashed is stored as it is rather
** than hashed only to look for a twin. */
static uint32_t str_index(W *w, Str *s) {
  uint64_t h;
  size_t i;
  bool dedupe = s->hash != 0 || s->len <= 64;
  if (w->fail) return 0;
  if (w->nstrs >= NONE32 ||
      grow(w->vm, (void **)&w->strs, &w->capstrs, w->nstrs + 1, sizeof(Str *))) {
    wnomem(w);
    return 0;
  }
  if (!dedupe) {
    w->strs[w->nstrs] = s;
    return (uint32_t)w->nstrs++;
  }
  h = hash_str(s);
  if ((w->nindexed + 1) * 2 > w->capslots) {
    size_t nc = w->capslots ? w->capslots * 2 : 64, k;
    uint32_t *ns;
    if (nc > SIZE_MAX / sizeof(uint32_t)) { wnomem(w); return 0; }
    ns = mem_alloc(&w->vm->mem, nc * sizeof(uint32_t));
    if (ns == NULL) { wnomem(w); return 0; }
    memset(ns, 0xFF, nc * sizeof(uint32_t));
    for (k = 0; k < w->capslots; k++) {
      uint32_t ix = w->strslots[k];
      if (ix == NONE32) continue;
      i = (size_t)mix64(w->strs[ix]->hash) & (nc - 1);
      while (ns[i] != NONE32) i = (i + 1) & (nc - 1);
      ns[i] = ix;
    }
    mem_free(&w->vm->mem, w->strslots, w->capslots * sizeof(uint32_t));
    w->strslots = ns;
    w->capslots = nc;
  }
  i = (size_t)mix64(h) & (w->capslots - 1);
  for (;;) {
    uint32_t ix = w->strslots[i];
    if (ix == NONE32) break;
    if (str_eq(w->strs[ix], s)) return ix;
    i = (i + 1) & (w->capslots - 1);
  }
  w->strslots[i] = (uint32_t)w->nstrs;
  w->nindexed++;
  w->strs[w->nstrs] = s;
  return (uint32_t)w->nstrs++;
}

/* ---- code objects: placing them in their module's tree ---- */

static uint32_t node_add(W *w, Code *c, uint32_t parent, uint32_t k) {
  CNode *n;
  if (w->fail) return 0;
  if (grow(w->vm, (void **)&w->nodes, &w->capnodes, w->nnodes + 1, sizeof(CNode)) ||
      map_put(w->vm, &w->nodemap, PKEY(c), w->nnodes)) {
    wnomem(w);
    return 0;
  }
  n = &w->nodes[w->nnodes];
  n->code = c;
  n->parent = parent;
  n->k = k;
  n->entry = NONE32;
  n->src = NONE32;
  n->pname = NULL;
  return (uint32_t)w->nnodes++;
}

/* Add root and every code nested in its constants (walking the new nodes
** in order, so no recursion).  Returns the root's node. */
static uint32_t index_tree(W *w, Code *root, uint32_t src, Str *pname) {
  uint32_t r = node_add(w, root, NONE32, 0), i, k;
  if (w->fail) return 0;
  w->nodes[r].src = src;
  w->nodes[r].pname = pname;
  for (i = r; i < w->nnodes && !w->fail; i++) {
    Code *c = w->nodes[i].code;
    for (k = 0; k < c->nk; k++) {
      uint64_t dummy;
      Code *ch;
      if (!IS_OBJ(c->k[k], OT_CODE)) continue;
      ch = (Code *)c->k[k].u.o;
      if (map_get(&w->nodemap, PKEY(ch), &dummy)) continue;
      node_add(w, ch, i, k);
    }
  }
  return r;
}

static void index_prelude(W *w) {
  size_t pos = 0;
  Value k, v;
  w->prelude_done = true;
  if (w->vm->prelude == NULL) return;
  while (dict_next(w->vm->prelude, &pos, &k, &v) && !w->fail) {
    Func *f;
    uint64_t dummy;
    if (!IS_STR(k) || !IS_OBJ(v, OT_FUNC)) continue;
    f = (Func *)v.u.o;
    if (!(f->code->flags & CODE_HIDDEN) || map_get(&w->nodemap, PKEY(f->code), &dummy))
      continue;
    index_tree(w, f->code, NONE32, AS_STR(k));
  }
}

static int stk_push(W *w, Value v, size_t *n) {
  if (grow(w->vm, (void **)&w->stk, &w->capstk, *n + 1, sizeof(Value))) {
    wnomem(w);
    return -1;
  }
  w->stk[(*n)++] = v;
  return 0;
}

/* Content hash of a constant that is not a code object: its exact type and
** value (so 1, 1.0 and True differ, as do 0.0 and -0.0). */
static uint64_t const_hash(W *w, Value v) {
  uint64_t h = 0x5EED;
  size_t n = 0;
  if (stk_push(w, v, &n)) return 0;
  while (n > 0) {
    Value x = w->stk[--n];
    h = mix2(h, x.tag);
    switch (x.tag) {
    case V_FLOAT: {
      uint64_t bits;
      memcpy(&bits, &x.u.f, sizeof bits);
      h = mix2(h, bits);
      break;
    }
    case V_OBJ: {
      Obj *o = x.u.o;
      h = mix2(h, o->type);
      switch (o->type) {
      case OT_STR: h = mix2(h, hash_str((Str *)o)); break;
      case OT_BYTES: h = mix2(h, bytes_hash((Bytes *)o)); break;
      case OT_COMPLEX: {
        uint64_t bits[2];
        memcpy(&bits[0], &((Complex *)o)->re, 8);
        memcpy(&bits[1], &((Complex *)o)->im, 8);
        h = mix2(mix2(h, bits[0]), bits[1]);
        break;
      }
      case OT_BIGINT: {
        BigInt *b = (BigInt *)o;
        h = mix2(h, (uint64_t)b->neg);
        h = mix2(h, hash_bytes(b->d, b->n * sizeof(uint32_t)));
        break;
      }
      case OT_TUPLE: {
        Tuple *t = (Tuple *)o;
        size_t i;
        h = mix2(h, t->len);
        for (i = t->len; i-- > 0;)
          if (stk_push(w, t->items[i], &n)) return 0;
        break;
      }
      case OT_SET: case OT_FROZENSET: {
        Set *s = (Set *)o;
        size_t pos = 0;
        Value key;
        h = mix2(h, s->used);
        while (set_next(s, &pos, &key))
          if (stk_push(w, key, &n)) return 0;
        break;
      }
      case OT_CODE:
        break;          /* the caller mixes in nested code hashes */
      default:
        h = mix2(h, PKEY(o));
        break;
      }
      break;
    }
    default:
      h = mix2(h, (uint64_t)x.u.i);
      break;
    }
  }
  return h;
}

static uint64_t str_hash0(Value v) {
  return IS_STR(v) ? hash_str(AS_STR(v)) : 0;
}

/* Hash of one code object's own content, its nested codes taken by their
** (already computed) hashes. */
/* c's body decoded (Code.lazy: a library function that has not run), the
** VM's exception state left as it was; false when memory ran out. */
static bool w_body(W *w, Code *c) {
  Value exc = w->vm->exc;
  if (c->lazy == NULL || codeimg_ensure(w->vm, c) == 0) return true;
  w->vm->exc = exc;
  w->vm->mem.refused = 0;
  wnomem(w);
  return false;
}

static uint64_t code_hash_shallow(W *w, Code *c) {
  uint64_t h = 0xC0DE, ch;
  uint32_t i;
  (void)w_body(w, c);
  h = mix2(h, c->ncode);
  h = mix2(h, hash_bytes(c->code, c->ncode * sizeof(Instr)));
  h = mix2(h, hash_bytes(c->pos, c->ncode * sizeof(CodePos)));
  h = mix2(h, ((uint64_t)c->nregs << 48) | ((uint64_t)c->nargs << 32) |
              ((uint64_t)c->nposonly << 16) | c->nkwonly);
  h = mix2(h, ((uint64_t)c->flags << 48) | ((uint64_t)c->ncellparams << 32) |
              ((uint64_t)c->nfree << 16) | c->freebase);
  for (i = 0; i < c->ncellparams; i++) h = mix2(h, c->cellparams[i]);
  h = mix2(h, c->nhandlers);
  for (i = 0; i < c->nhandlers; i++) {
    const Handler *hd = &c->handlers[i];
    h = mix2(h, ((uint64_t)hd->start << 32) | hd->end);
    h = mix2(h, ((uint64_t)hd->target << 16) | hd->reg);
  }
  h = mix2(h, str_hash0(c->name));
  h = mix2(h, str_hash0(c->qualname));
  h = mix2(h, c->nk);
  for (i = 0; i < c->nk; i++) {
    if (IS_OBJ(c->k[i], OT_CODE)) {
      if (!map_get(&w->dhash, PKEY(c->k[i].u.o), &ch)) ch = 0;
      h = mix2(h, ch);
    } else {
      h = mix2(h, const_hash(w, c->k[i]));
    }
  }
  return h ? h : 1;
}

/* Content hash of c and everything nested in it, memoised in w->dhash;
** post-order with an explicit stack of (code, next constant). */
static uint64_t code_hash(W *w, Code *root) {
  typedef struct { Code *c; uint32_t k; } HF;
  HF local[32], *st = local;
  size_t n = 0, cap = 32;
  uint64_t h = 0;
  if (map_get(&w->dhash, PKEY(root), &h)) return h;
  st[n++] = (HF){root, 0};
  while (n > 0 && !w->fail) {
    HF *t = &st[n - 1];
    Code *c = t->c;
    uint64_t dummy;
    while (t->k < c->nk && !(IS_OBJ(c->k[t->k], OT_CODE) &&
                             !map_get(&w->dhash, PKEY(c->k[t->k].u.o), &dummy)))
      t->k++;
    if (t->k < c->nk) {
      Code *ch = (Code *)c->k[t->k].u.o;
      if (n == cap) {
        HF *ns = mem_alloc(&w->vm->mem, cap * 2 * sizeof(HF));
        if (ns == NULL) { wnomem(w); break; }
        memcpy(ns, st, n * sizeof(HF));
        if (st != local) mem_free(&w->vm->mem, st, cap * sizeof(HF));
        st = ns;
        cap *= 2;
      }
      st[n++] = (HF){ch, 0};
      continue;
    }
    h = code_hash_shallow(w, c);
    if (map_put(w->vm, &w->dhash, PKEY(c), h)) wnomem(w);
    n--;
  }
  if (st != local) mem_free(&w->vm->mem, st, cap * sizeof(HF));
  return h;
}

static uint64_t fresh_key(uint64_t h, uint32_t src) {
  uint64_t k = mix2(h, (uint64_t)src + 1);
  return k ? k : 1;
}

/* The module code of source s is not reachable: compile the source again
** (deterministic: the same tree) and index the fresh tree by content. */
static void index_fresh(W *w, uint32_t s) {
  VM *vm = w->vm;
  WSrc *src = &w->srcs[s];
  Value exc = vm->exc;
  bool lh = vm->limit_hit;
  int lk = vm->limit_kind;
  Code *m;
  uint32_t first = (uint32_t)w->nnodes, i;
  int r = compile_module(vm, src->source->data, src->source->len,
                         src->filename->data, &m);
  vm->exc = exc;
  vm->limit_hit = lh;
  vm->limit_kind = lk;
  vm->mem.refused = 0;
  if (r) {
    wfail(w, "snapshot: cannot recompile source of %s", src->filename->data);
    return;
  }
  src->fresh = true;
  index_tree(w, m, s, NULL);
  for (i = first; i < w->nnodes && !w->fail; i++) {
    uint64_t key = fresh_key(code_hash(w, w->nodes[i].code), s), dummy;
    if (map_get(&w->freshmap, key, &dummy)) continue;   /* identical twin */
    if (map_put(vm, &w->freshmap, key, i)) wnomem(w);
  }
}

/* The source index of c's module: one per distinct (filename, text), so
** that two compiles of the same program share one entry. */
static uint32_t source_index(W *w, Code *c) {
  uint64_t s;
  size_t k;
  Str *src = AS_STR(c->source), *fn = AS_STR(c->filename);
  if (map_get(&w->srcmap, PKEY(src), &s)) return (uint32_t)s;
  (void)hash_str(src);          /* cached: the string table then merges twins */
  for (k = 0; k < w->nsrcs; k++)
    if (str_eq(w->srcs[k].source, src) && str_eq(w->srcs[k].filename, fn)) break;
  if (k == w->nsrcs) {
    if (grow(w->vm, (void **)&w->srcs, &w->capsrcs, w->nsrcs + 1, sizeof(WSrc))) {
      wnomem(w);
      return 0;
    }
    w->srcs[k].filename = fn;
    w->srcs[k].source = src;
    w->srcs[k].tree = w->srcs[k].fresh = false;
    w->nsrcs++;
  }
  if (map_put(w->vm, &w->srcmap, PKEY(src), k)) wnomem(w);
  return (uint32_t)k;
}

/* The node of code c, placing c's module in the index on first use. */
static uint32_t code_node(W *w, Code *c) {
  uint64_t n;
  uint32_t s;
  if (w->fail) return 0;
  if (map_get(&w->nodemap, PKEY(c), &n)) return (uint32_t)n;
  if (c->flags & CODE_HIDDEN) {
    if (!w->prelude_done) index_prelude(w);
    if (map_get(&w->nodemap, PKEY(c), &n)) return (uint32_t)n;
    wfail(w, "snapshot: a prelude code object is not reachable from the prelude");
    return 0;
  }
  if (!IS_STR(c->source) || !IS_STR(c->filename)) {
    wfail(w, "snapshot: a code object has no source");
    return 0;
  }
  s = source_index(w, c);
  if (w->fail) return 0;
  if ((c->flags & CODE_MODULE) && !w->srcs[s].tree) {
    w->srcs[s].tree = true;
    return index_tree(w, c, s, NULL);
  }
  /* not in an indexed tree (its module code is gone, or it comes from
  ** another compile of the same text): find its twin in a fresh compile */
  if (!w->srcs[s].fresh) index_fresh(w, s);
  if (!w->fail) {
    uint64_t key = fresh_key(code_hash(w, c), s);
    if (map_get(&w->freshmap, key, &n)) {
      Code *f = w->nodes[n].code;
      if (w_body(w, f) && w_body(w, c) && f->ncode == c->ncode && f->nk == c->nk && f->nregs == c->nregs &&
          memcmp(f->code, c->code, c->ncode * sizeof(Instr)) == 0) {
        if (map_put(w->vm, &w->nodemap, PKEY(c), n)) wnomem(w);
        return (uint32_t)n;
      }
    }
  }
  wfail(w, "snapshot: a code object of %s is not found in its recompiled source",
        AS_STR(c->filename)->data);
  return 0;
}

/* The CODES entry of node n.  An entry names its parent's entry, so the
** highest ancestor still without one is written first, until n has one
** (quadratic in the nesting depth of functions, which is small). */
static uint32_t node_entry(W *w, uint32_t n) {
  while (!w->fail && w->nodes[n].entry == NONE32) {
    uint32_t t = n;
    CNode *c;
    while (w->nodes[t].parent != NONE32 && w->nodes[w->nodes[t].parent].entry == NONE32)
      t = w->nodes[t].parent;
    c = &w->nodes[t];
    if (c->parent != NONE32) {
      w_u8(w, &w->codes, CE_CHILD);
      w_uv(w, &w->codes, w->nodes[c->parent].entry);
      w_uv(w, &w->codes, c->k);
    } else if (c->pname) {
      uint32_t si = str_index(w, c->pname);
      c = &w->nodes[t];
      w_u8(w, &w->codes, CE_PRELUDE);
      w_uv(w, &w->codes, si);
    } else {
      w_u8(w, &w->codes, CE_MODULE);
      w_uv(w, &w->codes, c->src);
    }
    w_fixed(w, &w->codes, snap_code_check(c->code), 4);
    c->entry = (uint32_t)w->ncodes++;
  }
  return w->fail ? 0 : w->nodes[n].entry;
}

static uint32_t code_entry(W *w, Code *c) {
  uint32_t n = code_node(w, c);
  if (w->fail) return 0;
  return node_entry(w, n);
}

/* ---- values and objects ---- */

/* The index of object o, numbering it on first sight.  No collection
** runs during a save, so the header's mark byte and size field are
** borrowed: mark 1 (OBJ_MARK) means the size field holds the object's index (the
** real size is kept in w->sizes).  w_free puts both back, whatever
** happened; until then nothing may free an object or run the collector. */
static uint32_t obj_index(W *w, Obj *o) {
  if (o->marked & OBJ_MARK) return o->size;
  if (w->nobjs >= NONE32 ||
      grow(w->vm, (void **)&w->objs, &w->capobjs, w->nobjs + 1, sizeof(Obj *)) ||
      grow(w->vm, (void **)&w->sizes, &w->capsizes, w->nobjs + 1, sizeof(uint32_t))) {
    wnomem(w);
    return 0;
  }
  w->objs[w->nobjs] = o;
  w->sizes[w->nobjs] = o->size;
  o->size = (uint32_t)w->nobjs;
  o->marked |= 1;
  return (uint32_t)w->nobjs++;
}

/* Builtin types, functions and methods are stored by name (NATIVES), so
** that a snapshot means the same in a build whose tables are in another
** order; the values refer to their NATIVES entry. */
static uint32_t native_index(W *w, int kind, int64_t id) {
  uint64_t key = ((uint64_t)kind << 32 | (uint64_t)(uint32_t)id) + 1, ix;
  if (map_get(&w->natmap, key, &ix)) return (uint32_t)ix;
  if (grow(w->vm, (void **)&w->natives, &w->capnatives, w->nnatives + 1, sizeof(uint64_t)) ||
      map_put(w->vm, &w->natmap, key, w->nnatives)) {
    wnomem(w);
    return 0;
  }
  w->natives[w->nnatives] = key - 1;
  return (uint32_t)w->nnatives++;
}

static size_t put_uv(uint8_t *p, uint64_t v) {
  size_t n = 0;
  while (v >= 0x80) { p[n++] = (uint8_t)(v | 0x80); v >>= 7; }
  p[n++] = (uint8_t)v;
  return n;
}

static void w_val(W *w, Value v) {
  Buf *b = w->out;
  VM *vm = w->vm;
  uint8_t *p = w_room(w, b, 11);
  size_t n = 1;
  if (p == NULL) return;
  switch (v.tag) {
  case V_UNDEF: p[0] = VT_UNDEF; break;
  case V_NONE: p[0] = VT_NONE; break;
  case V_BOOL: p[0] = v.u.i ? VT_TRUE : VT_FALSE; break;
  case V_INT:
    if (v.u.i >= SMALL_MIN && v.u.i <= SMALL_MAX) {
      p[0] = (uint8_t)(v.u.i + SMALL_BIAS);
    } else {
      p[0] = VT_INT;
      n += put_uv(p + 1, ((uint64_t)v.u.i << 1) ^ (uint64_t)(v.u.i >> 63));
    }
    break;
  case V_FLOAT: {
    uint64_t bits;
    memcpy(&bits, &v.u.f, sizeof bits);
    p[0] = VT_FLOAT;
    put_le(p + 1, bits, 8);
    n = 9;
    break;
  }
  case V_TYPE: case V_BUILTIN: {
    uint32_t ix = native_index(w, v.tag == V_TYPE ? NK_TYPE : NK_BUILTIN, v.u.i);
    if (w->fail) return;
    p[0] = v.tag == V_TYPE ? VT_TYPE : VT_BUILTIN;
    n += put_uv(p + 1, ix);
    break;
  }
  case V_TOOL: p[0] = VT_TOOL; n += put_uv(p + 1, (uint64_t)v.u.i); break;
  case V_ELLIPSIS:
    p[0] = VT_SPECIAL;
    p[1] = v.u.i ? SP_NOTIMPL : SP_ELLIPSIS;
    n = 2;
    break;
  case V_OBJ: {
    Obj *o = v.u.o;
    if (o->marked & OBJ_MARK) {        /* seen: the common case */
      p[0] = VT_OBJ;
      n += put_uv(p + 1, o->size);
      break;
    }
    if (o == &vm->builtins->h || (vm->nomem.tag == V_OBJ && o == vm->nomem.u.o) ||
        (vm->str_empty.tag == V_OBJ && o == vm->str_empty.u.o)) {
      p[0] = VT_SPECIAL;
      p[1] = o == &vm->builtins->h ? SP_BUILTINS : o == vm->nomem.u.o ? SP_NOMEM : SP_EMPTY;
      n = 2;
      break;
    }
    if (o->type == OT_CODE) {
      uint32_t e = code_entry(w, (Code *)o);
      /* code_entry writes elsewhere, but may have failed */
      if (w->fail) return;
      p = w_room(w, b, 11);
      if (p == NULL) return;
      p[0] = VT_CODE;
      n += put_uv(p + 1, e);
      break;
    }
    {
      uint32_t ix = obj_index(w, o);
      if (w->fail) return;
      p[0] = VT_OBJ;
      n += put_uv(p + 1, ix);
    }
    break;
  }
  default:
    wfail(w, "snapshot: a value has an unknown tag %u", (unsigned)v.tag);
    return;
  }
  b->len += n;
}

/* Does v hash the same in every process and build?  Not objects hashed by
** address, nor builtin types, functions and methods (their hash is their
** index in this build's tables).  Containers are walked with an explicit
** stack; after `budget` nodes the answer is no (re-adding is always
** correct, only the order may change). */
static bool det_key(W *w, Value v, size_t *budget) {
  size_t n = 0;
  if (stk_push(w, v, &n)) return false;
  while (n > 0) {
    Value x = w->stk[--n];
    if (*budget == 0) return false;
    (*budget)--;
    if (x.tag == V_TYPE || x.tag == V_BUILTIN) return false;
    if (x.tag != V_OBJ) continue;
    switch (x.u.o->type) {
    case OT_STR: case OT_BIGINT: case OT_RANGE: case OT_BYTES: break;
    case OT_COMPLEX:   /* (a nan part hashes by the object's address) */
      if (isnan(AS_COMPLEX(x)->re) || isnan(AS_COMPLEX(x)->im)) return false;
      break;
    case OT_TUPLE: {
      Tuple *t = AS_TUPLE(x);
      size_t i;
      for (i = 0; i < t->len; i++)
        if (t->items[i].tag >= V_TYPE && stk_push(w, t->items[i], &n)) return false;
      break;
    }
    case OT_FROZENSET: {
      size_t pos = 0;
      Value k;
      while (set_next(AS_SET(x), &pos, &k))
        if (k.tag >= V_TYPE && stk_push(w, k, &n)) return false;
      break;
    }
    default:
      return false;
    }
  }
  return true;
}

/* Is v hashed by Python code: an object whose class defines __hash__ in
** Python, or a tuple holding one?  The loader cannot run that code, so a
** table holding such a key stores every entry's hash beside it.  Past
** `budget` nodes the answer is yes (a stored hash is always right).
** Frozensets are not walked: their hash comes from their own table's
** stored hashes. */
static bool py_hashed(W *w, Value v, size_t *budget) {
  size_t n = 0;
  if (v.tag != V_OBJ || v.u.o->type == OT_STR) return false;   /* most keys */
  if (stk_push(w, v, &n)) return true;
  while (n > 0) {
    Value x = w->stk[--n];
    if (*budget == 0) return true;
    (*budget)--;
    if (user_has(x, CS(HASH))) return true;
    if (IS_OBJ(x, OT_TUPLE)) {
      Tuple *t = AS_TUPLE(x);
      size_t i;
      for (i = 0; i < t->len; i++)
        if (t->items[i].tag == V_OBJ && stk_push(w, t->items[i], &n)) return true;
    }
  }
  return false;
}

static unsigned log2_size(size_t size) {
  unsigned lg = 0;
  while (((size_t)1 << lg) < size) lg++;
  return lg;
}

/* The table size a set stored by re-adding its entries (modes 1 and 2) is
** given: its own, but no larger than its live entries justify to the
** loader (a set that lost most of its entries keeps its large table). */
static unsigned readd_log2(const Set *s, size_t size) {
  unsigned lg = log2_size(size);
  if (lg > 62) lg = 62;
  while (lg > 3 && ((size_t)1 << lg) / 16 > s->used) lg--;
  return lg;
}

static void w_set(W *w, Set *s) {
  Buf *b = w->out;
  size_t size = s->table ? s->mask + 1 : SET_MIN, i, budget;
  /* the loader's bounds: at least one empty slot, at most 80% full, and a
  ** table no larger than its entries justify */
  bool exact = s->table != NULL && s->fill < size && s->fill * 5 <= size * 4 &&
               (size <= SET_MIN || size / 16 <= s->fill) && s->used <= s->fill;
  bool hashes = false;
  budget = 64 * s->used + 1024;
  for (i = 0; exact && s->table && i < size; i++) {
    SetEntry *e = &s->table[i];
    if (e->key.tag != V_UNDEF && !det_key(w, e->key, &budget)) exact = false;
  }
  budget = 64 * s->used + 1024;
  for (i = 0; !exact && !hashes && s->table && i < size; i++) {
    SetEntry *e = &s->table[i];
    if (e->key.tag != V_UNDEF && py_hashed(w, e->key, &budget)) hashes = true;
  }
  if (w->fail) return;
  if (hashes) {
    /* mode 2: re-added with their stored hashes, in iteration order */
    w_u8(w, b, 2);
    w_u8(w, b, readd_log2(s, size));
    w_uv(w, b, s->used);
    for (i = 0; i < size; i++) {
      SetEntry *e = &s->table[i];
      if (e->key.tag == V_UNDEF) continue;
      w_val(w, e->key);
      w_uv(w, b, e->hash);
    }
  } else if (exact) {
    size_t prev = 0;
    bool first = true;
    w_u8(w, b, 0);
    w_u8(w, b, log2_size(size));
    w_uv(w, b, s->finger & (size - 1));   /* pop() leaves it at size after the last slot */
    w_uv(w, b, s->used);
    w_uv(w, b, s->fill);
    for (i = 0; i < size; i++) {
      SetEntry *e = &s->table[i];
      if (e->key.tag == V_UNDEF && e->key.u.i == 0) continue;    /* empty */
      w_uv(w, b, first ? i : i - prev - 1);
      w_val(w, e->key.tag == V_UNDEF ? VUNDEF : e->key);
      prev = i;
      first = false;
    }
  } else {
    size_t pos = 0;
    Value k;
    w_u8(w, b, 1);
    w_u8(w, b, readd_log2(s, size));
    w_uv(w, b, s->used);
    while (set_next(s, &pos, &k)) w_val(w, k);
  }
}

/* Live entries of d before entry position pos (a dict iterator's i). */
static int64_t dict_live_before(Dict *d, int64_t pos) {
  size_t i, n = 0, end = pos < 0 ? 0 : (size_t)pos;
  if (pos < 0) return -1;
  if (end > d->nentries) end = d->nentries;
  for (i = 0; i < end; i++) if (d->entries[i].key.tag != V_UNDEF) n++;
  return (int64_t)n;
}

static int64_t set_live_before(Set *s, int64_t pos) {
  size_t i, n = 0, end = pos < 0 ? 0 : (size_t)pos;
  if (pos < 0) return -1;
  if (s->table == NULL) return 0;
  if (end > s->mask + 1) end = s->mask + 1;
  for (i = 0; i < end; i++) if (s->table[i].key.tag != V_UNDEF) n++;
  return (int64_t)n;
}

static Value vdict(Dict *d) {
  return d ? vobj(d) : VNONE;
}

static Value vobjn(Obj *o) {
  return o ? vobj(o) : VNONE;
}

/* Frames (bottom first) and the live registers of one fiber: the main
** one in STATE, a task's in its record. */
static void w_fiber(W *w, const Frame *frames, uint32_t nframes, const Value *stack,
                    size_t cap) {
  Buf *b = w->out;
  uint32_t i;
  size_t top = 0, k;
  w_uv(w, b, nframes);
  for (i = 0; i < nframes; i++) {
    const Frame *f = &frames[i];
    size_t end = (size_t)f->base + f->code->nregs;
    if (end > top) top = end;
    w_uv(w, b, code_entry(w, f->code));
    w_val(w, f->func ? vobj(f->func) : VNONE);
    w_val(w, f->gen ? vobj(f->gen) : VNONE);
    w_uv(w, b, f->base);
    w_uv(w, b, f->pc);
    w_uv(w, b, f->ret);
    w_u8(w, b, f->kind);
    w_val(w, f->dflt);
    w_val(w, f->handled);
    w_val(w, vdict(f->globals));
  }
  if (top > cap) top = cap;
  w_uv(w, b, top);
  for (k = 0; k < top; k++) w_val(w, stack[k]);
}

/* A callback that would resume the main fiber is live only on the future
** the main fiber awaits (vm->main_waiting), once: others are left over
** from an earlier run (a run that ended while the main fiber waited) and
** could only resume a program that is not waiting.  They are not stored. */
static bool cb_stored(W *w, const Future *f, uint32_t k) {
  uint32_t j;
  if (f->cbs[k].kind != CB_WAKEUP || f->cbs[k].obj != NULL) return true;
  if (&f->h != w->vm->main_waiting) return false;
  for (j = 0; j < k; j++)
    if (f->cbs[j].kind == CB_WAKEUP && f->cbs[j].obj == NULL) return false;
  return true;
}

static void w_future(W *w, Future *f) {
  Buf *b = w->out;
  uint32_t k, n = 0;
  w_u8(w, b, f->kind);
  w_u8(w, b, f->state);
  w_u8(w, b, f->awaited);
  w_u8(w, b, (f->must_cancel ? FB_MUST_CANCEL : 0) | (f->started ? FB_STARTED : 0) |
             (f->rex ? FB_REX : 0) | (f->cancel_req ? FB_CANCEL_REQ : 0));
  w_val(w, f->result);
  w_val(w, f->coro);
  w_val(w, f->name);
  w_val(w, f->cancel_msg);
  w_val(w, vobjn(f->waiting));
  w_uv(w, b, f->req);
  w_uv(w, b, f->count);
  for (k = 0; k < f->ncbs; k++) n += cb_stored(w, f, k);
  w_uv(w, b, n);
  for (k = 0; k < f->ncbs; k++) {
    if (!cb_stored(w, f, k)) continue;
    w_u8(w, b, f->cbs[k].kind);
    w_val(w, vobjn(f->cbs[k].obj));
  }
  if (f->kind == FUT_TASK) {
    /* the running task is parked while the snapshot is written */
    w_fiber(w, f->fib.frames, f->fib.nframes, f->fib.stack, f->fib.stack_cap);
    w_val(w, f->fib.handled);
    w_val(w, f->fib.exc);
    w_val(w, f->fib.ctx);
  }
}

static void w_obj(W *w, Obj *o) {
  Buf *b = w->out;
  size_t i;
  w_u8(w, b, o->type);
  switch (o->type) {
  case OT_STR:
    w_uv(w, b, str_index(w, (Str *)o));
    break;
  case OT_BYTES: case OT_BYTEARRAY: {
    const uint8_t *p;
    size_t n;
    bytes_view(vobj(o), &p, &n);
    w_bytes(w, b, p, n);
    break;
  }
  case OT_COMPLEX: {
    uint64_t bits[2];
    uint8_t *p = w_room(w, b, 16);
    memcpy(&bits[0], &((Complex *)o)->re, 8);
    memcpy(&bits[1], &((Complex *)o)->im, 8);
    if (p) {
      put_le(p, bits[0], 8);
      put_le(p + 8, bits[1], 8);
      b->len += 16;
    }
    break;
  }
  case OT_BIGINT: {
    BigInt *x = (BigInt *)o;
    uint8_t *p;
    w_u8(w, b, x->neg ? 1 : 0);
    w_uv(w, b, x->n);
    p = w_room(w, b, (size_t)x->n * 4);
    if (p) {
      for (i = 0; i < x->n; i++) put_le(p + 4 * i, x->d[i], 4);
      b->len += (size_t)x->n * 4;
    }
    break;
  }
  case OT_LIST: {
    List *l = (List *)o;
    w_uv(w, b, l->len);
    for (i = 0; i < l->len; i++) w_val(w, l->items[i]);
    break;
  }
  case OT_TUPLE: {
    Tuple *t = (Tuple *)o;
    w_uv(w, b, t->len);
    for (i = 0; i < t->len; i++) w_val(w, t->items[i]);
    break;
  }
  case OT_DICT: {
    /* uv 2 * len + hashes; len x (key, value[, uv hash]): the hashes are
    ** stored when a key is hashed by Python code (py_hashed) */
    Dict *d = (Dict *)o;
    size_t budget = 64 * d->len + 1024;
    bool hashes = false;
    for (i = 0; i < d->nentries && !hashes; i++)
      if (d->entries[i].key.tag != V_UNDEF && py_hashed(w, d->entries[i].key, &budget))
        hashes = true;
    w_uv(w, b, 2 * (uint64_t)d->len + hashes);
    for (i = 0; i < d->nentries; i++) {
      DictEntry *e = &d->entries[i];
      if (e->key.tag == V_UNDEF) continue;
      w_val(w, e->key);
      w_val(w, e->value);
      if (hashes) w_uv(w, b, e->hash);
    }
    break;
  }
  case OT_SET: case OT_FROZENSET:
    w_set(w, (Set *)o);
    break;
  case OT_RANGE: {
    Range *r = (Range *)o;
    w_sv(w, b, r->start);
    w_sv(w, b, r->stop);
    w_sv(w, b, r->step);
    w_sv(w, b, r->len);
    /* beyond int64: a 1, then the four ints (none are written for the
    ** int64 form, a 0) */
    w_uv(w, b, range_is_big(r));
    if (range_is_big(r)) {
      Value f[4];
      range_fields(r, f);
      for (i = 0; i < 4; i++) w_val(w, f[i]);
    }
    break;
  }
  case OT_SLICE: {
    Slice *s = (Slice *)o;
    w_val(w, s->start);
    w_val(w, s->stop);
    w_val(w, s->step);
    break;
  }
  case OT_FUNC: {
    Func *f = (Func *)o;
    w_uv(w, b, code_entry(w, f->code));
    if (f->globals == NULL) { wfail(w, "snapshot: a function has no globals"); break; }
    w_val(w, vobj(f->globals));
    w_val(w, f->defaults);
    w_val(w, f->kwdefaults);
    w_val(w, f->closure);
    w_val(w, f->dict ? vobj(f->dict) : VNONE);   /* its attributes (f.calls = 0) */
    w_val(w, f->meta ? vobj(f->meta) : VNONE);
    break;
  }
  case OT_CELL:
    w_val(w, ((Cell *)o)->v);
    break;
  case OT_BMETHOD: {
    BMethod *m = (BMethod *)o;
    w_val(w, m->self);
    w_uv(w, b, native_index(w, NK_METHOD, m->method));
    break;
  }
  case OT_ITER: {
    Iter *it = (Iter *)o;
    int64_t pos = it->i;
    if (it->kind == T_DICT_KEYITER || it->kind == T_DICT_VALUEITER ||
        it->kind == T_DICT_ITEMITER) {
      if (IS_OBJ(it->src, OT_DICT)) pos = dict_live_before(AS_DICT(it->src), it->i);
    } else if (it->kind == T_SET_ITER) {
      if (IS_OBJ(it->src, OT_SET) || IS_OBJ(it->src, OT_FROZENSET))
        pos = set_live_before(AS_SET(it->src), it->i);
    }
    w_uv(w, b, (uint32_t)it->kind);
    w_val(w, it->src);
    w_sv(w, b, pos);
    w_sv(w, b, it->n);
    break;
  }
  case OT_GEN: case OT_CORO: {
    Gen *g = (Gen *)o;
    w_uv(w, b, o->flags);
    w_val(w, vobj(g->func));
    w_uv(w, b, g->pc);
    w_u8(w, b, g->state);
    w_val(w, g->name);
    w_val(w, g->handled);
    w_uv(w, b, g->nregs);
    for (i = 0; i < g->nregs; i++) w_val(w, g->regs[i]);
    break;
  }
  case OT_EXC: {
    Exc *e = (Exc *)o;
    w_uv(w, b, (uint32_t)e->type);
    w_val(w, e->args);
    w_val(w, e->cause);
    w_val(w, e->context);
    w_u8(w, b, e->suppress_context ? 1 : 0);
    w_val(w, e->tb ? vobj(e->tb) : VNONE);
    w_val(w, e->cls ? vobj(e->cls) : VNONE);
    w_val(w, e->dict ? vdict(e->dict) : VNONE);
    w_uv(w, b, e->oid);
    break;
  }
  case OT_TRACEBACK: {
    Traceback *t = (Traceback *)o;
    w_uv(w, b, code_entry(w, (Code *)t->e.code));
    w_uv(w, b, t->e.pc);
    w_u8(w, b, (uint8_t)t->e.method);
    w_val(w, t->next ? vobj(t->next) : VNONE);
    break;
  }
  case OT_VIEW: {
    View *v = (View *)o;
    w_uv(w, b, (uint32_t)view_type(v));   /* odict_keys...: an OrderedDict's */
    w_val(w, v->dict);
    break;
  }
  case OT_FUTURE:
    w_future(w, (Future *)o);
    break;
  case OT_MODULE:
    w_val(w, ((Module *)o)->name);
    w_val(w, vdict(((Module *)o)->dict));
    break;
  case OT_CLASS: {
    Class *c = (Class *)o;
    w_val(w, c->name);
    w_val(w, c->qualname);
    w_val(w, c->bases);
    w_val(w, c->mro);
    w_val(w, vdict(c->dict));
    w_uv(w, b, (uint32_t)c->base);
    w_uv(w, b, c->oid);
    w_val(w, c->meta ? vobj(c->meta) : VNONE);
    w_uv(w, b, c->nlayout);      /* its instances' layout (vm/attrs.c) */
    for (i = 0; i < c->nlayout; i++) w_val(w, vobj(c->layout[i]));
    break;
  }
  case OT_INSTANCE: {
    Instance *in = (Instance *)o;
    w_val(w, in->cls ? vobj(in->cls) : VNONE);
    w_val(w, in->dict ? vdict(in->dict) : VNONE);
    w_uv(w, b, in->oid);
    w_val(w, in->base.tag == V_UNDEF ? VNONE : in->base);
    w_uv(w, b, in->nvals);       /* layout mode's values */
    for (i = 0; i < in->nvals; i++) w_val(w, in->vals[i]);
    break;
  }
  case OT_METHOD:
    w_val(w, ((PyMethod *)o)->func);
    w_val(w, ((PyMethod *)o)->self);
    break;
  case OT_WRAP: {
    Wrap *wr = (Wrap *)o;
    w_uv(w, b, wr->h.flags);
    w_val(w, wr->f); w_val(w, wr->fset); w_val(w, wr->fdel); w_val(w, wr->doc);
    break;
  }
  case OT_SUPER:
    w_val(w, ((Super *)o)->type);
    w_val(w, ((Super *)o)->obj);
    break;
  case OT_MEMVIEW: {
    MemView *m = (MemView *)o;
    w_uv(w, b, m->h.flags);
    w_val(w, m->obj);
    w_uv(w, b, m->start);
    w_uv(w, b, m->len);
    w_sv(w, b, m->step);
    break;
  }
  case OT_PATTERN: {
    /* its source and flags; a bytes pattern: an empty str, the flags with
    ** RE_SNAP_BYTES, then its bytes */
    RePattern *p = (RePattern *)o;
    if (IS_BYTES(p->pattern)) {
      const Bytes *src = (const Bytes *)p->pattern.u.o;
      w_uv(w, b, str_index(w, AS_STR(w->vm->str_empty)));
      w_uv(w, b, p->prog->flags | RE_SNAP_BYTES);
      w_bytes(w, b, src->data, src->len);
      break;
    }
    w_uv(w, b, str_index(w, AS_STR(p->pattern)));
    w_uv(w, b, p->prog->flags);
    break;
  }
  case OT_MATCH: {
    ReMatch *m = (ReMatch *)o;
    w_val(w, m->pattern);
    w_val(w, m->string);
    w_sv(w, b, m->pos);
    w_sv(w, b, m->endpos);
    w_sv(w, b, m->lastindex);
    w_uv(w, b, (uint64_t)m->ngroups + 1);
    for (i = 0; i < 2 * (m->ngroups + 1); i++) w_sv(w, b, m->spans[i]);
    break;
  }
  default:
    wfail(w, "snapshot: cannot store an object of type %u", (unsigned)o->type);
  }
}

static void w_state(W *w) {
  VM *vm = w->vm;
  Buf *b = w->out;
  uint32_t i;
  w_val(w, vdict(vm->globals));
  w_val(w, vdict(vm->prelude));
  w_val(w, vobjn(vm->modules ? &vm->modules->h : NULL));
  w_val(w, vm->exc);
  w_val(w, vm->handled);
  w_val(w, vm->result);
  w_val(w, vm->ctx);
  w_fiber(w, vm->frames, vm->nframes, vm->stack, vm->stack_cap);
  w_uv(w, b, vm->nreqs);
  for (i = 0; i < vm->nreqs; i++) {
    Request *r = &vm->reqs[i];
    w_uv(w, b, r->id);
    w_uv(w, b, r->tool);
    w_u8(w, b, r->state);
    w_sv(w, b, r->line);
    w_uv(w, b, r->ret);
    w_val(w, r->args);
    w_val(w, r->kwargs);
    w_val(w, r->result);
    w_val(w, vobjn(r->fut));
    w_val(w, vobjn(r->task));
  }
  w_uv(w, b, vm->next_id);
  w_uv(w, b, vm->calls);
  w_uv(w, b, vm->steps);
  w_sv(w, b, vm->budget);
  w_uv(w, b, vm->lim.max_steps);
  w_uv(w, b, vm->lim.max_memory);
  w_uv(w, b, vm->lim.max_depth);
  w_uv(w, b, vm->lim.max_output);
  w_uv(w, b, vm->lim.max_calls);
  w_uv(w, b, vm->out_bytes);
  w_u8(w, b, vm->limit_hit ? 1 : 0);
  w_uv(w, b, (uint32_t)vm->limit_kind);
  w_uv(w, b, vm->hash_seed);
  w_bytes(w, b, vm->outbuf.p, vm->outbuf.len);
  w_uv(w, b, (uint32_t)vm->nroots);
  for (i = 0; i < (uint32_t)vm->nroots; i++) w_val(w, vm->roots[i]);
  /* the event loop (the running task is parked: w->cur names it) */
  w_val(w, vobjn(w->cur));
  w_u8(w, b, vm->running ? 1 : 0);
  w_val(w, vobjn(vm->main_waiting));
  w_val(w, vobjn(vm->main_task));
  w_uv(w, b, vm->rlen);
  for (i = 0; i < vm->rlen; i++) {
    const Ready *e = &vm->ready[(vm->rhead + i) % vm->rcap];
    w_u8(w, b, e->kind);
    w_val(w, vobjn(e->obj));
    w_val(w, vobjn(e->arg));
  }
  w_u8(w, b, vm->tasks != NULL);
  if (vm->tasks) {
    size_t k;
    w_uv(w, b, vm->tasks->len);
    for (k = 0; k < vm->tasks->len; k++) w_val(w, vm->tasks->items[k]);
  }
  w_uv(w, b, vm->loop_depth);
  w_u8(w, b, vm->main_done ? 1 : 0);
  w_sv(w, b, vm->main_status);
  w_val(w, vm->main_result);
  w_uv(w, b, vm->task_counter);
  w_val(w, vobjn(vm->asyncio ? &vm->asyncio->h : NULL));
  w_uv(w, b, vm->ncancelled);
  for (i = 0; i < vm->ncancelled; i++) w_uv(w, b, vm->cancelled[i]);
  w_uv(w, b, vm->cancel_read);
  w_uv(w, b, vm->batch);
  w_u8(w, b, vm->stopping);
  w_u8(w, b, vm->main_run_block ? 1 : 0);
}

static void w_tools(W *w) {
  VM *vm = w->vm;
  Buf *b = w->out;
  uint32_t i;
  w_uv(w, b, vm->ntools);
  for (i = 0; i < vm->ntools; i++) {
    Tool *t = &vm->tools[i];
    w_uv(w, b, str_index(w, AS_STR(t->name)));
    w_u8(w, b, IS_STR(t->signature));
    if (IS_STR(t->signature)) w_uv(w, b, str_index(w, AS_STR(t->signature)));
    w_u8(w, b, IS_STR(t->doc));
    if (IS_STR(t->doc)) w_uv(w, b, str_index(w, AS_STR(t->doc)));
    w_uv(w, b, t->flags);
  }
}

/* Module codes that are reachable anyway (running frames, the loaded
** program) index their trees directly: no recompiling for them. */
static void index_known_modules(W *w) {
  VM *vm = w->vm;
  uint32_t i;
  int r;
  for (i = 0; i < vm->nframes; i++) {
    Code *c = vm->frames[i].code;
    if ((c->flags & CODE_MODULE) && !(c->flags & CODE_HIDDEN)) code_node(w, c);
  }
  for (r = 0; r < vm->nroots; r++) {
    Value v = vm->roots[r];
    if (IS_OBJ(v, OT_CODE) && (((Code *)v.u.o)->flags & CODE_MODULE) &&
        !(((Code *)v.u.o)->flags & CODE_HIDDEN))
      code_node(w, (Code *)v.u.o);
  }
}

static void w_free(W *w) {
  VM *vm = w->vm;
  size_t i;
  for (i = 0; i < w->nobjs; i++) {
    w->objs[i]->size = w->sizes[i];
    w->objs[i]->marked &= (uint8_t)~OBJ_MARK;   /* the generation stays */
  }
  mem_free(&vm->mem, w->sizes, w->capsizes * sizeof(uint32_t));
  map_free(vm, &w->srcmap);
  map_free(vm, &w->nodemap);
  map_free(vm, &w->freshmap);
  map_free(vm, &w->dhash);
  map_free(vm, &w->natmap);
  mem_free(&vm->mem, w->natives, w->capnatives * sizeof(uint64_t));
  mem_free(&vm->mem, w->objs, w->capobjs * sizeof(Obj *));
  mem_free(&vm->mem, w->strs, w->capstrs * sizeof(Str *));
  mem_free(&vm->mem, w->strslots, w->capslots * sizeof(uint32_t));
  mem_free(&vm->mem, w->srcs, w->capsrcs * sizeof(WSrc));
  mem_free(&vm->mem, w->nodes, w->capnodes * sizeof(CNode));
  mem_free(&vm->mem, w->stk, w->capstk * sizeof(Value));
  buf_free(vm, &w->codes);
}

int snap_save_ex(VM *vm, const SnapHost *host, Buf *out, const uint8_t *key,
                 size_t keylen, char *err, size_t errlen) {
  W w;
  size_t start = out->len, body, at, i;
  size_t limit = vm->mem.limit;
  int64_t *charge = vm->mem.charge;
  Obj *cur = vm->cur;
  Value exc;
  bool lh = vm->limit_hit;
  int lk = vm->limit_kind;
  uint32_t nobj_at;
  /* a running task is parked for the save, so that every task's fiber is
  ** in its task and the main fiber in the VM's fields (no allocation:
  ** switching back below restores every field as it was) */
  if (cur) vm_switch_fiber(vm, NULL);
  gc_settle(vm);   /* the writer borrows the marks */
  exc = vm->exc;
  memset(&w, 0, sizeof w);
  w.vm = vm;
  w.cur = cur;
  w.out = out;
  w.err = err;
  w.errlen = errlen;
  if (err && errlen) err[0] = 0;
  /* the snapshot is for the host: its memory does not count against the
  ** program's limit (as api.c does for its reports), nor its big blocks
  ** against the step budget (which the snapshot stores: the writer's
  ** tables would change what it writes, and a save of a restored VM would
  ** give other bytes) */
  vm->mem.limit = 0;
  vm->mem.charge = NULL;

  w_raw(&w, out, SNAP_MAGIC, 8);
  w_fixed(&w, out, SNAP_VERSION, 4);
  w_fixed(&w, out, keylen ? SNAP_FLAG_HMAC : 0, 4);
  w_fixed(&w, out, 0, 8);
  body = out->len;

  index_known_modules(&w);
  at = sec_begin(&w, SEC_TOOLS);
  w_tools(&w);
  sec_end(&w, at);
  at = sec_begin(&w, SEC_STATE);
  w_state(&w);
  sec_end(&w, at);
  at = sec_begin(&w, SEC_OBJECTS);
  nobj_at = (uint32_t)(out->len - body);
  w_fixed(&w, out, 0, 4);
  for (i = 0; i < w.nobjs && !w.fail; i++) w_obj(&w, w.objs[i]);
  if (!w.fail) put_le((uint8_t *)out->p + body + nobj_at, w.nobjs, 4);
  sec_end(&w, at);
  at = sec_begin(&w, SEC_CODES);
  w_uv(&w, out, w.ncodes);
  w_raw(&w, out, w.codes.p, w.codes.len);
  sec_end(&w, at);
  at = sec_begin(&w, SEC_NATIVES);
  w_uv(&w, out, w.nnatives);
  for (i = 0; i < w.nnatives && !w.fail; i++) {
    int kind = (int)(w.natives[i] >> 32), id = (int)(uint32_t)w.natives[i];
    const char *name = kind == NK_TYPE ? type_names[id] : kind == NK_BUILTIN
                       ? native_get(id)->name : method_get(id)->name;
    w_u8(&w, out, (unsigned)kind);
    if (kind == NK_METHOD) w_u8(&w, out, (unsigned)(id >> 8));
    w_bytes(&w, out, name, strlen(name));
  }
  sec_end(&w, at);
  at = sec_begin(&w, SEC_SOURCES);
  w_uv(&w, out, w.nsrcs);
  for (i = 0; i < w.nsrcs; i++) {
    w_uv(&w, out, str_index(&w, w.srcs[i].filename));
    w_uv(&w, out, str_index(&w, w.srcs[i].source));
  }
  sec_end(&w, at);
  at = sec_begin(&w, SEC_STRINGS);
  w_uv(&w, out, w.nstrs);
  for (i = 0; i < w.nstrs; i++) w_bytes(&w, out, w.strs[i]->data, w.strs[i]->len);
  sec_end(&w, at);
  at = sec_begin(&w, SEC_HOST);
  w_uv(&w, out, host ? host->state : 0);
  if (host) w_bytes(&w, out, host->out.p, host->out.len);
  else w_uv(&w, out, 0);
  sec_end(&w, at);

  if (w.nobjs > NONE32) wfail(&w, "snapshot: too many objects");
  if (!w.fail) {
    size_t blen = out->len - body;
    uint32_t crc = snap_crc32(0, out->p + body, blen);
    put_le((uint8_t *)out->p + start + 16, blen, 8);
    w_fixed(&w, out, crc, 4);
    if (keylen && !w.fail) {
      uint8_t tag[SHA256_LEN];
      hmac_sha256(key, keylen, out->p + start, out->len - start, tag);
      w_raw(&w, out, tag, sizeof tag);
    }
  }
  w_free(&w);
  vm->mem.limit = limit;
  vm->mem.charge = charge;
  vm->mem.refused = 0;
  vm->exc = exc;
  vm->limit_hit = lh;
  vm->limit_kind = lk;
  if (cur) vm_switch_fiber(vm, cur);
  if (w.fail) {
    out->len = start;
    return -1;
  }
  return 0;
}

int snap_save(VM *vm, Buf *out, const uint8_t *key, size_t keylen) {
  return snap_save_ex(vm, NULL, out, key, keylen, NULL, 0);
}

/* ================================================================ loader */

/* A STRINGS entry: its bytes in the snapshot.  16 bytes, as the table of a
** big snapshot is one entry per str (13,000 for 1 MB of short strs), all
** of it freshly touched memory; what only some entries need lives in
** R.wide and R.shash. */
typedef struct RStr {
  const uint8_t *p;
  size_t len;
} RStr;
typedef struct RSrc { uint32_t filename, source; Code *module; } RSrc;

enum { PASS_ALLOC, PASS_LINK };

typedef struct R {
  VM *vm;
  const uint8_t *p, *end;          /* the section being read */
  const uint8_t *sec[SEC__COUNT], *secend[SEC__COUNT];
  int cur;                         /* its id, for messages */
  bool fail;
  char *err;
  size_t errlen;
  RStr *strs;
  size_t nstrs;
  uint8_t *wide;                   /* bit i: string i is not all ASCII (its
                                      code points are counted again when a
                                      str is made of it); in the block of strs */
  uint64_t *shash;                 /* hash_str of string i once a str made of
                                      it was indexed as a dict key (0: not
                                      yet), so that the strs that share the
                                      entry (a key in each of many records)
                                      are hashed once; made at the first such
                                      key, NULL until then or when that
                                      failed (then every key is hashed) */
  RSrc *srcs;
  size_t nsrcs;
  Code **codes;
  size_t ncodes;
  uint32_t *natives;               /* NATIVES: kind << 24 | this build's id */
  size_t nnatives;
  Obj **objs;
  size_t nobjs;
  size_t *roff;                    /* each record's offset, then the end (in
                                      the block of objs) */
  bool keep_refs;                  /* r_val(.., false) leaves a reference's
                                      index + 1 in a None's payload */
  size_t rec;                      /* offset of the record being read */
  size_t nfrozen;                  /* frozensets (PASS_ALLOC counts them) */
  uint32_t ntype[256];             /* objects of each ObjType (PASS_ALLOC
                                      counts them): the checks that walk
                                      every object for one kind skip the
                                      walk when there is none */
  size_t exempt;                   /* bytes of loader bookkeeping let past the
                                      memory limit (r->objs) */
  Value *fsel;                     /* frozenset elements, for the cycle check */
  size_t nfsel, capfsel;
  Obj **order;                     /* frozensets, elements before containers */
  size_t norder;
  char *tmp;                       /* NUL-terminated copy of a string */
  size_t captmp;
  uint64_t max_nan;                /* the highest serial of a made NaN read */
  uint64_t max_oid;                /* the highest identity number read */
} R;

static void rfail(R *r, const char *fmt, ...)
#if defined(__GNUC__)
  __attribute__((format(printf, 2, 3)))
#endif
  ;
static void rfail(R *r, const char *fmt, ...) {
  va_list ap;
  char msg[200];
  if (r->fail) return;
  r->fail = true;
  if (r->err == NULL || r->errlen == 0) return;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  if (r->cur) snprintf(r->err, r->errlen, "malformed snapshot: %s (section %s)", msg,
                       sec_names[r->cur]);
  else snprintf(r->err, r->errlen, "%s", msg);
}

static void rnomem(R *r) {
  if (r->fail) return;
  rfail(r, "out of memory");
  if (r->err && r->errlen)
    snprintf(r->err, r->errlen, "snapshot: out of memory while restoring");
}

static void rtrunc(R *r) {
  rfail(r, "a record runs past the end of its section");
}

static size_t left(const R *r) {
  return (size_t)(r->end - r->p);
}

static unsigned r_u8(R *r) {
  if (r->fail) return 0;
  if (r->p >= r->end) { rtrunc(r); return 0; }
  return *r->p++;
}

static uint64_t r_uv_slow(R *r) {
  uint64_t v = 0;
  int shift = 0;
  if (r->fail) return 0;
  for (;;) {
    unsigned byte;
    if (r->p >= r->end) { rtrunc(r); return 0; }
    byte = *r->p++;
    if (shift == 63 && byte > 1) { rfail(r, "varint out of range"); return 0; }
    v |= (uint64_t)(byte & 0x7F) << shift;
    if (!(byte & 0x80)) return v;
    shift += 7;
    if (shift > 63) { rfail(r, "varint too long"); return 0; }
  }
}

/* One-, two- and three-byte varints (counts, indices, most ints) without
** the loop; longer ones, and any near the end of the section, take it. */
static uint64_t r_uv(R *r) {
  const uint8_t *p = r->p;
  if (r->fail) return 0;
  if (r->end - p >= 3) {
    uint64_t v = p[0];
    if (v < 0x80) { r->p = p + 1; return v; }
    v = (v & 0x7F) | (uint64_t)(p[1] & 0x7F) << 7;
    if (p[1] < 0x80) { r->p = p + 2; return v; }
    if (p[2] < 0x80) { r->p = p + 3; return v | (uint64_t)p[2] << 14; }
  } else if (p < r->end && *p < 0x80) {
    r->p = p + 1;
    return *p;
  }
  return r_uv_slow(r);
}

static int64_t r_sv(R *r) {
  uint64_t u = r_uv(r);
  return (int64_t)(u >> 1) ^ -(int64_t)(u & 1);
}

/* Little-endian fields; the 4- and 8-byte forms written out, which
** compilers turn into one load (the section table is read at every
** restore). */
static uint64_t get_le(const uint8_t *p, int n) {
  uint64_t v = 0;
  int i;
  if (n == 4)
    return (uint64_t)p[0] | (uint64_t)p[1] << 8 | (uint64_t)p[2] << 16 | (uint64_t)p[3] << 24;
  if (n == 8)
    return (uint64_t)p[0] | (uint64_t)p[1] << 8 | (uint64_t)p[2] << 16 |
           (uint64_t)p[3] << 24 | (uint64_t)p[4] << 32 | (uint64_t)p[5] << 40 |
           (uint64_t)p[6] << 48 | (uint64_t)p[7] << 56;
  for (i = 0; i < n; i++) v |= (uint64_t)p[i] << (8 * i);
  return v;
}

static uint64_t r_fixed(R *r, int n) {
  uint64_t v;
  if (r->fail) return 0;
  if (left(r) < (size_t)n) { rtrunc(r); return 0; }
  v = get_le(r->p, n);
  r->p += n;
  return v;
}

static const uint8_t *r_take(R *r, size_t n) {
  const uint8_t *p = r->p;
  if (r->fail) return NULL;
  if (left(r) < n) { rtrunc(r); return NULL; }
  r->p += n;
  return p;
}

/* A count of items each taking at least `min` bytes of what is left. */
static size_t r_count(R *r, size_t min, const char *what) {
  uint64_t n = r_uv(r);
  if (r->fail) return 0;
  if (n > left(r) / min) {
    rfail(r, "%s count %llu exceeds the bytes left", what, (unsigned long long)n);
    return 0;
  }
  return (size_t)n;
}

static size_t r_index(R *r, size_t limit, const char *what) {
  uint64_t v = r_uv(r);
  if (r->fail) return 0;
  if (v >= limit) {
    rfail(r, "%s index %llu out of range", what, (unsigned long long)v);
    return 0;
  }
  return (size_t)v;
}

static void r_val(R *r, Value *out, bool resolve) {
  unsigned t;
  VM *vm = r->vm;
  *out = VNONE;
  if (r->fail) return;
  if (r->p >= r->end) { rtrunc(r); return; }
  t = *r->p++;
  if (t >= VT_SMALL) { *out = vint((int64_t)t - SMALL_BIAS); return; }
  if (t == VT_OBJ && r->end - r->p >= 2) {     /* the common reference */
    size_t ix = r->p[0];
    if (ix < 0x80) r->p++;
    else if (r->p[1] < 0x80) {
      ix = (ix & 0x7F) | (size_t)r->p[1] << 7;
      r->p += 2;
    } else goto general;
    if (ix >= r->nobjs) { rfail(r, "object index %zu out of range", ix); return; }
    if (resolve) *out = vobj(r->objs[ix]);
    else if (r->keep_refs) out->u.i = (int64_t)ix + 1;
    return;
  }
general:
  switch (t) {
  case VT_UNDEF: *out = VUNDEF; return;
  case VT_NONE: return;
  case VT_FALSE: *out = vbool(false); return;
  case VT_TRUE: *out = vbool(true); return;
  case VT_INT: *out = vint(r_sv(r)); return;
  case VT_FLOAT: {
    uint64_t bits = r_fixed(r, 8);
    double d;
    memcpy(&d, &bits, sizeof d);
    if (d != d && (bits & NAN_MADE_BIT) && (bits & NAN_SERIAL_MASK) > r->max_nan)
      r->max_nan = bits & NAN_SERIAL_MASK;
    *out = vfloat(d);
    return;
  }
  case VT_TYPE: case VT_BUILTIN: {
    size_t ix = r_index(r, r->nnatives, "native");
    uint32_t nat;
    if (r->fail) return;
    nat = r->natives[ix];
    if ((nat >> 24) != (t == VT_TYPE ? NK_TYPE : NK_BUILTIN)) {
      rfail(r, "a native of the wrong kind");
      return;
    }
    *out = t == VT_TYPE ? vtype((int)(nat & 0xFFFFFF)) : vbuiltin((int)(nat & 0xFFFFFF));
    return;
  }
  case VT_TOOL: {
    Value v;
    v.tag = V_TOOL;
    v.u.i = (int64_t)r_index(r, vm->ntools, "tool");
    *out = v;
    return;
  }
  case VT_OBJ: {
    size_t ix = r_index(r, r->nobjs, "object");
    if (resolve && !r->fail) *out = vobj(r->objs[ix]);
    else if (r->keep_refs && !r->fail) out->u.i = (int64_t)ix + 1;
    return;
  }
  case VT_CODE: {
    size_t ix = r_index(r, r->ncodes, "code");
    if (!r->fail) *out = vobj(r->codes[ix]);
    return;
  }
  case VT_SPECIAL: {
    unsigned sp = r_u8(r);
    switch (sp) {
    case SP_BUILTINS: *out = vobj(vm->builtins); return;
    case SP_NOMEM: *out = vm->nomem; return;
    case SP_EMPTY: *out = vm->str_empty; return;
    case SP_ELLIPSIS: case SP_NOTIMPL:
      out->tag = V_ELLIPSIS;
      out->u.i = sp == SP_NOTIMPL;
      return;
    default: rfail(r, "unknown VM singleton"); return;
    }
  }
  default:
    rfail(r, "unknown value tag 0x%02x", t);
  }
}

/* Dict entries are read this many values at a time. */
#define DICT_CHUNK 64

/* The n items of a list or tuple, references kept as placeholders
** (r->keep_refs).  Small ints, None and bools, one- to three-byte object
** indices, one- to three-byte ints and floats that are not NaNs are decoded
** with the cursor in locals (r_val's stores through `out` make it reload
** r's fields for every value); any other tag, and any of these near the
** end of the section or out of range, goes through r_val from its tag
** byte, so every error is r_val's. */
static size_t r_items_fast(R *r, Value *out, size_t n) {
  const uint8_t *p = r->p, *end = r->end;
  size_t nobjs = r->nobjs, k;
  for (k = 0; k < n && end - p >= 4; k++) {
    unsigned t = p[0];
    if (t >= VT_SMALL) {
      out[k] = vint((int64_t)t - SMALL_BIAS);
      p++;
    } else if (t == VT_OBJ) {
      size_t ix = p[1], len = 2;
      if (ix >= 0x80) {
        if (p[2] < 0x80) {
          ix = (ix & 0x7F) | (size_t)p[2] << 7;
          len = 3;
        } else if (p[3] < 0x80) {
          ix = (ix & 0x7F) | (size_t)(p[2] & 0x7F) << 7 | (size_t)p[3] << 14;
          len = 4;
        } else {
          break;
        }
      }
      if (ix >= nobjs) break;
      out[k] = VNONE;
      out[k].u.i = (int64_t)ix + 1;
      p += len;
    } else if (t == VT_INT) {
      uint64_t u = p[1];
      size_t len = 2;
      if (u >= 0x80) {
        if (p[2] < 0x80) {
          u = (u & 0x7F) | (uint64_t)p[2] << 7;
          len = 3;
        } else if (p[3] < 0x80) {
          u = (u & 0x7F) | (uint64_t)(p[2] & 0x7F) << 7 | (uint64_t)p[3] << 14;
          len = 4;
        } else {
          break;
        }
      }
      out[k] = vint((int64_t)(u >> 1) ^ -(int64_t)(u & 1));
      p += len;
    } else if (t == VT_FLOAT && end - p >= 9) {
      uint64_t bits = get_le(p + 1, 8);
      double d;
      memcpy(&d, &bits, sizeof d);
      if (d != d) break;       /* (r_val notes the serial of a made NaN) */
      out[k] = vfloat(d);
      p += 9;
    } else if (t == VT_NONE || t == VT_FALSE || t == VT_TRUE) {
      out[k] = t == VT_NONE ? VNONE : vbool(t == VT_TRUE);
      p++;
    } else {
      break;
    }
  }
  r->p = p;
  return k;
}

/* All n values (what: the error when one is unbound); on failure the
** values not read are None. */
static void r_items(R *r, Value *out, size_t n, const char *what) {
  size_t k = 0;
  while (k < n && !r->fail) {
    k += r_items_fast(r, out + k, n - k);
    if (k == n) return;
    r_val(r, &out[k], false);
    if (out[k].tag == V_UNDEF) rfail(r, "%s", what);
    k++;
  }
  for (; k < n; k++) out[k] = VNONE;
}

/* A placeholder of r_items made a reference (every object exists). */
static void r_resolve(R *r, Value *v, size_t n) {
  size_t k;
  for (k = 0; k < n; k++)
    if (v[k].tag == V_NONE && v[k].u.i) v[k] = vobj(r->objs[v[k].u.i - 1]);
}

/* A contextvars cell: a list (what it holds is checked by contextvars.py
** when used: a Python error, never a crash), or unbound for none. */
static bool ctx_ok(Value v) {
  return v.tag == V_UNDEF || IS_OBJ(v, OT_LIST);
}

static bool exc_or(Value v, bool none, bool undef) {
  return IS_OBJ(v, OT_EXC) || (none && v.tag == V_NONE) || (undef && v.tag == V_UNDEF);
}

/* A NUL-terminated copy of string si (refusing embedded NULs), valid until
** the next call. */
static const char *r_cstr(R *r, size_t si) {
  RStr *s = &r->strs[si];
  if (r->fail) return "";
  if (s->len && memchr(s->p, 0, s->len)) {
    rfail(r, "a name contains a NUL byte");
    return "";
  }
  if (grow(r->vm, (void **)&r->tmp, &r->captmp, s->len + 1, 1)) { rnomem(r); return ""; }
  if (s->len) memcpy(r->tmp, s->p, s->len);
  r->tmp[s->len] = 0;
  return r->tmp;
}

/* UTF-8 as the VM keeps strs (no overlong forms, nothing past U+10FFFF),
** which may hold lone surrogates as CPython's strs do ("\ud800": each one
** three bytes, never joined into a pair); counts the code points.  Sources
** that hold one fail to compile, as a program's text would. */
static bool utf8_scan(const uint8_t *s, size_t n, size_t *nchars) {
  size_t i = 0, cont = 0;
  if (n < 8) {                 /* a short one (names, keys): all ASCII? */
    unsigned acc = 0;
    for (; i < n; i++) acc |= s[i];
    if (acc < 0x80) {
      *nchars = n;
      return true;
    }
    i = 0;
  } else {                     /* all ASCII (most strs): eight bytes a step */
    uint64_t acc, w;
    uint64_t w2, w3, w4;
    memcpy(&acc, s + n - 8, 8);
    for (; i + 32 <= n; i += 32) {   /* four words a step */
      memcpy(&w, s + i, 8);
      memcpy(&w2, s + i + 8, 8);
      memcpy(&w3, s + i + 16, 8);
      memcpy(&w4, s + i + 24, 8);
      acc |= (w | w2) | (w3 | w4);
    }
    for (; i + 8 <= n; i += 8) {
      memcpy(&w, s + i, 8);
      acc |= w;
    }
    if (!(acc & 0x8080808080808080u)) {
      *nchars = n;
      return true;
    }
    i = 0;
  }
  while (i < n) {
    unsigned c = s[i];
    if (c < 0x80) {
      uint64_t w, w2;
      i++;
      while (i + 16 <= n) {
        memcpy(&w, s + i, 8);
        memcpy(&w2, s + i + 8, 8);
        if ((w | w2) & 0x8080808080808080u) break;
        i += 16;
      }
      while (i + 8 <= n) {
        memcpy(&w, s + i, 8);
        if (w & 0x8080808080808080u) break;
        i += 8;
      }
      continue;
    }
    if (c >= 0xC2 && c <= 0xDF) {
      if (i + 1 >= n || (s[i + 1] & 0xC0) != 0x80) return false;
      i += 2;
      cont += 1;
    } else if (c >= 0xE0 && c <= 0xEF) {
      unsigned lo = c == 0xE0 ? 0xA0 : 0x80, hi = 0xBF;
      if (i + 2 >= n || s[i + 1] < lo || s[i + 1] > hi || (s[i + 2] & 0xC0) != 0x80)
        return false;
      i += 3;
      cont += 2;
    } else if (c >= 0xF0 && c <= 0xF4) {
      unsigned lo = c == 0xF0 ? 0x90 : 0x80, hi = c == 0xF4 ? 0x8F : 0xBF;
      if (i + 3 >= n || s[i + 1] < lo || s[i + 1] > hi || (s[i + 2] & 0xC0) != 0x80 ||
          (s[i + 3] & 0xC0) != 0x80)
        return false;
      i += 4;
      cont += 3;
    } else {
      return false;
    }
  }
  *nchars = n - cont;
  return true;
}

static void enter(R *r, int sec) {
  r->cur = sec;
  r->p = r->sec[sec];
  r->end = r->secend[sec];
}

static void leave(R *r) {
  if (!r->fail && r->p != r->end) rfail(r, "unused bytes at the end of the section");
}

/* ---- strings, tools, sources, codes ---- */

/* The block of R.strs and R.wide for n strings. */
static size_t strs_size(size_t n) {
  return (n ? n : 1) * sizeof(RStr) + (n + 7) / 8;
}

static void load_strings(R *r) {
  size_t i;
  enter(r, SEC_STRINGS);
  r->nstrs = r_count(r, 1, "string");
  if (r->fail) return;
  r->strs = mem_alloc(&r->vm->mem, strs_size(r->nstrs));
  if (r->strs == NULL) { r->nstrs = 0; rnomem(r); return; }
  r->wide = (uint8_t *)(r->strs + (r->nstrs ? r->nstrs : 1));
  memset(r->wide, 0, (r->nstrs + 7) / 8);
  for (i = 0; i < r->nstrs && !r->fail; i++) {
    size_t len = r_count(r, 1, "string byte"), nchars = 0;
    const uint8_t *p = r_take(r, len);
    r->strs[i].p = p;
    r->strs[i].len = len;
    if (r->fail) break;
    if (!utf8_scan(p, len, &nchars)) rfail(r, "string %zu is not valid UTF-8", i);
    else if (nchars != len) r->wide[i / 8] |= (uint8_t)(1u << (i % 8));
  }
  leave(r);
}

/* Tools are registered again as the host did, which recompiles each
** signature into its binder function.  A signature's defaults are Python
** expressions run at registration: from hostile bytes they run with output
** off and a step budget, before anything else is loaded. */
static void load_tools(R *r) {
  VM *vm = r->vm;
  size_t n, i;
  OutputFn out = vm->out;
  Limits lim = vm->lim;
  uint64_t deadline = vm->deadline;
  enter(r, SEC_TOOLS);
  n = r_count(r, 4, "tool");
  vm->out = NULL;
  vm->deadline = 0;
  vm->lim.max_steps = TOOL_STEPS;
  vm->lim.max_output = 4096;
  vm->lim.max_calls = 0;
  for (i = 0; i < n && !r->fail; i++) {
    size_t name = r_index(r, r->nstrs, "string"), sig = 0, doc = 0;
    unsigned hs, hd;
    uint64_t flags;
    char *cname, *csig = NULL, *cdoc = NULL;
    int rc;
    hs = r_u8(r);
    if (hs) sig = r_index(r, r->nstrs, "string");
    hd = r_u8(r);
    if (hd) doc = r_index(r, r->nstrs, "string");
    flags = r_uv(r);
    if (r->fail) break;
    if (hs > 1 || hd > 1 || flags > UINT32_MAX) { rfail(r, "bad tool record"); break; }
    /* three NUL-terminated copies in one block */
    {
      size_t ln = r->strs[name].len + 1, ls = hs ? r->strs[sig].len + 1 : 0;
      size_t ld = hd ? r->strs[doc].len + 1 : 0;
      char *blk;
      if (grow(vm, (void **)&r->tmp, &r->captmp, ln + ls + ld, 1)) { rnomem(r); break; }
      blk = r->tmp;
      cname = blk;
      memcpy(cname, r->strs[name].p, ln - 1);
      cname[ln - 1] = 0;
      if (hs) {
        csig = blk + ln;
        memcpy(csig, r->strs[sig].p, ls - 1);
        csig[ls - 1] = 0;
      }
      if (hd) {
        cdoc = blk + ln + ls;
        memcpy(cdoc, r->strs[doc].p, ld - 1);
        cdoc[ld - 1] = 0;
      }
      if (strlen(cname) != ln - 1 || (csig && strlen(csig) != ls - 1) ||
          (cdoc && strlen(cdoc) != ld - 1)) {
        rfail(r, "tool %zu: a NUL byte in its name, signature or doc", i);
        break;
      }
    }
    vm->steps = 0;
    vm->budget = BUDGET_CHUNK;
    rc = vm_tool_add(vm, cname, csig, cdoc, (unsigned)flags);
    if (rc == -1 && vm->exc.tag == V_OBJ && vm->exc.u.o == vm->nomem.u.o) { rnomem(r); break; }
    if (rc != 0 || vm->ntools != i + 1 || vm->nframes != 0 || vm->nreqs != 0) {
      rfail(r, "tool %zu (%s) cannot be registered", i, cname);
      break;
    }
  }
  vm->out = out;
  vm->lim = lim;
  vm->deadline = deadline;
  vm->outbuf.len = 0;
  vm->out_bytes = 0;
  vm->exc = VUNDEF;
  vm->limit_hit = false;
  vm->limit_kind = LIMIT_NONE;
  leave(r);
}

static void load_sources(R *r) {
  size_t i;
  enter(r, SEC_SOURCES);
  r->nsrcs = r_count(r, 2, "source");
  if (r->fail) return;
  r->srcs = mem_alloc(&r->vm->mem, (r->nsrcs ? r->nsrcs : 1) * sizeof(RSrc));
  if (r->srcs == NULL) { r->nsrcs = 0; rnomem(r); return; }
  for (i = 0; i < r->nsrcs; i++) {
    r->srcs[i].filename = (uint32_t)r_index(r, r->nstrs, "string");
    r->srcs[i].source = (uint32_t)r_index(r, r->nstrs, "string");
    r->srcs[i].module = NULL;
  }
  leave(r);
}

/* Builtin types, functions and methods by name: their ids in this build. */
static void load_natives(R *r) {
  size_t i, limit = (size_t)T__COUNT;
  int f;
  enter(r, SEC_NATIVES);
  r->nnatives = r_count(r, 2, "native");
  if (r->fail) return;
  if (r->nnatives > limit) {   /* the whole count only when the types alone are fewer */
    limit += native_total();
    for (f = 0; f < MF__COUNT; f++) limit += (size_t)method_family_count(f);
  }
  if (r->nnatives > limit) { rfail(r, "more natives than this build has"); return; }
  r->natives = mem_alloc(&r->vm->mem, (r->nnatives ? r->nnatives : 1) * sizeof(uint32_t));
  if (r->natives == NULL) { r->nnatives = 0; rnomem(r); return; }
  for (i = 0; i < r->nnatives && !r->fail; i++) {
    unsigned kind = r_u8(r), fam = 0;
    size_t len, k, n;
    const uint8_t *name;
    int found = -1;
    if (kind == NK_METHOD) fam = r_u8(r);
    len = r_count(r, 1, "name byte");
    name = r_take(r, len);
    if (r->fail) break;
    if (kind > NK_METHOD || fam >= MF__COUNT) { rfail(r, "bad native"); break; }
    n = kind == NK_TYPE ? (size_t)T__COUNT : kind == NK_BUILTIN ? 0
        : (size_t)method_family_count((int)fam);
    if (kind == NK_BUILTIN) found = native_find((const char *)name, len);
    for (k = 0; k < n && found < 0; k++) {
      const char *s = kind == NK_TYPE ? type_names[k] : method_get((int)(fam << 8 | k))->name;
      if (strlen(s) == len && memcmp(s, name, len) == 0)
        found = kind == NK_METHOD ? (int)(fam << 8 | k) : (int)k;
    }
    if (found < 0) {
      rfail(r, "no builtin %s '%.*s' in this build", kind == NK_TYPE ? "type" : kind ==
            NK_BUILTIN ? "function" : "method", (int)(len < 64 ? len : 64), (const char *)name);
      break;
    }
    r->natives[i] = (uint32_t)kind << 24 | (uint32_t)found;
  }
  leave(r);
}

static void load_codes(R *r) {
  VM *vm = r->vm;
  size_t i;
  enter(r, SEC_CODES);
  r->ncodes = r_count(r, 2, "code");
  if (r->fail) return;
  r->codes = mem_alloc(&vm->mem, (r->ncodes ? r->ncodes : 1) * sizeof(Code *));
  if (r->codes == NULL) { r->ncodes = 0; rnomem(r); return; }
  for (i = 0; i < r->ncodes && !r->fail; i++) {
    unsigned kind = r_u8(r);
    r->codes[i] = NULL;
    if (kind == CE_MODULE) {
      size_t s = r_index(r, r->nsrcs, "source");
      RSrc *src;
      if (r->fail) break;
      src = &r->srcs[s];
      if (src->module == NULL) {
        const char *fname = r_cstr(r, src->filename);
        Code *m;
        if (r->fail) break;
        vm->exc = VUNDEF;
        if (compile_module(vm, (const char *)r->strs[src->source].p,
                           r->strs[src->source].len, fname, &m)) {
          bool oom = vm->exc.tag == V_OBJ && vm->exc.u.o == vm->nomem.u.o;
          vm->exc = VUNDEF;
          if (oom) rnomem(r);
          else rfail(r, "source %zu (%s) does not compile", s, fname);
          break;
        }
        src->module = m;
      }
      r->codes[i] = src->module;
    } else if (kind == CE_PRELUDE) {
      size_t si = r_index(r, r->nstrs, "string");
      const char *name;
      Code *pc;
      if (r->fail) break;
      name = r_cstr(r, si);
      if (r->fail) break;
      if (r->strs[si].len == 0 || r->strs[si].len > 64 || prelude_code(vm, name, &pc) ||
          !(pc->flags & CODE_HIDDEN)) {
        vm->exc = VUNDEF;
        rfail(r, "no prelude function %.64s", name);
        break;
      }
      r->codes[i] = pc;
    } else if (kind == CE_CHILD) {
      size_t parent = r_index(r, i, "parent code");
      uint64_t k = r_uv(r);
      Code *pc;
      if (r->fail) break;
      pc = r->codes[parent];
      if (k >= pc->nk || !IS_OBJ(pc->k[k], OT_CODE)) {
        rfail(r, "code path does not resolve (constant %llu of %s)",
              (unsigned long long)k, AS_STR(pc->qualname)->data);
        break;
      }
      r->codes[i] = (Code *)pc->k[k].u.o;
    } else {
      rfail(r, "unknown code entry kind %u", kind);
    }
    /* frames and generators restored at this code run it from their pc */
    if (!r->fail && codeimg_ensure(vm, r->codes[i])) {
      vm->exc = VUNDEF;
      rnomem(r);
    }
    if (!r->fail && (uint32_t)r_fixed(r, 4) != snap_code_check(r->codes[i]) && !r->fail) {
      if (r->err && r->errlen)
        snprintf(r->err, r->errlen, "snapshot program %s compiles differently in this "
                 "build of baton (the snapshot comes from another version)",
                 AS_STR(r->codes[i]->qualname)->data);
      r->fail = true;
    }
  }
  leave(r);
}

/* ---- objects ---- */

/* CPython's range length, computed without overflow; -1 if it does not
** fit an int64. */
static int64_t range_len(int64_t start, int64_t stop, int64_t step) {
  uint64_t diff, st, n;
  if (step > 0 && start < stop) {
    diff = (uint64_t)stop - (uint64_t)start;
    st = (uint64_t)step;
  } else if (step < 0 && start > stop) {
    diff = (uint64_t)start - (uint64_t)stop;
    st = (uint64_t)0 - (uint64_t)step;
  } else {
    return 0;
  }
  n = (diff - 1) / st + 1;
  return n > (uint64_t)INT64_MAX ? -1 : (int64_t)n;
}

static bool iter_kind_ok(uint64_t k) {
  switch (k) {
  case T_LIST_ITER: case T_TUPLE_ITER: case T_STR_ITER: case T_STR_UITER: case T_RANGE_ITER:
  case T_LONGRANGE_ITER: case T_SET_ITER: case T_DICT_KEYITER: case T_DICT_VALUEITER: case T_DICT_ITEMITER:
  case T_REVERSED: case T_ENUMERATE: case T_ZIP: case T_BYTES_ITER: case T_BYTEARRAY_ITER:
  case T_LIST_REVITER: case T_DICT_REVKEYITER: case T_DICT_REVVALUEITER: case T_DICT_REVITEMITER:
  case T_DEQUE_ITER: case T_DEQUE_REVITER:
    return true;
  default:
    return false;
  }
}

static bool gen_flag_ok(uint64_t f) {
  return f == 0 || f == T_GENERATOR || f == T_MAP || f == T_FILTER || f == T_ZIP ||
         f == T_ENUMERATE || f == T_REVERSED || f == T_CALLABLE_ITER || f == T_SEQ_ITER;
}

/* A class's layout names or an instance's layout values (vm/attrs.c): a
** count of at most ATTRS_MAX, then the values into out.  The count. */
static uint32_t r_attr_vals(R *r, Value *out, bool link) {
  uint64_t n = r_uv(r), k;
  if (r->fail) return 0;
  if (n > ATTRS_MAX) { rfail(r, "attribute layout of %llu names", (unsigned long long)n); return 0; }
  for (k = 0; k < n && !r->fail; k++) {
    r_val(r, &out[k], link);
    if (!link && out[k].tag == V_UNDEF) rfail(r, "unbound attribute");
  }
  return (uint32_t)n;
}

static void *r_obj(R *r, int type, size_t size) {
  void *o = obj_new(r->vm, type, size);
  if (o == NULL) rnomem(r);
  return o;
}

static void fsel_push(R *r, Value v) {
  if (grow(r->vm, (void **)&r->fsel, &r->capfsel, r->nfsel + 1, sizeof(Value))) {
    rnomem(r);
    return;
  }
  r->fsel[r->nfsel++] = v;
}

/* Set record header and entries.  PASS_ALLOC checks the layout; PASS_LINK
** keeps a frozenset's live elements in r->fsel for the cycle check (their
** start and count parked in the empty Set's version and finger fields until
** the table is built). */
static void rec_set(R *r, size_t i, int pass, unsigned type) {
  unsigned mode = r_u8(r), lg = r_u8(r);
  Set *s = (Set *)r->objs[i];
  size_t size, k;
  bool frozen;
  if (r->fail) return;
  if (mode > 2 || lg < 3 || lg > 40) { rfail(r, "bad set header"); return; }
  size = (size_t)1 << lg;
  if (pass == PASS_ALLOC) {
    s = r_obj(r, (int)type, sizeof(Set));
    if (s == NULL) return;
    s->hash = r->rec;  /* the record's offset, for build_set; reset there */
    if (type == OT_FROZENSET) r->nfrozen++;
    r->objs[i] = &s->h;
  }
  frozen = s->h.type == OT_FROZENSET;
  if (pass == PASS_LINK && frozen) s->version = r->nfsel;
  if (mode == 0) {
    uint64_t finger = r_uv(r);
    size_t used = r_count(r, 1, "set entry"), fill = r_count(r, 2, "set slot"), live = 0;
    size_t slot = 0;
    if (r->fail) return;
    if (finger >= size || used > fill || fill >= size || fill * 5 > size * 4 ||
        (size > SET_MIN && size / 16 > fill)) {
      rfail(r, "bad set table size");
      return;
    }
    for (k = 0; k < fill && !r->fail; k++) {
      uint64_t gap = r_uv(r);
      Value v;
      if (gap >= size || (k && slot + 1 + gap >= size) || (!k && gap >= size)) {
        rfail(r, "set slot out of range");
        return;
      }
      slot = k ? slot + 1 + (size_t)gap : (size_t)gap;
      r_val(r, &v, pass == PASS_LINK);
      if (v.tag != V_UNDEF) {
        live++;
        if (pass == PASS_LINK && frozen) fsel_push(r, v);
      }
    }
    if (!r->fail && live != used) rfail(r, "set entry count does not match");
  } else {
    size_t used = r_count(r, 1, "set entry");
    if (r->fail) return;
    if (size > SET_MIN && size / 16 > used) { rfail(r, "bad set table size"); return; }
    for (k = 0; k < used && !r->fail; k++) {
      Value v;
      r_val(r, &v, pass == PASS_LINK);
      if (v.tag == V_UNDEF) { rfail(r, "unbound set element"); return; }
      if (mode == 2) (void)r_uv(r);
      if (pass == PASS_LINK && frozen) fsel_push(r, v);
    }
  }
  if (pass == PASS_LINK && frozen) s->finger = r->nfsel - (size_t)s->version;
}

/* One frame record (as in STATE).  With fill the values are resolved into
** *f and checked for what depends on this frame alone; fiber_check does
** the rest once every object is linked. */
static void r_frame(R *r, Frame *f, bool fill, size_t i) {
  size_t ci = r_index(r, r->ncodes, "code");
  Value fn, gen, g, dflt, handled;
  uint64_t base, pc, ret;
  unsigned kind;
  r_val(r, &fn, fill);
  r_val(r, &gen, fill);
  base = r_uv(r);
  pc = r_uv(r);
  ret = r_uv(r);
  kind = r_u8(r);
  r_val(r, &dflt, fill);
  r_val(r, &handled, fill);
  r_val(r, &g, fill);
  if (r->fail) return;
  if (kind > FR__LAST || base > UINT32_MAX - 0x10000u || pc > UINT32_MAX || ret > UINT32_MAX) {
    rfail(r, "bad frame %zu", i);
    return;
  }
  if (!fill) return;
  f->code = r->codes[ci];
  f->func = IS_OBJ(fn, OT_FUNC) ? (Func *)fn.u.o : NULL;
  f->gen = IS_OBJ(gen, OT_GEN) || IS_OBJ(gen, OT_CORO) ? (Gen *)gen.u.o : NULL;
  if ((fn.tag != V_NONE && f->func == NULL) || (gen.tag != V_NONE && f->gen == NULL) ||
      !IS_OBJ(g, OT_DICT) || !exc_or(handled, true, true)) {
    rfail(r, "bad frame %zu", i);
    return;
  }
  f->globals = AS_DICT(g);
  f->base = (uint32_t)base;
  f->pc = (uint32_t)pc;
  f->ret = (uint32_t)ret;
  f->kind = (uint8_t)kind;
  f->made_gen = 1;             /* (not saved: a hint, see Frame) */
  f->dflt = dflt;
  f->handled = handled;
}

/* A fiber's frames and registers.  alloc: allocate its arrays, sized by
** the counts read (the main fiber always gets a stack, a task's only with
** frames); fill: resolve the values into them.  The stored register count
** is kept as stack_cap - 1 for fiber_check. */
static void r_fiber(R *r, Fiber *fb, bool alloc, bool fill, bool main) {
  VM *vm = r->vm;
  size_t nf = r_count(r, 10, "frame"), top, k;
  if (r->fail) return;
  if (nf > UINT32_MAX / 2) { rfail(r, "too many frames"); return; }
  if (alloc && nf) {
    /* room as push_frame leaves it: 16 frames for the main fiber, 4 for a
    ** task's */
    size_t cap = nf < (main ? 16u : 4u) ? (main ? 16u : 4u) : nf;
    fb->frames = mem_alloc(&vm->mem, cap * sizeof(Frame));
    if (fb->frames == NULL) { rnomem(r); return; }
    fb->frames_cap = (uint32_t)cap;
    fb->nframes = (uint32_t)nf;
  }
  for (k = 0; k < nf && !r->fail; k++) {
    Frame scratch;
    r_frame(r, fill ? &fb->frames[k] : &scratch, fill, k);
  }
  top = r_count(r, 1, "register");
  if (r->fail) return;
  if (alloc && (nf || main)) {
    fb->stack = mem_alloc(&vm->mem, (top + 1) * sizeof(Value));
    if (fb->stack == NULL) { rnomem(r); return; }
    fb->stack_cap = top + 1;
    for (k = 0; k <= top; k++) fb->stack[k] = VUNDEF;
  } else if (alloc && top) {
    rfail(r, "registers without frames");
    return;
  }
  for (k = 0; k < top && !r->fail; k++) {
    Value v;
    r_val(r, &v, fill);
    if (fill) fb->stack[k] = v;
  }
}

/* A future record.  A task's parked fiber is read here (values in
** PASS_LINK) and checked in load_state with the main fiber's. */
static void rec_future(R *r, size_t i, bool link) {
  unsigned kind = r_u8(r), st = r_u8(r), aw = r_u8(r), bits = r_u8(r);
  Value res, coro, name, msg, waiting;
  uint64_t req, count;
  size_t ncb, k;
  Future *f = (Future *)r->objs[i];
  r_val(r, &res, link);
  r_val(r, &coro, link);
  r_val(r, &name, link);
  r_val(r, &msg, link);
  r_val(r, &waiting, link);
  req = r_uv(r);
  count = r_uv(r);
  ncb = r_count(r, 2, "callback");
  if (r->fail) return;
  if (!link) {
    if (kind > FUT_YIELD || st > FS_CANCELLED || aw > 2 || bits > FB__ALL || ncb > UINT32_MAX) {
      rfail(r, "bad future header");
      return;
    }
    f = r_obj(r, OT_FUTURE, sizeof(Future));
    if (f == NULL) return;
    r->objs[i] = &f->h;
    f->kind = (uint8_t)kind;
    f->state = (uint8_t)st;
    f->awaited = (uint8_t)aw;
    f->must_cancel = (bits & FB_MUST_CANCEL) != 0;
    f->started = (bits & FB_STARTED) != 0;
    f->rex = (bits & FB_REX) != 0;
    f->cancel_req = (bits & FB_CANCEL_REQ) != 0;
    f->result = f->coro = f->name = f->cancel_msg = VNONE;
    f->req = req;
    f->count = count;
    f->fib.handled = VNONE;
    f->fib.exc = VUNDEF;
    if (ncb == 1) {
      f->cbs = f->inl;               /* as future_add_cb keeps one */
      f->ncbs = 1;
    } else if (ncb) {
      f->cbs = mem_alloc(&r->vm->mem, ncb * sizeof(Callback));
      if (f->cbs == NULL) { rnomem(r); return; }
      f->capcbs = f->ncbs = (uint32_t)ncb;
    }
    for (k = 0; k < ncb; k++) { f->cbs[k].kind = CB_WAKEUP; f->cbs[k].obj = NULL; }
  } else {
    if (res.tag == V_UNDEF || coro.tag == V_UNDEF || name.tag == V_UNDEF ||
        msg.tag == V_UNDEF || !(waiting.tag == V_NONE || IS_OBJ(waiting, OT_FUTURE))) {
      rfail(r, "bad future fields");
      return;
    }
    f->result = res;
    f->coro = coro;
    f->name = name;
    f->cancel_msg = msg;
    f->waiting = waiting.tag == V_NONE ? NULL : waiting.u.o;
  }
  for (k = 0; k < ncb && !r->fail; k++) {
    unsigned ck = r_u8(r);
    Value ob;
    r_val(r, &ob, link);
    if (r->fail) return;
    if (!link) {
      if (ck > CB_QUEUE) { rfail(r, "unknown callback kind %u", ck); return; }
      f->cbs[k].kind = ck;
    } else {
      if (!(ob.tag == V_NONE || IS_OBJ(ob, OT_FUTURE))) { rfail(r, "bad callback"); return; }
      f->cbs[k].obj = ob.tag == V_NONE ? NULL : ob.u.o;
    }
  }
  if (kind == FUT_TASK) {
    Value h, e, c;
    r_fiber(r, &f->fib, !link, link, false);
    r_val(r, &h, link);
    r_val(r, &e, link);
    r_val(r, &c, link);
    if (r->fail || !link) return;
    if (!exc_or(h, true, true) || !exc_or(e, false, true)) {
      rfail(r, "bad task exception slots");
      return;
    }
    if (!ctx_ok(c)) {
      rfail(r, "bad task context");
      return;
    }
    f->fib.handled = h;
    f->fib.exc = e;
    f->fib.ctx = c;
  }
}

/* One object record.  PASS_ALLOC allocates the object and checks
** everything that does not depend on other objects; PASS_LINK (every object
** exists) stores references and checks the types of the objects they name. */
static void rec_obj(R *r, size_t i, int pass) {
  VM *vm = r->vm;
  unsigned t = r_u8(r);
  bool link = pass == PASS_LINK;
  Obj *o = r->objs[i];
  size_t k;
  if (r->fail) return;
  switch (t) {
  case OT_STR: {
    size_t si = r_index(r, r->nstrs, "string");
    Str *s;
    if (r->fail || link) return;
    s = str_alloc(vm, r->strs[si].len);
    if (s == NULL) { rnomem(r); return; }
    if (s->len) memcpy(s->data, r->strs[si].p, s->len);
    if (r->wide[si / 8] & (1u << (si % 8))) str_fix(s);
    else s->nchars = s->len;
    r->objs[i] = &s->h;
    return;
  }
  case OT_BYTES: case OT_BYTEARRAY: {
    size_t n = r_count(r, 1, "byte");
    const uint8_t *d = r_take(r, n);
    if (r->fail || link) return;
    if (t == OT_BYTES) {
      Bytes *x = r_obj(r, OT_BYTES, sizeof(Bytes) + n + 1);
      if (x == NULL) return;
      x->len = n;
      if (n) memcpy(x->data, d, n);
      x->data[n] = 0;
      r->objs[i] = &x->h;
    } else {
      ByteArray *x = bytearray_new(vm, d, n);
      if (x == NULL) { rnomem(r); return; }
      r->objs[i] = &x->h;
    }
    return;
  }
  case OT_COMPLEX: {
    /* any two doubles are a complex (nan and inf included) */
    uint64_t re = r_fixed(r, 8), im = r_fixed(r, 8);
    Complex *c;
    if (r->fail || link) return;
    c = r_obj(r, OT_COMPLEX, sizeof(Complex));
    if (c == NULL) return;
    memcpy(&c->re, &re, 8);
    memcpy(&c->im, &im, 8);
    r->objs[i] = &c->h;
    return;
  }
  case OT_BIGINT: {
    unsigned neg = r_u8(r);
    size_t n = r_count(r, 4, "limb");
    const uint8_t *d = r_take(r, n * 4);
    BigInt *b;
    uint64_t top2;
    if (r->fail || link) return;
    if (neg > 1 || n == 0 || get_le(d + 4 * (n - 1), 4) == 0) {
      rfail(r, "big int not normalised");
      return;
    }
    /* a value that fits an int64 must be an int, never a BigInt */
    top2 = n >= 2 ? get_le(d, 8) : get_le(d, 4);
    if (n == 1 || (n == 2 && (neg ? top2 <= (uint64_t)1 << 63 : top2 < (uint64_t)1 << 63))) {
      rfail(r, "big int in the int64 range");
      return;
    }
    b = r_obj(r, OT_BIGINT, sizeof(BigInt) + n * sizeof(uint32_t));
    if (b == NULL) return;
    b->neg = (int32_t)neg;
    b->n = (uint32_t)n;
    for (k = 0; k < n; k++) b->d[k] = (uint32_t)get_le(d + 4 * k, 4);
    r->objs[i] = &b->h;
    return;
  }
  case OT_LIST: case OT_TUPLE: {
    size_t n = r_count(r, 1, "item");
    Value *items;
    if (r->fail) return;
    if (!link) {
      if (t == OT_LIST) {
        List *l = list_new(vm, n);
        if (l == NULL) { rnomem(r); return; }
        l->len = n;   /* r_items sets every item */
        o = &l->h;
      } else {
        Tuple *tp = tuple_new(vm, n);
        if (tp == NULL) { rnomem(r); return; }
        o = &tp->h;
      }
      r->objs[i] = o;
    }
    /* the items are kept as read, references as placeholders that
    ** load_objects resolves (the link pass does not read them again) */
    items = t == OT_LIST ? ((List *)o)->items : ((Tuple *)o)->items;
    r->keep_refs = true;
    r_items(r, items, n, "unbound item");
    r->keep_refs = false;
    return;
  }
  case OT_DICT: {
    uint64_t n2 = r_uv(r);
    size_t n = (size_t)(n2 >> 1), per = 2 + (n2 & 1);
    if (r->fail) return;
    if (n > left(r) / per) { rfail(r, "dict entry count exceeds the bytes left"); return; }
    if (!link) {
      Dict *d = dict_new(vm);
      if (d == NULL) { rnomem(r); return; }
      r->objs[i] = &d->h;
      if (per == 2) {
        /* the entries as read (references as placeholders) go straight
        ** into tables made for n of them, not yet counted (nentries 0:
        ** nothing sees them); build_dict resolves and indexes them */
        Value buf[DICT_CHUNK];
        if (dict_reserve(vm, d, n)) { rnomem(r); return; }
        r->keep_refs = true;
        for (k = 0; k < n && !r->fail;) {
          size_t m = n - k < DICT_CHUNK / 2 ? n - k : DICT_CHUNK / 2, j;
          r_items(r, buf, 2 * m, "unbound dict key or value");
          for (j = 0; j < m; j++) {
            d->entries[k + j].key = buf[2 * j];
            d->entries[k + j].value = buf[2 * j + 1];
          }
          k += m;
        }
        r->keep_refs = false;
        return;
      }
      d->version = r->rec;   /* the record's offset, for build_dict; reset there */
    }
    for (k = 0; k < 2 * n && !r->fail; k++) {
      Value v;
      r_val(r, &v, false);
      if (v.tag == V_UNDEF) rfail(r, "unbound dict key or value");
      if (k % 2 == 1) (void)r_uv(r);
    }
    return;
  }
  case OT_SET: case OT_FROZENSET:
    rec_set(r, i, pass, t);
    return;
  case OT_RANGE: {
    int64_t start = r_sv(r), stop = r_sv(r), step = r_sv(r), len = r_sv(r);
    uint64_t big = r_uv(r);
    Value f[4] = {VUNDEF, VUNDEF, VUNDEF, VUNDEF}, made;
    Range *rg;
    if (big == 1)
      for (k = 0; k < 4; k++) r_val(r, &f[k], link);
    if (r->fail) return;
    if (big > 1 || (!big && (step == 0 || len != range_len(start, stop, step))) ||
        (big && (start || stop || step || len < 0))) {
      rfail(r, "inconsistent range");
      return;
    }
    if (!link) {
      rg = r_obj(r, OT_RANGE, sizeof(Range));
      if (rg == NULL) return;
      rg->start = start;
      rg->stop = stop;
      rg->step = step;
      rg->len = len;
      r->objs[i] = &rg->h;
      return;
    }
    if (!big) return;
    /* the ints (BigInts have no children: made in the first pass) must
    ** be the range's own: made again, the range is big, of that length */
    for (k = 0; k < 4; k++)
      if (!(f[k].tag == V_INT || IS_BIG(f[k]))) {
        rfail(r, "inconsistent range");
        return;
      }
    if (big_is_zero(f[2]) || range_new(vm, f[0], f[1], f[2], &made)) {
      if (!r->fail) rfail(r, "inconsistent range");
      return;
    }
    rg = (Range *)made.u.o;
    if (!range_is_big(rg) || big_cmp(AS_TUPLE(rg->big)->items[3], f[3]) != 0) {
      rfail(r, "inconsistent range");
      return;
    }
    ((Range *)o)->big = rg->big;
    ((Range *)o)->len = rg->len;
    return;
  }
  case OT_SLICE: {
    Value a, b, c;
    r_val(r, &a, link);
    r_val(r, &b, link);
    r_val(r, &c, link);
    if (r->fail) return;
    if (!link) {
      Slice *s = r_obj(r, OT_SLICE, sizeof(Slice));
      if (s == NULL) return;
      s->start = s->stop = s->step = VNONE;
      r->objs[i] = &s->h;
    } else {
      Slice *s = (Slice *)o;
      if (a.tag == V_UNDEF || b.tag == V_UNDEF || c.tag == V_UNDEF) {
        rfail(r, "unbound slice field");
        return;
      }
      s->start = a;
      s->stop = b;
      s->step = c;
    }
    return;
  }
  case OT_FUNC: {
    size_t ci = r_index(r, r->ncodes, "code");
    Value g, d, kd, cl, fd, fm;
    r_val(r, &g, link);
    r_val(r, &d, link);
    r_val(r, &kd, link);
    r_val(r, &cl, link);
    r_val(r, &fd, link);
    r_val(r, &fm, link);
    if (r->fail) return;
    if (!link) {
      Func *f;
      if (r->codes[ci]->flags & CODE_MODULE) { rfail(r, "a function of a module body"); return; }
      f = r_obj(r, OT_FUNC, sizeof(Func));
      if (f == NULL) return;
      f->code = r->codes[ci];
      f->defaults = f->kwdefaults = f->closure = VNONE;
      r->objs[i] = &f->h;
    } else {
      Func *f = (Func *)o;
      if (!IS_OBJ(g, OT_DICT) || !(d.tag == V_NONE || IS_OBJ(d, OT_TUPLE)) ||
          !(kd.tag == V_NONE || IS_OBJ(kd, OT_DICT)) ||
          !(cl.tag == V_NONE || IS_OBJ(cl, OT_TUPLE)) ||
          !(fd.tag == V_NONE || IS_OBJ(fd, OT_DICT)) ||
          !(fm.tag == V_NONE || IS_OBJ(fm, OT_DICT))) {
        rfail(r, "bad function fields");
        return;
      }
      f->globals = AS_DICT(g);
      f->defaults = d;
      f->kwdefaults = kd;
      f->closure = cl;
      f->dict = fd.tag == V_NONE ? NULL : AS_DICT(fd);
      f->meta = fm.tag == V_NONE ? NULL : AS_DICT(fm);
    }
    return;
  }
  case OT_CELL: {
    Value v;
    r_val(r, &v, link);
    if (r->fail) return;
    if (!link) {
      Cell *c = r_obj(r, OT_CELL, sizeof(Cell));
      if (c == NULL) return;
      c->v = VUNDEF;
      r->objs[i] = &c->h;
    } else {
      ((Cell *)o)->v = v;
    }
    return;
  }
  case OT_BMETHOD: {
    Value self;
    size_t ix;
    uint32_t m = 0;
    r_val(r, &self, link);
    ix = r_index(r, r->nnatives, "native");
    if (r->fail) return;
    if (!link) {
      BMethod *bm;
      if ((r->natives[ix] >> 24) != NK_METHOD) { rfail(r, "a method native expected"); return; }
      m = r->natives[ix] & 0xFFFFFF;
      bm = r_obj(r, OT_BMETHOD, sizeof(BMethod));
      if (bm == NULL) return;
      bm->self = VUNDEF;
      bm->method = (int32_t)m;
      r->objs[i] = &bm->h;
    } else {
      ((BMethod *)o)->self = self;
    }
    return;
  }
  case OT_ITER: {
    uint64_t kind = r_uv(r);
    Value src;
    int64_t ii, nn;
    r_val(r, &src, link);
    ii = r_sv(r);
    nn = r_sv(r);
    if (r->fail) return;
    if (!link) {
      Iter *it;
      if (!iter_kind_ok(kind)) { rfail(r, "unknown iterator kind"); return; }
      it = r_obj(r, OT_ITER, sizeof(Iter));
      if (it == NULL) return;
      it->kind = (int32_t)kind;
      it->src = VNONE;
      it->i = ii;
      it->n = nn;
      r->objs[i] = &it->h;
    } else {
      Iter *it = (Iter *)o;
      bool ok;
      switch (it->kind) {
      case T_LIST_ITER: ok = IS_OBJ(src, OT_LIST) && ii >= 0; break;
      case T_TUPLE_ITER: ok = IS_OBJ(src, OT_TUPLE) && ii >= 0; break;
      case T_BYTES_ITER: ok = IS_BYTES(src) && ii >= 0; break;
      case T_BYTEARRAY_ITER: ok = IS_BYTEARRAY(src) && ii >= 0; break;
      case T_STR_ITER: case T_STR_UITER: {
        Str *s = IS_STR(src) ? AS_STR(src) : NULL;
        ok = s && STR_ASCII(s) == (it->kind == T_STR_ITER) && ii >= 0 && (uint64_t)ii <= s->len &&
             ((uint64_t)ii == s->len || ((unsigned char)s->data[ii] & 0xC0) != 0x80);
        break;
      }
      case T_RANGE_ITER: case T_LONGRANGE_ITER:
        /* either kind works on either form of range (which form a range
        ** has is known only once it is linked) */
        ok = IS_OBJ(src, OT_RANGE) && nn == ((Range *)src.u.o)->len && ii >= 0 && ii <= nn;
        break;
      case T_SET_ITER:
        ok = (IS_OBJ(src, OT_SET) || IS_OBJ(src, OT_FROZENSET)) && ii >= -1;
        break;
      case T_DICT_KEYITER: case T_DICT_VALUEITER: case T_DICT_ITEMITER:
        ok = IS_OBJ(src, OT_DICT) && ii >= -1;
        break;
      case T_REVERSED: case T_LIST_REVITER: case T_DICT_REVKEYITER:
      case T_DICT_REVVALUEITER: case T_DICT_REVITEMITER:
        ok = IS_OBJ(src, OT_LIST) || IS_OBJ(src, OT_TUPLE);
        break;
      case T_ENUMERATE: ok = IS_OBJ(src, OT_ITER); break;
      /* any list: each step checks it as a deque's ring (collections.c) */
      case T_DEQUE_ITER: case T_DEQUE_REVITER: ok = IS_OBJ(src, OT_LIST); break;
      case T_ZIP: ok = IS_OBJ(src, OT_TUPLE); break;   /* items: load_checks */
      default: ok = false;
      }
      if (!ok) { rfail(r, "bad iterator"); return; }
      it->src = src;
    }
    return;
  }
  case OT_GEN: case OT_CORO: {
    uint64_t flags = r_uv(r), pc;
    unsigned state;
    Value fn, name, handled;
    size_t n;
    r_val(r, &fn, link);
    pc = r_uv(r);
    state = r_u8(r);
    r_val(r, &name, link);
    r_val(r, &handled, link);
    n = r_count(r, 1, "register");
    if (r->fail) return;
    if (!link) {
      Gen *g;
      if (!(t == OT_GEN ? gen_flag_ok(flags) : flags == 0) || state > GEN_DONE ||
          pc > UINT32_MAX || n > 0xFFFF) {
        rfail(r, "bad generator header");
        return;
      }
      g = r_obj(r, (int)t, sizeof(Gen) + n * sizeof(Value));
      if (g == NULL) return;
      g->h.flags = (uint16_t)flags;
      g->nregs = (uint32_t)n;
      g->pc = (uint32_t)pc;
      g->state = (uint8_t)state;
      if (state == GEN_SUSPENDED) r->vm->gens_parked++;
      g->born = 0;             /* not known (interp.c gen_drop) */
      g->name = g->handled = VNONE;
      for (k = 0; k < n; k++) g->regs[k] = VUNDEF;
      r->objs[i] = o = &g->h;
    } else {
      Gen *g = (Gen *)o;
      if (!IS_OBJ(fn, OT_FUNC) || !IS_STR(name) || !exc_or(handled, true, true)) {
        rfail(r, "bad generator fields");
        return;
      }
      g->func = (Func *)fn.u.o;
      g->name = name;
      g->handled = handled;
    }
    for (k = 0; k < n && !r->fail; k++) {
      Value v;
      r_val(r, &v, link);
      if (link) ((Gen *)o)->regs[k] = v;
    }
    return;
  }
  case OT_EXC: {
    uint64_t type = r_uv(r);
    Value args, cause, ctx, tb;
    unsigned sup;
    r_val(r, &args, link);
    r_val(r, &cause, link);
    r_val(r, &ctx, link);
    sup = r_u8(r);
    r_val(r, &tb, link);
    if (r->fail) return;
    if (!link) {
      Exc *e;
      if (type < T_FIRST_EXC || type >= T__COUNT || sup > 1) {
        rfail(r, "bad exception header");
        return;
      }
      e = r_obj(r, OT_EXC, sizeof(Exc));
      if (e == NULL) return;
      e->type = (int32_t)type;
      e->args = e->cause = e->context = e->suggestion = VNONE;
      e->suppress_context = sup != 0;
      r->objs[i] = &e->h;
    } else {
      Exc *e = (Exc *)o;
      if (!IS_OBJ(args, OT_TUPLE) || !exc_or(cause, true, false) || !exc_or(ctx, true, false) ||
          !(tb.tag == V_NONE || IS_OBJ(tb, OT_TRACEBACK))) {
        rfail(r, "bad exception fields");
        return;
      }
      e->args = args;
      e->cause = cause;
      e->context = ctx;
      e->tb = tb.tag == V_NONE ? NULL : (Traceback *)tb.u.o;
    }
    {
      Value cls, d;
      uint64_t oid;
      r_val(r, &cls, link);
      r_val(r, &d, link);
      oid = r_uv(r);
      if (r->fail) return;
      if (!link) {
        ((Exc *)r->objs[i])->oid = oid;
        if (oid > r->max_oid) r->max_oid = oid;
      } else {
        Exc *e = (Exc *)o;
        if ((cls.tag != V_NONE && !(IS_OBJ(cls, OT_CLASS) && AS_CLASS(cls)->base == e->type)) ||
            (d.tag != V_NONE && !IS_OBJ(d, OT_DICT))) {
          rfail(r, "bad exception class");
          return;
        }
        e->cls = cls.tag == V_NONE ? NULL : cls.u.o;
        e->dict = d.tag == V_NONE ? NULL : AS_DICT(d);
      }
    }
    return;
  }
  case OT_VIEW: {
    uint64_t kind = r_uv(r);
    Value d;
    r_val(r, &d, link);
    if (r->fail) return;
    if (!link) {
      View *v;
      bool od = kind == T_ODICT_KEYS || kind == T_ODICT_VALUES || kind == T_ODICT_ITEMS;
      if (kind != T_DICT_KEYS && kind != T_DICT_VALUES && kind != T_DICT_ITEMS && !od) {
        rfail(r, "unknown view kind");
        return;
      }
      v = r_obj(r, OT_VIEW, sizeof(View));
      if (v == NULL) return;
      v->kind = (int32_t)(od ? kind - T_ODICT_KEYS + T_DICT_KEYS : kind);
      if (od) v->h.flags |= VIEW_ODICT;
      v->dict = VNONE;
      r->objs[i] = &v->h;
    } else {
      if (!IS_OBJ(d, OT_DICT)) { rfail(r, "a view of something else than a dict"); return; }
      ((View *)o)->dict = d;
    }
    return;
  }
  case OT_FUTURE:
    rec_future(r, i, link);
    return;
  case OT_MODULE: {
    Value name, d;
    r_val(r, &name, link);
    r_val(r, &d, link);
    if (r->fail) return;
    if (!link) {
      Module *m = r_obj(r, OT_MODULE, sizeof(Module));
      if (m == NULL) return;
      m->name = VNONE;
      r->objs[i] = &m->h;
    } else {
      if (!IS_STR(name) || !IS_OBJ(d, OT_DICT)) { rfail(r, "bad module fields"); return; }
      ((Module *)o)->name = name;
      ((Module *)o)->dict = AS_DICT(d);
    }
    return;
  }
  case OT_CLASS: {
    Value name, qual, bases, mro, d, meta, names[ATTRS_MAX];
    uint64_t base, oid;
    uint32_t nl;
    const char *why;
    r_val(r, &name, link); r_val(r, &qual, link); r_val(r, &bases, link);
    r_val(r, &mro, link); r_val(r, &d, link);
    base = r_uv(r);
    oid = r_uv(r);
    r_val(r, &meta, link);
    nl = r_attr_vals(r, names, link);
    if (r->fail) return;
    if (!link) {
      Class *c;
      if (base != T_OBJECT && !boxed_type((int)base) && (base < T_FIRST_EXC || base >= T__COUNT)) {
        rfail(r, "bad class base");
        return;
      }
      c = r_obj(r, OT_CLASS, sizeof(Class));
      if (c == NULL) return;
      c->name = c->qualname = c->bases = c->mro = VNONE;
      c->base = (int32_t)base;
      c->oid = oid;
      if (oid > r->max_oid) r->max_oid = oid;
      r->objs[i] = &c->h;
    } else {
      Class *c = (Class *)o;
      if (!IS_STR(name) || !IS_STR(qual) || !IS_OBJ(bases, OT_TUPLE) || !IS_OBJ(mro, OT_TUPLE) ||
          !IS_OBJ(d, OT_DICT) || (meta.tag != V_NONE && !IS_OBJ(meta, OT_CLASS))) {
        rfail(r, "bad class fields");
        return;
      }
      c->name = name; c->qualname = qual; c->bases = bases; c->mro = mro;
      c->meta = meta.tag == V_NONE ? NULL : AS_CLASS(meta);
      c->dict = AS_DICT(d);
      if (attrs_restore_layout(r->vm, c, names, nl, &why)) {
        if (why) rfail(r, "%s", why); else rnomem(r);
      }
    }
    return;
  }
  case OT_INSTANCE: {
    Value cls, d, base, vals[ATTRS_MAX];
    uint64_t oid;
    uint32_t nv;
    const char *why;
    r_val(r, &cls, link);
    r_val(r, &d, link);
    oid = r_uv(r);
    r_val(r, &base, link);
    nv = r_attr_vals(r, vals, link);
    if (r->fail) return;
    if (!link) {
      Instance *in = attrs_new_instance(r->vm, NULL);
      if (in == NULL) { rnomem(r); return; }
      in->oid = oid;
      if (oid > r->max_oid) r->max_oid = oid;
      in->base = VUNDEF;
      r->objs[i] = &in->h;
    } else {
      Instance *in = (Instance *)o;
      Class *c = IS_OBJ(cls, OT_CLASS) ? AS_CLASS(cls) : NULL;
      if ((cls.tag != V_NONE && !(c && (c->base == T_OBJECT || boxed_type(c->base)))) ||
          (d.tag != V_NONE && !IS_OBJ(d, OT_DICT))) {
        rfail(r, "bad instance fields");
        return;
      }
      /* a subclass of a builtin type wraps a value of exactly that type */
      if (c && c->base != T_OBJECT ? IS_OBJ(base, OT_INSTANCE) || val_type(base) != c->base
                                   : base.tag != V_NONE) {
        rfail(r, "bad instance value");
        return;
      }
      in->cls = c;
      in->dict = d.tag == V_NONE ? NULL : AS_DICT(d);
      in->base = c && c->base != T_OBJECT ? base : VUNDEF;
      /* nvals <= the class's layout size: checked once all are linked */
      if (attrs_restore_vals(r->vm, in, vals, nv, &why)) {
        if (why) rfail(r, "%s", why); else rnomem(r);
      }
    }
    return;
  }
  case OT_METHOD: {
    Value fn, self;
    r_val(r, &fn, link);
    r_val(r, &self, link);
    if (r->fail) return;
    if (!link) {
      PyMethod *m = r_obj(r, OT_METHOD, sizeof(PyMethod));
      if (m == NULL) return;
      m->func = m->self = VNONE;
      r->objs[i] = &m->h;
    } else {
      ((PyMethod *)o)->func = fn;
      ((PyMethod *)o)->self = self;
    }
    return;
  }
  case OT_WRAP: {
    uint64_t kind = r_uv(r);
    Value f, fs, fd, doc;
    r_val(r, &f, link); r_val(r, &fs, link); r_val(r, &fd, link); r_val(r, &doc, link);
    if (r->fail) return;
    if (!link) {
      Wrap *w;
      if (kind > WRAP_PROPERTY) { rfail(r, "bad wrapper kind"); return; }
      w = r_obj(r, OT_WRAP, sizeof(Wrap));
      if (w == NULL) return;
      w->h.flags = (uint16_t)kind;
      w->f = w->fset = w->fdel = w->doc = VNONE;
      r->objs[i] = &w->h;
    } else {
      Wrap *w = (Wrap *)o;
      w->f = f; w->fset = fs; w->fdel = fd; w->doc = doc;
    }
    return;
  }
  case OT_MEMVIEW: {
    /* the window is checked against the base at each access (memview.c);
    ** here only its kind: a view of bytes is read-only */
    uint64_t fl = r_uv(r);
    Value ob;
    uint64_t start, len;
    int64_t step;
    r_val(r, &ob, link);
    start = r_uv(r);
    len = r_uv(r);
    step = r_sv(r);
    if (r->fail) return;
    if (fl > (MV_READONLY | MV_RELEASED) || step == 0 || step == INT64_MIN ||
        start > SIZE_MAX / 2 || len > SIZE_MAX / 2) {
      rfail(r, "bad memoryview");
      return;
    }
    if (!link) {
      MemView *m = r_obj(r, OT_MEMVIEW, sizeof(MemView));
      if (m == NULL) return;
      m->obj = VNONE;
      m->h.flags = MV_RELEASED;
      r->objs[i] = &m->h;
    } else {
      MemView *m = (MemView *)o;
      if (!IS_BYTESLIKE(ob) || (IS_BYTES(ob) && !(fl & MV_READONLY))) {
        rfail(r, "bad memoryview");
        return;
      }
      m->obj = ob;
      m->start = (size_t)start;
      m->len = (size_t)len;
      m->step = step;
      m->h.flags = (uint16_t)fl;
    }
    return;
  }
  case OT_TRACEBACK: {
    /* the entry as exc_tb_add and traceback._generated make it */
    size_t ci = r_index(r, r->ncodes, "code");
    uint64_t pc = r_uv(r);
    unsigned method = r_u8(r);
    Value next;
    r_val(r, &next, link);
    if (r->fail) return;
    if (!link) {
      const Code *c = r->codes[ci];
      Traceback *t;
      if (pc >= c->ncode || method > TB_GENERATED + TB_GENERATED_MAX ||
          (method == 2 && pc != 0) ||
          (method == 1 && ((c->code[pc].op != OP_CALLMETHOD && c->code[pc].op != OP_LOADMETHOD) ||
                           c->pos[pc].kind != POS_METHOD))) {
        rfail(r, "bad traceback entry");
        return;
      }
      t = r_obj(r, OT_TRACEBACK, sizeof(Traceback));
      if (t == NULL) return;
      t->e.code = &r->codes[ci]->h;
      t->e.pc = (uint32_t)pc;
      t->e.method = (int32_t)method;
      r->objs[i] = &t->h;
    } else {
      if (!(next.tag == V_NONE || IS_OBJ(next, OT_TRACEBACK))) {
        rfail(r, "bad traceback fields");
        return;
      }
      ((Traceback *)o)->next = next.tag == V_NONE ? NULL : (Traceback *)next.u.o;
    }
    return;
  }
  case OT_SUPER: {
    Value ty, ob;
    r_val(r, &ty, link);
    r_val(r, &ob, link);
    if (r->fail) return;
    if (!link) {
      Super *sp = r_obj(r, OT_SUPER, sizeof(Super));
      if (sp == NULL) return;
      sp->type = sp->obj = VNONE;
      r->objs[i] = &sp->h;
    } else {
      if (ty.tag != V_TYPE && !IS_OBJ(ty, OT_CLASS)) { rfail(r, "bad super"); return; }
      ((Super *)o)->type = ty;
      ((Super *)o)->obj = ob;
    }
    return;
  }
  case OT_PATTERN: {
    /* compiled again from its source in the first pass, so that matches
    ** can check their group count against it when they are linked */
    size_t si = r_index(r, r->nstrs, "string"), nb = 0;
    uint64_t flags = r_uv(r);
    const uint8_t *src = NULL;
    Value s, p;
    if (flags & RE_SNAP_BYTES) {
      nb = r_count(r, 1, "byte");
      src = r_take(r, nb);
    }
    if (r->fail || link) return;
    if (src ? bytes_new(vm, src, nb, &s)
            : str_new(vm, (const char *)r->strs[si].p, r->strs[si].len, &s)) {
      rnomem(r);
      return;
    }
    flags &= ~(uint64_t)RE_SNAP_BYTES;
    if (flags > 0x1FF || re_pattern_new(vm, s, (int64_t)flags, &p)) {
      vm->exc = VUNDEF;
      rfail(r, "a pattern that does not compile");
      return;
    }
    r->objs[i] = p.u.o;
    return;
  }
  case OT_MATCH: {
    Value pat, s;
    int64_t pos, endpos, last, len;
    size_t nspans, j;
    ReMatch *m;
    r_val(r, &pat, link);
    r_val(r, &s, link);
    pos = r_sv(r);
    endpos = r_sv(r);
    last = r_sv(r);
    nspans = r_count(r, 2, "span");
    if (r->fail) return;
    if (nspans == 0 || nspans - 1 > RE_MAXGROUPS) { rfail(r, "bad match groups"); return; }
    if (!link) {
      m = r_obj(r, OT_MATCH, sizeof(ReMatch) + 2 * nspans * sizeof(int64_t));
      if (m == NULL) return;
      m->pattern = m->string = VNONE;
      m->ngroups = (uint32_t)(nspans - 1);
      for (j = 0; j < 2 * nspans; j++) m->spans[j] = r_sv(r);
      r->objs[i] = &m->h;
      return;
    }
    m = (ReMatch *)o;
    for (j = 0; j < 2 * nspans; j++) (void)r_sv(r);
    if (!IS_OBJ(pat, OT_PATTERN) || ((RePattern *)pat.u.o)->prog->ngroups != m->ngroups) {
      rfail(r, "bad match fields");
      return;
    }
    if (IS_BYTES(((RePattern *)pat.u.o)->pattern)) {
      /* a bytes subject; a bytearray's may have shrunk since the match
      ** (its spans are cut to it when used) */
      const uint8_t *d;
      size_t n;
      if (!IS_BYTESLIKE(s) && !IS_OBJ(s, OT_MEMVIEW)) { rfail(r, "bad match fields"); return; }
      len = IS_BYTES(s) && bytes_view(s, &d, &n) ? (int64_t)n : INT64_MAX;
    } else if (IS_STR(s)) len = (int64_t)AS_STR(s)->nchars;
    else {
      rfail(r, "bad match fields");
      return;
    }
    if (pos < 0 || pos > len || endpos < 0 || endpos > len || last < -1 ||
        last > (int64_t)m->ngroups) {
      rfail(r, "bad match positions");
      return;
    }
    for (j = 0; j < nspans; j++) {
      int64_t a = m->spans[2 * j], e = m->spans[2 * j + 1];
      if (!(a == -1 && e == -1) && !(a >= 0 && a <= e && e <= len)) {
        rfail(r, "bad match span");
        return;
      }
    }
    if (m->spans[0] < 0) { rfail(r, "bad match span"); return; }
    m->pattern = pat;
    m->string = s;
    m->lastindex = (int32_t)last;
    m->pos = pos;
    m->endpos = endpos;
    return;
  }
  default:
    rfail(r, "unknown object type %u", t);
  }
}

/* A restored class's MRO: itself first, then classes and builtin types
** (object last) including every base; its special method bits are
** recomputed from the (built) dicts. */
/* Is type in c's MRO (c a metaclass, whose instances are classes)? */
static bool mro_has_type(const Class *c) {
  const Tuple *m = AS_TUPLE(c->mro);
  size_t i;
  for (i = 1; i < m->len; i++)
    if (m->items[i].tag == V_TYPE && m->items[i].u.i == T_TYPE) return true;
  return false;
}

static bool class_ok(Class *c) {
  Tuple *m = AS_TUPLE(c->mro), *b = AS_TUPLE(c->bases);
  size_t i, j;
  if (m->len < 2 || m->items[0].tag != V_OBJ || m->items[0].u.o != &c->h) return false;
  if (m->items[m->len - 1].tag != V_TYPE || m->items[m->len - 1].u.i != T_OBJECT) return false;
  for (i = 1; i < m->len; i++) {
    Value k = m->items[i];
    if (!(k.tag == V_TYPE && k.u.i >= 0 && k.u.i < T__COUNT) && !IS_OBJ(k, OT_CLASS)) return false;
    if (k.tag == V_OBJ && k.u.o == &c->h) return false;
  }
  if (b->len == 0) return false;
  if (boxed_type(c->base)) {
    /* the type of the values its instances wrap is one of its bases' */
    for (i = 1; i < m->len; i++)
      if (m->items[i].tag == V_TYPE && m->items[i].u.i == c->base) break;
    if (i == m->len) return false;
  }
  for (j = 0; j < b->len; j++) {
    for (i = 1; i < m->len; i++)
      if (m->items[i].tag == b->items[j].tag && m->items[i].u.i == b->items[j].u.i) break;
    if (i == m->len) return false;
  }
  return true;
}

/* Objects the interpreter walks recursively or hashes by content must not
** reach themselves through such walks (a Python program cannot build
** t = (t,), but bytes can): tuples, frozensets and slices through their
** items, exceptions through their args, enumerate/zip iterators through
** their sources, gathers through their children (cancel() recurses into
** them; a program makes a gather after its children).  An iterative
** depth-first search over those edges, colours in the (otherwise idle) GC
** mark byte; the post-order gives the order in which frozensets are built,
** elements first. */
static bool dag_node(const Obj *o) {
  switch (o->type) {
  case OT_TUPLE: case OT_FROZENSET: case OT_SLICE: case OT_EXC: case OT_TRACEBACK: return true;
  case OT_ITER: {
    int k = ((const Iter *)o)->kind;
    return k == T_ENUMERATE || k == T_ZIP;
  }
  case OT_FUTURE: return ((const Future *)o)->kind == FUT_GATHER;
  case OT_INSTANCE: return ((const Instance *)o)->base.tag == V_OBJ;
  default: return false;
  }
}

/* Child number k of o along the edges above, or NULL past the last. */
static bool dag_child(R *r, Obj *o, size_t k, Obj **out) {
  Value v;
  switch (o->type) {
  case OT_TUPLE:
    if (k >= ((Tuple *)o)->len) return false;
    v = ((Tuple *)o)->items[k];
    break;
  case OT_FROZENSET: {
    Set *s = (Set *)o;
    if (k >= s->finger) return false;
    v = r->fsel[s->version + k];
    break;
  }
  case OT_SLICE:
    if (k >= 3) return false;
    v = k == 0 ? ((Slice *)o)->start : k == 1 ? ((Slice *)o)->stop : ((Slice *)o)->step;
    break;
  case OT_EXC:
    if (k >= 1) return false;
    v = ((Exc *)o)->args;
    break;
  case OT_ITER:
    if (k >= 1) return false;
    v = ((Iter *)o)->src;
    break;
  case OT_TRACEBACK:     /* tb_next: a chain ends (formatting walks it) */
    if (k >= 1 || ((Traceback *)o)->next == NULL) return false;
    v = vobj(((Traceback *)o)->next);
    break;
  case OT_FUTURE:        /* a gather: its tuple of children (cancel recurses) */
    if (k >= 1) return false;
    v = ((Future *)o)->coro;
    break;
  case OT_INSTANCE:      /* the builtin value it wraps (hash, repr, == unwrap) */
    if (k >= 1) return false;
    v = ((Instance *)o)->base;
    break;
  default:
    return false;
  }
  *out = v.tag == V_OBJ && dag_node(v.u.o) ? v.u.o : NULL;
  return true;
}

static void dag_check(R *r) {
  typedef struct { Obj *o; size_t k; } DF;
  DF *st = NULL;
  size_t cap = 0, n, i;
  if (!(r->ntype[OT_TUPLE] || r->ntype[OT_FROZENSET] || r->ntype[OT_SLICE] ||
        r->ntype[OT_EXC] || r->ntype[OT_ITER] || r->ntype[OT_FUTURE] ||
        r->ntype[OT_INSTANCE] || r->ntype[OT_TRACEBACK]))
    return;   /* no dag_node: nothing to walk, nothing marked */
  for (i = 0; i < r->nobjs && !r->fail; i++) {
    Obj *root = r->objs[i];
    if (!dag_node(root) || root->marked) continue;
    n = 0;
    if (grow(r->vm, (void **)&st, &cap, 1, sizeof(DF))) { rnomem(r); break; }
    st[n++] = (DF){root, 0};
    root->marked = 1;
    while (n > 0 && !r->fail) {
      DF *t = &st[n - 1];
      Obj *ch;
      if (dag_child(r, t->o, t->k++, &ch)) {
        if (ch == NULL || ch->marked == 2) continue;
        if (ch->marked == 1) {
          rfail(r, "a %s contains itself", ch->type == OT_TUPLE ? "tuple"
                : ch->type == OT_FROZENSET ? "frozenset" : ch->type == OT_SLICE ? "slice"
                : ch->type == OT_EXC ? "exception" : ch->type == OT_FUTURE ? "gather"
                : ch->type == OT_TRACEBACK ? "traceback" : "iterator");
          break;
        }
        if (grow(r->vm, (void **)&st, &cap, n + 1, sizeof(DF))) { rnomem(r); break; }
        st[n++] = (DF){ch, 0};
        ch->marked = 1;
        continue;
      }
      t->o->marked = 2;
      if (t->o->type == OT_FROZENSET) r->order[r->norder++] = t->o;
      n--;
    }
  }
  mem_free(&r->vm->mem, st, cap * sizeof(DF));
  for (i = 0; i < r->nobjs; i++) r->objs[i]->marked = 0;
}

static int fut_kind(const Obj *o) {
  return o && o->type == OT_FUTURE ? ((const Future *)o)->kind : -1;
}

static bool tuple_of_futures(Value v) {
  size_t k;
  if (!IS_OBJ(v, OT_TUPLE)) return false;
  for (k = 0; k < AS_TUPLE(v)->len; k++)
    if (!IS_OBJ(AS_TUPLE(v)->items[k], OT_FUTURE)) return false;
  return true;
}

/* What vm/async.c assumes of a future's fields, by kind (which fiber may
** be resumed from where is checked in load_state). */
static void future_check(R *r, Future *f) {
  uint32_t k;
  bool ok = true;
  if (f->state == FS_EXCEPTION && !IS_OBJ(f->result, OT_EXC)) {
    rfail(r, "a failed future holds no exception");
    return;
  }
  for (k = 0; k < f->ncbs && ok; k++) {
    const Obj *o = f->cbs[k].obj;
    switch (f->cbs[k].kind) {
    case CB_WAKEUP: ok = o == NULL || fut_kind(o) == FUT_TASK; break;
    case CB_GATHER: ok = fut_kind(o) == FUT_GATHER; break;
    case CB_RELEASE: ok = fut_kind(o) == FUT_PLAIN; break;
    default: ok = fut_kind(o) == FUT_QUEUE; break;
    }
  }
  if (!ok) { rfail(r, "a callback names the wrong kind of future"); return; }
  switch (f->kind) {
  case FUT_TASK:
    /* a task runs a coroutine or a tool call; a coroutine task that has
    ** started and not finished may have a parked fiber; the main fiber's
    ** task (top-level await) has no coroutine and never runs itself; a
    ** done callback's runner (rex) holds the callback as its name */
    ok = (IS_STR(f->name) || (f->rex && val_is_coro(f->coro))) &&
         (val_is_coro(f->coro) || fut_kind(f->coro.tag == V_OBJ ? f->coro.u.o : NULL) ==
          FUT_TOOL || (f->coro.tag == V_NONE && f->started)) &&
         (f->fib.nframes == 0 || (f->state == FS_PENDING && f->started &&
                                  val_is_coro(f->coro)));
    break;
  case FUT_GATHER:
    ok = tuple_of_futures(f->coro) || (f->coro.tag == V_NONE && f->state != FS_PENDING);
    break;
  case FUT_QUEUE:
    ok = IS_OBJ(f->coro, OT_LIST) && (f->name.tag == V_NONE || IS_OBJ(f->name, OT_FUTURE)) &&
         f->count <= r->nobjs;
    break;
  case FUT_PLAIN:
    ok = f->coro.tag == V_NONE || tuple_of_futures(f->coro);
    break;
  case FUT_TOOL:
    ok = f->name.tag == V_NONE || IS_STR(f->name);
    break;
  default:
    break;
  }
  if (!ok) rfail(r, "bad %s", f->kind == FUT_TASK ? "task" : "future");
}

/* Cross-object checks, once every object is linked. */
static void load_checks(R *r) {
  size_t i, k;
  for (i = 0; i < r->nobjs && !r->fail; i++) {
    Obj *o = r->objs[i];
    switch (o->type) {
    case OT_FUNC: {
      Func *f = (Func *)o;
      Code *c = f->code;
      if (c->nfree) {
        Tuple *cl = IS_OBJ(f->closure, OT_TUPLE) ? AS_TUPLE(f->closure) : NULL;
        if (cl == NULL || cl->len < c->nfree) { rfail(r, "closure too short"); break; }
        for (k = 0; k < c->nfree; k++)
          if (!IS_OBJ(cl->items[k], OT_CELL)) { rfail(r, "closure item is not a cell"); break; }
      }
      if (IS_OBJ(f->defaults, OT_TUPLE) && AS_TUPLE(f->defaults)->len > c->nargs)
        rfail(r, "more defaults than parameters");
      break;
    }
    case OT_CORO: {
      /* a coroutine suspends only in a chain of awaits stepped by hand
      ** (interp.c coro_pass_up): just after an AWAIT, or the call that
      ** passed the value up; an async generator (its code a generator
      ** too) suspends at a yield, as a generator.  What a suspended AWAIT
      ** holds is checked when the chain resumes (coro_resume_chain). */
      Gen *g = (Gen *)o;
      Code *c = g->func->code;
      bool agen = (c->flags & CODE_GENERATOR) != 0;
      if (!(c->flags & CODE_COROUTINE) || g->nregs != c->nregs)
        rfail(r, "coroutine does not match its code");
      else if ((g->state == GEN_CREATED && g->pc != 0) ||
               (g->state == GEN_SUSPENDED && !agen && !vm_coro_rest_ok(c, g->pc)) ||
               (g->state == GEN_SUSPENDED && agen &&
                (g->pc < 1 || g->pc >= c->ncode || c->code[g->pc - 1].op != OP_YIELD)))
        rfail(r, "bad coroutine state");
      break;
    }
    case OT_FUTURE:
      future_check(r, (Future *)o);
      break;
    case OT_GEN: {
      Gen *g = (Gen *)o;
      Code *c = g->func->code;
      if (!(c->flags & CODE_GENERATOR) || (c->flags & CODE_COROUTINE) || g->nregs != c->nregs) {
        rfail(r, "generator does not match its code");
        break;
      }
      if ((g->state == GEN_CREATED && !vm_gen_restart_ok(c, g->pc)) ||
          (g->state == GEN_SUSPENDED &&
           (g->pc < 1 || g->pc >= c->ncode || c->code[g->pc - 1].op != OP_YIELD)))
        rfail(r, "generator position is not a yield");
      break;
    }
    case OT_BMETHOD: {
      BMethod *m = (BMethod *)o;
      const Method *me = method_get(m->method);
      if (m->self.tag != V_UNDEF &&
          method_find(val_type(m->self), me->name, strlen(me->name)) != m->method)
        rfail(r, "bound method of another type");
      break;
    }
    case OT_ITER: {
      Iter *it = (Iter *)o;
      if (it->kind == T_ZIP) {
        Tuple *t = AS_TUPLE(it->src);
        for (k = 0; k < t->len; k++)
          if (!IS_OBJ(t->items[k], OT_ITER)) { rfail(r, "zip of a non-iterator"); break; }
      }
      break;
    }
    default:
      break;
    }
  }
  if (!r->fail) dag_check(r);
}

/* A table rebuild that failed because it passed TABLE_STEPS: refused with
** that reason (true), else false. */
static bool table_limit(R *r) {
  if (!r->vm->limit_hit) return false;
  r->vm->limit_hit = false;
  r->vm->exc = VUNDEF;
  rfail(r, "its dicts and sets need more than %llu key comparisons to rebuild",
        (unsigned long long)TABLE_STEPS);
  return true;
}

/* A dict key that could not be hashed or compared: refused. */
static void dict_key_fail(R *r) {
  bool oom = r->vm->exc.tag == V_OBJ && r->vm->exc.u.o == r->vm->nomem.u.o;
  if (table_limit(r)) return;
  r->vm->exc = VUNDEF;
  if (oom) rnomem(r);
  else rfail(r, "a dict key is unhashable or too deep");
}

/* The memo of the hash of str object ix's text (PASS_ALLOC checked its
** record), or NULL when there is no memo. */
static uint64_t *str_text_hash(R *r, size_t ix) {
  const uint8_t *p = r->p, *end = r->end;
  size_t si;
  if (r->shash == NULL) {
    if (r->nstrs == 0 || r->nstrs > SIZE_MAX / sizeof(uint64_t)) return NULL;
    r->shash = mem_alloc(&r->vm->mem, r->nstrs * sizeof(uint64_t));
    if (r->shash == NULL) {     /* optional: without it every key is hashed */
      r->vm->mem.refused = 0;
      return NULL;
    }
    memset(r->shash, 0, r->nstrs * sizeof(uint64_t));
  }
  r->p = r->sec[SEC_OBJECTS] + r->roff[ix] + 1;
  r->end = r->secend[SEC_OBJECTS];
  si = (size_t)r_uv(r);
  r->p = p;
  r->end = end;
  return si < r->nstrs ? &r->shash[si] : NULL;
}

static void build_dict(R *r, Dict *d) {
  size_t n, k;
  uint64_t n2;
  if (d->version == 0) {
    /* rec_obj read the entries into d's tables, sized for them: each is
    ** indexed in place (entry k is the k-th insertion, so dict_set appends
    ** it where it lies; an equal key would overwrite an earlier entry
    ** instead and is refused before the next one moves) */
    n = d->index ? d->cap : 0;
    for (k = 0; k < n; k++) {
      DictEntry *e = &d->entries[k];
      uint64_t *text = NULL;
      uint64_t h;
      int rc;
      if (e->key.tag == V_NONE && e->key.u.i && r->objs[e->key.u.i - 1]->type == OT_STR) {
        Str *s = (Str *)r->objs[e->key.u.i - 1];
        if (s->hash == 0 && (text = str_text_hash(r, (size_t)e->key.u.i - 1)) != NULL)
          s->hash = *text;   /* (0 when no str of this text was hashed yet) */
      }
      r_resolve(r, &e->key, 1);
      r_resolve(r, &e->value, 1);
      if (IS_STR(e->key) ? hash_str_vm(r->vm, AS_STR(e->key), &h) : vm_hash(r->vm, e->key, &h)) {
        dict_key_fail(r);
        return;
      }
      if (text && *text == 0) *text = h;
      rc = dict_index_next(r->vm, d, h);
      if (rc < 0) { dict_key_fail(r); return; }
      if (rc > 0) { rfail(r, "a dict has equal keys"); return; }
    }
    return;
  }
  r->p = r->sec[SEC_OBJECTS] + d->version + 1;
  d->version = 0;
  n2 = r_uv(r);
  n = (size_t)(n2 >> 1);
  for (k = 0; k < n && !r->fail; k++) {
    Value key, val;
    uint64_t h;
    r_val(r, &key, true);
    r_val(r, &val, true);
    /* keys hashed by Python code: placed by their stored hash, with no
    ** comparison (equal keys are not refused: a wrong hash only hides a
    ** key from lookups, as a __hash__ that changed does in CPython) */
    h = r_uv(r);
    if (r->fail) return;
    if (h == UINT64_MAX) { rfail(r, "bad dict key hash"); return; }
    if (dict_insert_absent(r->vm, d, key, h, val)) {
      if (table_limit(r)) return;
      r->vm->exc = VUNDEF;
      rnomem(r);
      return;
    }
  }
  if (!r->fail && d->len != n) rfail(r, "a dict has equal keys");
}

static bool hash_key(R *r, Value key, uint64_t *h) {
  if (vm_hash(r->vm, key, h)) {
    bool oom = r->vm->exc.tag == V_OBJ && r->vm->exc.u.o == r->vm->nomem.u.o;
    if (table_limit(r)) return false;
    r->vm->exc = VUNDEF;
    if (oom) rnomem(r);
    else rfail(r, "a set element is unhashable");
    return false;
  }
  return true;
}

static void build_set(R *r, Set *s) {
  VM *vm = r->vm;
  unsigned mode, lg;
  size_t size, k;
  SetEntry *tab;
  r->p = r->sec[SEC_OBJECTS] + s->hash + 1;
  mode = r_u8(r);
  lg = r_u8(r);
  size = (size_t)1 << lg;
  s->version = 0;
  s->finger = 0;
  tab = mem_alloc(&vm->mem, size * sizeof(SetEntry));
  if (tab == NULL) { rnomem(r); return; }
  memset(tab, 0, size * sizeof(SetEntry));
  s->table = tab;
  s->mask = size - 1;
  s->fill = s->used = 0;
  s->hash = 0;
  if (mode == 0) {
    size_t finger = (size_t)r_uv(r), used = (size_t)r_uv(r), fill = (size_t)r_uv(r);
    size_t slot = 0;
    for (k = 0; k < fill && !r->fail; k++) {
      size_t gap = (size_t)r_uv(r);
      Value key;
      slot = k ? slot + 1 + gap : gap;
      r_val(r, &key, true);
      if (r->fail) return;
      if (key.tag == V_UNDEF) {
        tab[slot].key = VUNDEF;
        tab[slot].key.u.i = 1;
        tab[slot].hash = HASH_DUMMY;
      } else {
        uint64_t h;
        if (!hash_key(r, key, &h)) return;
        tab[slot].key = key;
        tab[slot].hash = h;
      }
    }
    s->fill = fill;
    s->used = used;
    s->finger = finger;
    /* every element must be found where lookups will search for it */
    for (k = 0; k < size && !r->fail; k++) {
      int c;
      if (tab[k].key.tag == V_UNDEF) continue;
      c = set_contains_hashed(vm, s, tab[k].key, tab[k].hash);
      if (c != 1) {
        vm->exc = VUNDEF;
        if (table_limit(r)) return;
        rfail(r, "a set element is not where its hash puts it");
      }
    }
  } else {
    size_t used = (size_t)r_uv(r);
    for (k = 0; k < used && !r->fail; k++) {
      Value key;
      uint64_t h;
      r_val(r, &key, true);
      if (mode == 2) {
        /* hashed by Python code: as a dict's stored hashes (build_dict) */
        h = r_uv(r);
        if (r->fail) return;
        if (h == UINT64_MAX) { rfail(r, "bad set element hash"); return; }
        if (set_insert_absent(vm, s, key, h)) {
          if (table_limit(r)) return;
          vm->exc = VUNDEF;
          rnomem(r);
          return;
        }
        continue;
      }
      if (r->fail || !hash_key(r, key, &h)) return;
      if (set_add_hashed(vm, s, key, h)) {
        bool oom = vm->exc.tag == V_OBJ && vm->exc.u.o == vm->nomem.u.o;
        if (table_limit(r)) return;
        vm->exc = VUNDEF;
        if (oom) rnomem(r);
        else rfail(r, "set elements cannot be compared");
        return;
      }
    }
    if (!r->fail && s->used != used) rfail(r, "a set has equal elements");
  }
}

/* Dict and set iterators stored the number of live entries passed; turn it
** into a position in the rebuilt table. */
static void fix_iter(Iter *it) {
  if (it->kind == T_SET_ITER) {
    Set *s = AS_SET(it->src);
    size_t k = 0, pos;
    if (it->i < 0) { it->i = -1; return; }
    if (it->i == 0) return;
    for (pos = 0; pos <= s->mask; pos++) {
      if (s->table[pos].key.tag != V_UNDEF && ++k == (uint64_t)it->i) break;
    }
    it->i = pos > s->mask ? (int64_t)s->mask + 1 : (int64_t)pos + 1;
  } else if (it->kind == T_DICT_KEYITER || it->kind == T_DICT_VALUEITER ||
             it->kind == T_DICT_ITEMITER) {
    Dict *d = AS_DICT(it->src);
    if (it->i < 0) it->i = -1;
    else if ((uint64_t)it->i > d->nentries) it->i = (int64_t)d->nentries;
  }
}

/* A module's namespace: its keys must be strs.  The dict keeps its
** identity (it is also the globals of the module's functions and of their
** paused frames; a copy would split them).  Bytes may make it a value
** elsewhere in the heap too, where a program could add any key later:
** attribute lookup and its "did you mean" scan skip keys that are not str. */
static void fix_module(R *r, Module *m) {
  size_t pos = 0;
  Value k, v;
  while (dict_next(m->dict, &pos, &k, &v))
    if (!IS_STR(k)) { rfail(r, "a module attribute name is not a str"); return; }
}

static void load_objects(R *r) {
  VM *vm = r->vm;
  size_t i, n, bytes;
  enter(r, SEC_OBJECTS);
  n = (size_t)r_fixed(r, 4);
  if (r->fail) return;
  if (n > left(r) / 2) { rfail(r, "object count exceeds the bytes left"); return; }
  /* the index of objects and their records' offsets are the loader's, not
  ** the program's: they do not count against the memory limit (at most 8
  ** bytes an input byte) */
  bytes = (n ? n : 1) * sizeof(Obj *) + (n + 1) * sizeof(size_t);
  if (vm->mem.limit) {
    vm->mem.limit += bytes;
    r->exempt = bytes;
  }
  r->objs = mem_alloc(&vm->mem, bytes);
  if (r->objs == NULL) { rnomem(r); return; }
  memset(r->objs, 0, bytes);
  r->roff = (size_t *)(void *)(r->objs + (n ? n : 1));
  r->nobjs = n;
  /* pass 1: allocate; pass 2 (the same records again): link.  Lists and
  ** tuples got their items in pass 1 (references as placeholders, resolved
  ** here), dicts their entries (build_dict resolves and indexes them, or
  ** reads a record with stored hashes again) and strs, bytes and numbers
  ** have nothing to link: pass 2 skips their records. */
  for (i = 0; i < n && !r->fail; i++) {
    r->roff[i] = r->rec = (size_t)(r->p - r->sec[SEC_OBJECTS]);
    rec_obj(r, i, PASS_ALLOC);
    if (!r->fail) r->ntype[r->objs[i]->type]++;
  }
  r->roff[n] = (size_t)(r->p - r->sec[SEC_OBJECTS]);
  leave(r);
  for (i = 0; i < n && !r->fail; i++) {
    const uint8_t *rec = r->sec[SEC_OBJECTS] + r->roff[i];
    if (*rec == OT_LIST || *rec == OT_TUPLE) {
      Obj *o = r->objs[i];
      Value *it = o->type == OT_LIST ? ((List *)o)->items : ((Tuple *)o)->items;
      size_t k, len = o->type == OT_LIST ? ((List *)o)->len : ((Tuple *)o)->len;
      for (k = 0; k < len; k++)
        if (it[k].tag == V_NONE && it[k].u.i) it[k] = vobj(r->objs[it[k].u.i - 1]);
    } else if (*rec != OT_DICT && *rec != OT_STR && *rec != OT_BYTES &&
               *rec != OT_BYTEARRAY && *rec != OT_COMPLEX && *rec != OT_BIGINT) {
      r->p = rec;
      r->end = r->sec[SEC_OBJECTS] + r->roff[i + 1];
      rec_obj(r, i, PASS_LINK);
      leave(r);
    }
  }
  r->end = r->secend[SEC_OBJECTS];
  if (r->fail) return;
  r->order = mem_alloc(&vm->mem, (r->nfrozen ? r->nfrozen : 1) * sizeof(Obj *));
  if (r->order == NULL) { rnomem(r); return; }
  load_checks(r);
  /* tables: frozensets elements first, then everything else, within
  ** TABLE_STEPS (the run's own steps and budget are loaded later) */
  {
    Limits lim = vm->lim;
    uint64_t deadline = vm->deadline;
    vm->lim.max_steps = TABLE_STEPS;
    vm->steps = 0;
    vm->budget = BUDGET_CHUNK;
    vm->deadline = 0;
    for (i = 0; i < r->norder && !r->fail; i++) build_set(r, (Set *)r->order[i]);
    for (i = 0; i < n && !r->fail; i++) {
      Obj *o = r->objs[i];
      if (o->type == OT_DICT) build_dict(r, (Dict *)o);
      else if (o->type == OT_SET) build_set(r, (Set *)o);
    }
    vm->lim = lim;
    vm->deadline = deadline;
    vm->limit_hit = false;
    vm->steps = 0;
    vm->budget = BUDGET_CHUNK;
  }
  for (i = 0; i < n && !r->fail && (r->ntype[OT_ITER] || r->ntype[OT_MODULE]); i++) {
    if (r->objs[i]->type == OT_ITER) fix_iter((Iter *)r->objs[i]);
    else if (r->objs[i]->type == OT_MODULE) fix_module(r, (Module *)r->objs[i]);
  }
  for (i = 0; i < n && !r->fail && r->ntype[OT_INSTANCE]; i++)
    if (r->objs[i]->type == OT_INSTANCE) {
      const Instance *in = (const Instance *)r->objs[i];
      if (in->nvals && in->nvals > in->cls->nlayout) { rfail(r, "instance values beyond its class's layout"); break; }
      if (in->cls && mro_has_type(in->cls)) { rfail(r, "an instance of a metaclass"); break; }
    }
  for (i = 0; i < n && !r->fail && r->ntype[OT_CLASS]; i++)
    if (r->objs[i]->type == OT_CLASS) {
      Class *c = (Class *)r->objs[i];
      if (!class_ok(c)) { rfail(r, "bad class method resolution order"); break; }
      /* a metaclass derives from type and has none of its own */
      if (c->meta && (c->meta->meta || !mro_has_type(c->meta) || mro_has_type(c))) {
        rfail(r, "bad metaclass");
        break;
      }
      if (class_init(vm)) { rnomem(r); break; }
      class_fix_slots(vm, c);
    }
  r->p = r->end;
}

/* ---- frames, registers, requests and the rest of the VM ----
**
** What a restored VM may rely on (the interpreter and the event loop
** assume these of any state they resume):
**  - in every fiber (the main one, and each task's parked one) frame 0 is
**    FR_TOP: a module body in the main fiber, the task's own coroutine in
**    a task's; a frame runs a module code exactly when it is FR_TOP without
**    a function; a function frame's code is its function's; a generator or
**    coroutine code runs exactly in a frame that has its generator or
**    coroutine, which is RUNNING and in no other frame of any fiber (one
**    RUNNING in no frame was cut off by a limit: resuming it raises); a
**    generator is resumed by FORITER (FR_GENFOR: the caller's previous
**    instruction is a FORITER followed by at least one more), by next,
**    send or throw (FR_GENNEXT), by close (FR_GENCLOSE) or where its last
**    reference went (FR_DROPCLOSE: after a DROP or SETGLOBAL, or before
**    its RETURN runs again), by a yield from
**    (FR_YIELDFROM: the caller's previous instruction is a SEND followed
**    by at least one more), or closed for its delegator (FR_YFCLOSE: the
**    caller is a generator whose previous instruction is the yield of a
**    yield from, and dflt the exception it raises there next), a
**    coroutine by await (FR_CALL);
**  - 1 <= pc < ncode for every frame (the next instruction exists, and the
**    one before it, whose line a traceback reads), except that the top
**    frame of a fiber waiting in its code's first instruction has pc 0
**    (it re-runs the instruction; nothing may be raised in it then: its
**    exception slot is empty and no sync request is for it);
**  - bases increase from frame to frame; ret < base; every register window
**    lies inside the fiber's stored stack, which ends at the highest frame
**    end;
**  - requests name a tool (or are sleeps, UINT32_MAX, with a future), hold
**    a list and a dict, a failed one an exception, and have distinct ids;
**    an async one belongs to a pending tool future whose req is its id
**    (a tool future naming an existing request is that request's); a sync
**    one to the loaded fiber (which is not running) with frames whose
**    stack holds its result slot, and there is at most one;
**  - a fiber is resumed from at most one place (it runs, or one entry of
**    the ready queue, or one sync request, or one CB_WAKEUP callback, which
**    sits on the future the fiber awaits); whatever resumes a fiber finds
**    frames in it (a task that has not started, runs a tool call or is
**    finished needs none); the running task has frames;
**  - the ready queue's entries name futures of the kinds their callbacks
**    cast them to; the main fiber's task has no coroutine and is never
**    resumed as a task; every module object is vm->asyncio;
**  - exception slots hold an exception, None or nothing, as the
**    interpreter expects.
** Register contents are not checked against what the code will do with
** them (a hostile snapshot can put any value in any register): the
** interpreter checks the tags its instructions rely on. */

/* The event loop, as read from the end of STATE. */
typedef struct LAsync {
  Obj *cur, *main_waiting, *main_task;
  bool running, main_done;
  int main_status;
  Ready *ready;
  size_t nready;
  List *tasks;
  uint32_t loop_depth;
  Value main_result;
  uint64_t task_counter;
  Module *asyncio;
  uint64_t *cancelled;
  size_t ncancelled, cancel_read;
  uint32_t batch;
  uint8_t stopping;
  bool main_run_block;
} LAsync;

/* None, or an object of the given type. */
static Obj *r_ref(R *r, int type, const char *what) {
  Value v;
  r_val(r, &v, true);
  if (r->fail || v.tag == V_NONE) return NULL;
  if (!IS_OBJ(v, type)) {
    rfail(r, "%s is of the wrong type", what);
    return NULL;
  }
  return v.u.o;
}

static void load_async(R *r, LAsync *a) {
  VM *vm = r->vm;
  size_t i;
  unsigned running, has_tasks, done;
  uint64_t depth;
  int64_t status;
  a->cur = r_ref(r, OT_FUTURE, "the running task");
  running = r_u8(r);
  a->main_waiting = r_ref(r, OT_FUTURE, "the main fiber's future");
  a->main_task = r_ref(r, OT_FUTURE, "the main task");
  a->nready = r_count(r, 3, "ready entry");
  if (r->fail) return;
  if (running > 1 || a->nready > UINT32_MAX / 2) { rfail(r, "bad event loop"); return; }
  a->running = running != 0;
  if (a->nready) {
    a->ready = mem_alloc(&vm->mem, a->nready * sizeof(Ready));
    if (a->ready == NULL) { a->nready = 0; rnomem(r); return; }
  }
  for (i = 0; i < a->nready && !r->fail; i++) {
    Ready *e = &a->ready[i];
    e->kind = r_u8(r);
    e->obj = r_ref(r, OT_FUTURE, "a ready entry");
    e->arg = r_ref(r, OT_FUTURE, "a ready entry");
  }
  has_tasks = r_u8(r);
  if (r->fail) return;
  if (has_tasks > 1) { rfail(r, "bad event loop"); return; }
  if (has_tasks) {
    size_t n = r_count(r, 1, "task");
    if (r->fail) return;
    /* a list of the loop's own (its items are cast to tasks) */
    a->tasks = list_new(vm, n);
    if (a->tasks == NULL) { vm->exc = VUNDEF; rnomem(r); return; }
    for (i = 0; i < n && !r->fail; i++) {
      Obj *t = r_ref(r, OT_FUTURE, "a task");
      /* (a done callback's runner is no task the program may see) */
      if (!r->fail && (fut_kind(t) != FUT_TASK || ((const Future *)t)->rex))
        rfail(r, "the task list holds something else");
      a->tasks->items[i] = t ? vobj(t) : VNONE;
      a->tasks->len = i + 1;
    }
  }
  depth = r_uv(r);
  done = r_u8(r);
  status = r_sv(r);
  r_val(r, &a->main_result, true);
  a->task_counter = r_uv(r);
  a->asyncio = (Module *)r_ref(r, OT_MODULE, "the asyncio module");
  a->ncancelled = r_count(r, 1, "cancelled request");
  if (r->fail) return;
  if (depth > UINT32_MAX || done > 1 || (status != VM_DONE && status != VM_ERROR) ||
      a->ncancelled > UINT32_MAX / 2) {
    rfail(r, "bad event loop");
    return;
  }
  a->loop_depth = (uint32_t)depth;
  a->main_done = done != 0;
  a->main_status = (int)status;
  if (a->ncancelled) {
    a->cancelled = mem_alloc(&vm->mem, a->ncancelled * sizeof(uint64_t));
    if (a->cancelled == NULL) { a->ncancelled = 0; rnomem(r); return; }
    for (i = 0; i < a->ncancelled; i++) a->cancelled[i] = r_uv(r);
  }
  a->cancel_read = (size_t)r_uv(r);
  if (!r->fail && a->cancel_read > a->ncancelled) rfail(r, "bad event loop");
  {
    uint64_t batch = r_uv(r);
    unsigned stopping = r_u8(r), block = r_u8(r);
    if (r->fail) return;
    if (batch > a->nready || stopping > STOP_MAIN || block > 1) {
      rfail(r, "bad event loop");
      return;
    }
    a->batch = (uint32_t)batch;
    a->stopping = (uint8_t)stopping;
    a->main_run_block = block != 0;
  }
}

/* The structure of one fiber (see above); task is NULL for the main fiber,
** exc the exception it will raise when it resumes.  Generators and
** coroutines running in its frames are marked (no other frame may have
** them). */
static void fiber_check(R *r, const Fiber *fb, const Future *task, Value exc) {
  const char *what = task ? "task frame" : "frame";
  size_t top = 0, i, ntop = fb->stack_cap ? fb->stack_cap - 1 : 0;
  for (i = 0; i < fb->nframes && !r->fail; i++) {
    const Frame *f = &fb->frames[i];
    Code *c = f->code;
    unsigned kind = f->kind;
    bool bottom = task && i == 0;       /* a task's own coroutine */
    if (c->flags & CODE_MODULE) {
      if (kind != FR_TOP || f->func || f->gen || bottom) {
        rfail(r, "%s %zu: bad module frame", what, i);
        break;
      }
    } else {
      Gen *gn = f->gen;
      if ((kind == FR_TOP && !bottom) || f->func == NULL || f->func->code != c) {
        rfail(r, "%s %zu: code is not its function's", what, i);
        break;
      }
      if (c->flags & CODE_GENERATOR) {
        /* (an async generator's Gen is an OT_CORO) */
        if (gn == NULL || gn->h.type != ((c->flags & CODE_COROUTINE) ? OT_CORO : OT_GEN) ||
            gn->func != f->func ||
            gn->state != GEN_RUNNING || gn->h.marked || kind == FR_CALL || kind == FR_TOP) {
          rfail(r, "%s %zu: bad generator frame", what, i);
          break;
        }
        gn->h.marked = 1;           /* in a frame (cleared by the caller) */
      } else if (c->flags & CODE_COROUTINE) {
        if (gn == NULL || gn->h.type != OT_CORO || gn->func != f->func ||
            gn->state != GEN_RUNNING || gn->h.marked ||
            (kind != FR_CALL && kind != FR_GENNEXT && kind != FR_GENCLOSE &&   /* by hand */
             !(kind == FR_TOP && bottom && task->coro.tag == V_OBJ &&
               task->coro.u.o == &gn->h))) {
          rfail(r, "%s %zu: bad coroutine frame", what, i);
          break;
        }
        gn->h.marked = 1;
      } else if (f->gen || (kind != FR_CALL && kind != FR_INIT && kind != FR_INIT_FINISH &&
                            kind != FR_FINISH)) {
        rfail(r, "%s %zu: a generator in a plain call", what, i);
        break;
      }
    }
    if (i == 0 && kind != FR_TOP) {
      rfail(r, task ? "a task's bottom frame is not its coroutine"
                    : "the bottom frame is not a module body");
      break;
    }
    /* a fiber that waits re-runs the await (or call) it waits in: its top
    ** frame's pc is that instruction's, 0 if it is the first; an error is
    ** raised one past it */
    if (f->pc >= c->ncode ||
        (f->pc < 1 && (i + 1 < fb->nframes || exc.tag != V_UNDEF))) {
      rfail(r, "%s %zu: pc out of range", what, i);
      break;
    }
    if (i > 0 && f->base <= fb->frames[i - 1].base) {
      rfail(r, "%s %zu: bases do not increase", what, i);
      break;
    }
    if (kind != FR_TOP && f->ret >= f->base) {
      rfail(r, "%s %zu: result slot inside the frame", what, i);
      break;
    }
    if (kind == FR_GENFOR || kind == FR_YIELDFROM) {
      const Frame *caller = &fb->frames[i - 1];
      if (caller->code->code[caller->pc - 1].op != (kind == FR_GENFOR ? OP_FORITER : OP_SEND) ||
          caller->pc + 1 >= caller->code->ncode) {
        rfail(r, "%s %zu: generator not resumed by a for loop or yield from", what, i);
        break;
      }
    }
    if (kind == FR_INIT || kind == FR_INIT_FINISH || kind == FR_FINISH) {
      const Frame *caller = &fb->frames[i - 1];
      int op = caller->code->code[caller->pc - 1].op;
      bool ok = kind == FR_FINISH
        ? f->dflt.tag == V_INT && f->dflt.u.i >= 0 && f->dflt.u.i < 32 &&
          (op == OP_ADD || op == OP_SUB || op == OP_MUL || op == OP_BINOP || op == OP_IBINOP ||
           op == OP_STRAPPEND || op == OP_ADDI || op == OP_SUBI || op == OP_CMPI ||
           op == OP_BINOPI ||
           op == OP_CMP || op == OP_LT || op == OP_EQ || op == OP_JMPIF || op == OP_JMPIFNOT ||
           op == OP_NOT || op == OP_RAISE || op == OP_CALLMETHOD || op == OP_GETITER ||
           op == OP_SPECIAL ||
           (op == OP_FORITER && caller->pc + 1 < caller->code->ncode))
        : (IS_OBJ(f->dflt, OT_INSTANCE) || IS_OBJ(f->dflt, OT_EXC)) &&
          (kind == FR_INIT || op == OP_RAISE);
      if (!ok) {
        rfail(r, "%s %zu: bad special method frame", what, i);
        break;
      }
    }
    if (kind == FR_DROPCLOSE) {
      /* closed where its last reference went (interp.c gen_drop): the
      ** caller goes on after a DROP, SETGLOBAL, DELGLOBAL or LOADUNDEF
      ** (del, a rebound local), or runs its RETURN again, or has the
      ** exception dflt go on through it */
      const Frame *caller = &fb->frames[i - 1];
      const Instr *at = caller->code->code;
      int prev = caller->pc >= 1 ? at[caller->pc - 1].op : -1;
      if (!(IS_OBJ(f->dflt, OT_EXC) ||
            (f->dflt.tag == V_UNDEF && at[caller->pc].op == OP_RETURN) ||
            (f->dflt.tag == V_UNDEF && (prev == OP_DROP || prev == OP_SETGLOBAL ||
                                        prev == OP_DELGLOBAL || prev == OP_LOADUNDEF)))) {
        rfail(r, "%s %zu: bad dropped generator frame", what, i);
        break;
      }
    }
    if (kind == FR_YFCLOSE) {
      /* closed for its delegator, which waits in the yield of its yield
      ** from and gets dflt (a GeneratorExit) next */
      const Frame *caller = &fb->frames[i - 1];
      const Instr *y = &caller->code->code[caller->pc - 1];
      if (caller->gen == NULL || y->op != OP_YIELD || y->x != 1 ||
          !IS_OBJ(f->dflt, OT_EXC)) {
        rfail(r, "%s %zu: bad closing subgenerator", what, i);
        break;
      }
    }
    if ((size_t)f->base + c->nregs > top) top = (size_t)f->base + c->nregs;
  }
  if (!r->fail && ntop != top)
    rfail(r, "stack size %zu is not the frames' extent %zu", ntop, top);
}

/* Can t (a task, NULL: the main fiber) be resumed?  A task that has not
** started starts its coroutine or tool call; one that is finished ignores
** it; one running a coroutine resumes its parked frames. */
static bool wake_ok(const Fiber *mf, const Obj *t) {
  const Future *f = (const Future *)t;
  if (t == NULL) return mf->nframes > 0;
  if (fut_kind(t) != FUT_TASK || f->coro.tag == V_NONE) return false;
  if (f->state != FS_PENDING || !f->started || !IS_OBJ(f->coro, OT_CORO)) return true;
  return f->fib.nframes > 0;
}

/* One more place that resumes t (counted in its mark byte, saturating). */
static void wake_count(Obj *t, unsigned *mainc) {
  if (t == NULL) (*mainc)++;
  else if (t->marked < 2) t->marked++;
}

/* The index of the request with id in reqs[0..n), through ids (a map of
** them all) when there are many. */
static bool req_at(const Map *ids, const Request *reqs, size_t n, uint64_t id, uint64_t *at) {
  size_t i;
  if (n > 16) return map_get(ids, id, at);
  for (i = 0; i < n; i++)
    if (reqs[i].id == id) { *at = i; return true; }
  return false;
}

static void async_checks(R *r, const Fiber *mf, const Request *reqs, size_t nreq,
                         const LAsync *a) {
  VM *vm = r->vm;
  Map ids = {NULL, 0, 0};
  unsigned mainc = 0, nsync = 0;
  size_t i, k;
  /* requests and their futures or fibers */
  for (i = 0; i < nreq && !r->fail; i++) {
    const Request *q = &reqs[i];
    uint64_t at;
    if (req_at(&ids, reqs, i, q->id, &at)) {     /* among those before it */
      rfail(r, "two requests have the same id");
      break;
    }
    if (nreq > 16 && map_put(vm, &ids, q->id, i)) { rnomem(r); break; }
    if (q->fut) {
      const Future *f = (const Future *)q->fut;
      if (f->kind != FUT_TOOL || f->state != FS_PENDING || f->req != q->id || q->task)
        rfail(r, "request %zu does not match its future", i);
    } else {
      const Fiber *fb = q->task ? &((const Future *)q->task)->fib : mf;
      /* its answer is stored, or raised one past the call (a sync
      ** request of UINT32_MAX is time.sleep's) */
      if ((q->task && fut_kind(q->task) != FUT_TASK) ||
          fb->nframes == 0 || q->ret >= fb->stack_cap - 1 ||
          fb->frames[fb->nframes - 1].pc < 1) {
        rfail(r, "request %zu: no fiber waits for it", i);
        break;
      }
      /* it blocks the loop (async.c, sync_waiting): its fiber is the
      ** loaded one, which waits, and no other sync call is out */
      if (q->task != a->cur || a->running || nsync++) {
        rfail(r, "request %zu: a sync call outside the loaded fiber", i);
        break;
      }
      wake_count(q->task, &mainc);
    }
  }
  /* tool futures and requests agree; a callback that resumes a fiber sits
  ** on the future that fiber awaits */
  for (i = 0; i < r->nobjs && !r->fail && r->ntype[OT_FUTURE]; i++) {
    Obj *o = r->objs[i];
    const Future *f = (const Future *)o;
    uint64_t at;
    if (o->type != OT_FUTURE) continue;
    if (f->kind == FUT_TOOL && f->req && req_at(&ids, reqs, nreq, f->req, &at) &&
        reqs[at].fut != o) {
      rfail(r, "a tool future names another future's request");
      break;
    }
    for (k = 0; k < f->ncbs; k++) {
      Obj *t = f->cbs[k].obj;
      if (f->cbs[k].kind != CB_WAKEUP) continue;
      if ((t ? ((const Future *)t)->waiting != o : o != a->main_waiting) || !wake_ok(mf, t)) {
        rfail(r, "a callback resumes a fiber that does not wait for it");
        break;
      }
      wake_count(t, &mainc);
    }
  }
  map_free(vm, &ids);
  /* the ready queue */
  for (i = 0; i < a->nready && !r->fail; i++) {
    const Ready *e = &a->ready[i];
    bool ok;
    switch (e->kind) {
    case RQ_STEP: case RQ_CONT:
      ok = wake_ok(mf, e->obj);
      if (ok) wake_count(e->obj, &mainc);
      break;
    case CB_GATHER: ok = fut_kind(e->obj) == FUT_GATHER && e->arg; break;
    case CB_RELEASE: ok = fut_kind(e->obj) == FUT_PLAIN; break;
    case CB_QUEUE: ok = fut_kind(e->obj) == FUT_QUEUE && e->arg; break;
    case RQ_STOP: ok = e->obj == NULL && e->arg == NULL && a->main_done; break;
    default: ok = false; break;
    }
    if (!ok) rfail(r, "ready entry %zu cannot run", i);
  }
  /* the loaded fiber, the main fiber's waits and task */
  if (!r->fail && a->cur && (fut_kind(a->cur) != FUT_TASK ||
                             ((const Future *)a->cur)->fib.nframes == 0))
    rfail(r, "the running task has no frames");
  if (!r->fail && a->running) {
    if (wake_ok(mf, a->cur)) wake_count(a->cur, &mainc);
    else rfail(r, "the running fiber has no frames");
  }
  if (!r->fail && a->main_waiting && mf->nframes == 0)
    rfail(r, "the main fiber awaits without frames");
  /* asyncio.run's stop resumes the main fiber at the end of the iteration */
  if (!r->fail && a->stopping == STOP_RUN) {
    if (wake_ok(mf, NULL)) wake_count(NULL, &mainc);
    else rfail(r, "the loop's stop resumes a main fiber without frames");
  }
  if (!r->fail && a->main_run_block && !a->main_waiting)
    rfail(r, "asyncio.run waits on nothing");
  if (!r->fail && a->main_task && (fut_kind(a->main_task) != FUT_TASK ||
                                   ((const Future *)a->main_task)->coro.tag != V_NONE))
    rfail(r, "bad main task");
  if (!r->fail && a->main_done && a->main_status == VM_ERROR && !IS_OBJ(a->main_result, OT_EXC))
    rfail(r, "the main fiber's error is not an exception");
  if (!r->fail && mainc > 1) rfail(r, "the main fiber is resumed from two places");
  /* (wake_count marks only tasks) */
  for (i = 0; i < r->nobjs && r->ntype[OT_FUTURE]; i++) {
    if (!r->fail && r->objs[i]->marked > 1) rfail(r, "a task is resumed from two places");
    r->objs[i]->marked = 0;
  }
}

static void load_state(R *r) {
  VM *vm = r->vm;
  Value globals, prelude, modules, exc, handled, result, ctx, v;
  size_t nreq, i, nroots, capr = 0;
  Fiber mf;
  Request *reqs = NULL;
  uint64_t next_id, calls, steps, u;
  int64_t budget;
  Limits lim;
  LAsync a;
  unsigned hit = 0;
  uint64_t kind = 0, seed = 0;
  size_t nout = 0;
  const uint8_t *outp = NULL;
  memset(&mf, 0, sizeof mf);
  memset(&a, 0, sizeof a);
  enter(r, SEC_STATE);
  r_val(r, &globals, true);
  r_val(r, &prelude, true);
  r_val(r, &modules, true);
  r_val(r, &exc, true);
  r_val(r, &handled, true);
  r_val(r, &result, true);
  r_val(r, &ctx, true);
  if (r->fail) return;
  if (!IS_OBJ(globals, OT_DICT) || !IS_OBJ(prelude, OT_DICT) || !exc_or(exc, false, true) ||
      !exc_or(handled, true, true) || !ctx_ok(ctx)) {
    rfail(r, "bad VM roots");
    return;
  }
  if (modules.tag != V_NONE) {
    /* the registry of imported modules: name -> module of that name */
    size_t pos = 0;
    Value k, m;
    if (!IS_OBJ(modules, OT_DICT)) { rfail(r, "bad module registry"); return; }
    while (dict_next(AS_DICT(modules), &pos, &k, &m))
      if (!IS_STR(k) || !IS_OBJ(m, OT_MODULE) || !str_eq(AS_STR(k), AS_STR(((Module *)m.u.o)->name))) {
        rfail(r, "bad module registry");
        return;
      }
  }
  r_fiber(r, &mf, true, true, true);
  nreq = r_count(r, 10, "request");
  if (r->fail) goto fail;
  capr = nreq < 4 ? 4 : nreq;
  reqs = mem_alloc(&vm->mem, capr * sizeof(Request));
  if (reqs == NULL) { rnomem(r); goto fail; }
  for (i = 0; i < nreq && !r->fail; i++) {
    Request *q = &reqs[i];
    int64_t line;
    uint64_t ret, tool;
    unsigned st;
    q->id = r_uv(r);
    tool = r_uv(r);
    st = r_u8(r);
    line = r_sv(r);
    ret = r_uv(r);
    r_val(r, &q->args, true);
    r_val(r, &q->kwargs, true);
    r_val(r, &q->result, true);
    q->fut = r_ref(r, OT_FUTURE, "a request's future");
    q->task = r_ref(r, OT_FUTURE, "a request's task");
    q->host = NULL;
    if (r->fail) break;
    if (q->id == 0 || (tool >= vm->ntools && tool != UINT32_MAX) || st > REQ_FAILED ||
        line < INT32_MIN || line > INT32_MAX || ret > UINT32_MAX ||
        !IS_OBJ(q->args, OT_LIST) || !IS_OBJ(q->kwargs, OT_DICT) ||
        (st == REQ_FAILED && !IS_OBJ(q->result, OT_EXC))) {
      rfail(r, "bad request %zu", i);
      break;
    }
    q->tool = (uint32_t)tool;
    q->state = (uint8_t)st;
    q->line = (int32_t)line;
    q->ret = (uint32_t)ret;
  }
  next_id = r_uv(r);
  calls = r_uv(r);
  steps = r_uv(r);
  budget = r_sv(r);
  lim.max_steps = r_uv(r);
  u = r_uv(r);
  lim.max_memory = (size_t)u;
  if (u > SIZE_MAX) rfail(r, "bad limits");
  u = r_uv(r);
  lim.max_depth = (uint32_t)u;
  if (u > UINT32_MAX) rfail(r, "bad limits");
  u = r_uv(r);
  lim.max_output = (size_t)u;
  if (u > SIZE_MAX) rfail(r, "bad limits");
  lim.max_calls = r_uv(r);
  u = r_uv(r);                               /* out_bytes */
  hit = r_u8(r);
  kind = r_uv(r);
  seed = r_uv(r);
  nout = r_count(r, 1, "output byte");
  outp = r_take(r, nout);
  if (r->fail) goto fail;
  if (hit > 1 || kind > LIMIT_TIME || budget < INT32_MIN || budget > BUDGET_CHUNK ||
      u > SIZE_MAX) {
    rfail(r, "bad counters");
    goto fail;
  }
  for (i = 0; i < nreq; i++)
    if (reqs[i].id > next_id) { rfail(r, "request id beyond the next id"); goto fail; }
  nroots = r_count(r, 1, "root");
  if (r->fail) goto fail;
  if (nroots > sizeof vm->roots / sizeof vm->roots[0]) { rfail(r, "too many roots"); goto fail; }
  for (i = 0; i < nroots && !r->fail; i++) {
    r_val(r, &v, true);
    vm->roots[i] = v;
  }
  load_async(r, &a);
  leave(r);
  if (r->fail) goto fail;
  /* every fiber (the generators and coroutines in frames are marked) */
  fiber_check(r, &mf, NULL, exc);
  for (i = 0; i < r->nobjs && !r->fail && r->ntype[OT_FUTURE]; i++) {
    Future *t = (Future *)r->objs[i];
    if (t->h.type == OT_FUTURE && t->kind == FUT_TASK && t->fib.nframes)
      fiber_check(r, &t->fib, t, t->fib.exc);
  }
  /* (fiber_check marks only generators and coroutines) */
  for (i = 0; i < r->nobjs && (r->ntype[OT_GEN] || r->ntype[OT_CORO]); i++)
    r->objs[i]->marked = 0;
  if (!r->fail) async_checks(r, &mf, reqs, nreq, &a);
  if (r->fail) goto fail;
  vm->outbuf.len = 0;
  if (nout && buf_put(vm, &vm->outbuf, (const char *)outp, nout)) {
    vm->exc = VUNDEF;
    rnomem(r);
    goto fail;
  }
  vm->limit_hit = hit != 0;
  vm->limit_kind = (int)kind;
  vm->hash_seed = seed;
  /* commit */
  mem_free(&vm->mem, vm->frames, vm->frames_cap * sizeof(Frame));
  mem_free(&vm->mem, vm->stack, vm->stack_cap * sizeof(Value));
  mem_free(&vm->mem, vm->reqs, vm->capreqs * sizeof(Request));
  mem_free(&vm->mem, vm->ready, vm->rcap * sizeof(Ready));
  mem_free(&vm->mem, vm->cancelled, vm->capcancelled * sizeof(uint64_t));
  vm->frames = mf.frames;
  vm->nframes = mf.nframes;
  vm->frames_cap = mf.frames_cap;
  vm->stack = mf.stack;
  vm->stack_cap = mf.stack_cap;
  vm->reqs = reqs;
  vm->nreqs = (uint32_t)nreq;
  vm->capreqs = (uint32_t)capr;
  vm->globals = AS_DICT(globals);
  vm->prelude = AS_DICT(prelude);
  vm->modules = modules.tag == V_NONE ? NULL : AS_DICT(modules);
  vm->exc = exc;
  vm->handled = handled;
  vm->result = result;
  vm->ctx = ctx;
  vm->nroots = (int)nroots;
  vm->next_id = next_id;
  vm->calls = calls;
  vm->steps = steps;
  vm->budget = budget;
  vm->lim = lim;
  vm->out_bytes = (size_t)u;
  for (i = 0; i < nreq; i++) vm_req_note(vm, (uint32_t)i);   /* lookup hints */
  vm->answered = nreq > 0;             /* answered requests are delivered */
  vm->ready = a.ready;
  vm->rcap = vm->rlen = (uint32_t)a.nready;
  vm->rhead = 0;
  vm->batch = a.batch;
  vm->stopping = a.stopping;
  vm->main_run_block = a.main_run_block;
  vm->cancelled = a.cancelled;
  vm->capcancelled = vm->ncancelled = (uint32_t)a.ncancelled;
  vm->cancel_read = (uint32_t)a.cancel_read;
  vm->tasks = a.tasks;
  vm->loop_depth = a.loop_depth;
  vm->main_done = a.main_done;
  vm->main_status = a.main_status;
  vm->main_result = a.main_result;
  vm->task_counter = a.task_counter;
  vm->asyncio = a.asyncio;
  vm->running = a.running;
  vm->main_waiting = a.main_waiting;
  vm->main_task = a.main_task;
  vm->cur = NULL;
  vm->newest_class = NULL;   /* (restored classes may have subclasses) */
  if (a.cur) vm_switch_fiber(vm, a.cur);
  return;
fail:
  mem_free(&vm->mem, mf.frames, mf.frames_cap * sizeof(Frame));
  mem_free(&vm->mem, mf.stack, mf.stack_cap * sizeof(Value));
  mem_free(&vm->mem, reqs, capr * sizeof(Request));
  mem_free(&vm->mem, a.ready, a.nready * sizeof(Ready));
  mem_free(&vm->mem, a.cancelled, a.ncancelled * sizeof(uint64_t));
}

static void load_host(R *r, SnapHost *host) {
  uint64_t state;
  size_t n;
  const uint8_t *p;
  enter(r, SEC_HOST);
  state = r_uv(r);
  n = r_count(r, 1, "output byte");
  p = r_take(r, n);
  leave(r);
  if (r->fail) return;
  if (state > UINT32_MAX) { rfail(r, "bad host state"); return; }
  if (host) {
    host->state = (uint32_t)state;
    if (n && buf_put(r->vm, &host->out, (const char *)p, n)) {
      r->vm->exc = VUNDEF;
      rnomem(r);
    }
  }
}

/* Header, checksum, tag and the section directory. */
static void load_frame(R *r, const uint8_t *p, size_t n, const uint8_t *key, size_t keylen) {
  uint32_t version, flags, crc;
  uint64_t blen;
  size_t tail, pos;
  int id;
  if (n < 8 || memcmp(p, SNAP_MAGIC, 8) != 0) {
    if (memcmp(p, SNAP_MAGIC, n < 8 ? n : 8) != 0) rfail(r, "not a baton snapshot (bad magic)");
    else rfail(r, "snapshot is truncated (%zu bytes)", n);
    return;
  }
  if (n < SNAP_HEADER) { rfail(r, "snapshot is truncated (%zu bytes)", n); return; }
  version = (uint32_t)get_le(p + 8, 4);
  if (version != SNAP_VERSION) {
    rfail(r, "snapshot format version %u is not supported (this build reads version %u)",
          version, SNAP_VERSION);
    return;
  }
  flags = (uint32_t)get_le(p + 12, 4);
  if (flags & ~SNAP_FLAG_HMAC) { rfail(r, "unknown snapshot flags 0x%x", flags); return; }
  blen = get_le(p + 16, 8);
  tail = 4 + ((flags & SNAP_FLAG_HMAC) ? SHA256_LEN : 0);
  if (n - SNAP_HEADER < tail || blen > n - SNAP_HEADER - tail) {
    rfail(r, "snapshot is truncated (%zu bytes, the header says %llu)", n,
          (unsigned long long)(blen + SNAP_HEADER + tail));
    return;
  }
  if (blen < n - SNAP_HEADER - tail) { rfail(r, "trailing bytes after the snapshot"); return; }
  if ((flags & SNAP_FLAG_HMAC) && keylen == 0) {
    rfail(r, "snapshot is authenticated: a key is needed to restore it");
    return;
  }
  if (!(flags & SNAP_FLAG_HMAC) && keylen > 0) {
    rfail(r, "snapshot is not authenticated but a key was given");
    return;
  }
  crc = (uint32_t)get_le(p + SNAP_HEADER + blen, 4);
  if (snap_crc32(0, p + SNAP_HEADER, (size_t)blen) != crc) {
    rfail(r, "snapshot checksum mismatch: the bytes are corrupted");
    return;
  }
  if (flags & SNAP_FLAG_HMAC) {
    uint8_t tag[SHA256_LEN];
    size_t signed_len = SNAP_HEADER + (size_t)blen + 4;
    hmac_sha256(key, keylen, p, signed_len, tag);
    if (!sha256_equal(tag, p + signed_len, SHA256_LEN)) {
      rfail(r, "snapshot authentication failed: wrong key or altered bytes");
      return;
    }
  }
  pos = SNAP_HEADER;
  for (id = 1; id < SEC__COUNT; id++) {
    uint64_t len;
    size_t end = SNAP_HEADER + (size_t)blen;
    if (end - pos < 9 || p[pos] != id) {
      rfail(r, "malformed snapshot: section %s missing", sec_names[id]);
      return;
    }
    len = get_le(p + pos + 1, 8);
    pos += 9;
    if (len > end - pos) {
      rfail(r, "malformed snapshot: section %s runs past the body", sec_names[id]);
      return;
    }
    r->sec[id] = p + pos;
    r->secend[id] = p + pos + len;
    pos += (size_t)len;
  }
  if (pos != SNAP_HEADER + blen) rfail(r, "malformed snapshot: bytes after the last section");
}

static void r_free(R *r) {
  VM *vm = r->vm;
  mem_free(&vm->mem, r->strs, strs_size(r->nstrs));
  if (r->shash) mem_free(&vm->mem, r->shash, r->nstrs * sizeof(uint64_t));
  mem_free(&vm->mem, r->srcs, (r->nsrcs ? r->nsrcs : 1) * sizeof(RSrc));
  mem_free(&vm->mem, r->codes, (r->ncodes ? r->ncodes : 1) * sizeof(Code *));
  mem_free(&vm->mem, r->natives, (r->nnatives ? r->nnatives : 1) * sizeof(uint32_t));
  if (r->objs)
    mem_free(&vm->mem, r->objs,
             (r->nobjs ? r->nobjs : 1) * sizeof(Obj *) + (r->nobjs + 1) * sizeof(size_t));
  if (r->order) mem_free(&vm->mem, r->order, (r->nfrozen ? r->nfrozen : 1) * sizeof(Obj *));
  vm->mem.limit -= r->exempt;
  mem_free(&vm->mem, r->fsel, r->capfsel * sizeof(Value));
  mem_free(&vm->mem, r->tmp, r->captmp);
}

int snap_load_ex(VM *vm, const uint8_t *p, size_t n, const uint8_t *key, size_t keylen,
                 SnapHost *host, char *err, size_t errlen) {
  R r;
  memset(&r, 0, sizeof r);
  r.vm = vm;
  r.err = err;
  r.errlen = errlen;
  if (err && errlen) err[0] = 0;
  if (p == NULL) n = 0;
  load_frame(&r, n ? p : (const uint8_t *)"", n, key, keylen);
  if (r.fail) return -1;
  if (vm->ntools || vm->nframes || vm->nreqs || vm->cur || vm->rlen) {
    rfail(&r, "the VM to restore into is not fresh");
    return -1;
  }
  /* nothing below reaches a safe point that could collect, except the
  ** signature defaults run by load_tools; collecting stays off until the
  ** state is complete */
  gc_settle(vm);   /* the loader borrows the marks */
  vm->gc_enabled = false;
  load_strings(&r);
  if (!r.fail) load_natives(&r);
  if (!r.fail) load_tools(&r);
  if (!r.fail) load_sources(&r);
  if (!r.fail) load_codes(&r);
  if (!r.fail) load_objects(&r);
  if (!r.fail) load_state(&r);
  if (!r.fail) load_host(&r, host);
  /* new NaNs and identity numbers must not repeat those restored */
  if (r.max_nan > vm->nan_serial) vm->nan_serial = r.max_nan;
  if (r.max_oid > vm->next_oid) vm->next_oid = r.max_oid;
  r_free(&r);
  vm->mem.refused = 0;
  if (r.fail) {
    vm->exc = VUNDEF;
    return -1;
  }
  vm->gc_enabled = true;
  mcache_invalidate(vm);
  vm->class_epoch++;       /* and the attribute caches (vm.h, ACache) */
  vm->str_fresh = NULL;
  gc_after_load(vm);       /* generations and thresholds (gc.c) */
  vm->gen_drops = true;    /* (vm.h: the generators may wait in a try) */
  return 0;
}

int snap_load(VM *vm, const uint8_t *p, size_t n, const uint8_t *key, size_t keylen,
              char *err, size_t errlen) {
  return snap_load_ex(vm, p, n, key, keylen, NULL, err, errlen);
}
