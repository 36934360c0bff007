/*
** opcodes.h - the instruction set, defined once.
**
** Instruction layout (8 bytes, see Instr in vm.h):
**
**     +--------+--------+----------------+----------------+----------------+
**     | op  8  | x   8  |      A  16     |      B  16     |      C  16     |
**     +--------+--------+----------------+----------------+----------------+
**                                       |<-------- Bx / sBx 32 ----------->|
**
** R[n] is register n of the current frame, K[n] constant n of the current
** code object, G the globals dict, pc the index of the next instruction.
** Jump offsets (sBx) are relative to the next instruction.
** Each entry: OP(name, format, "what it does").  The format names the
** operands the disassembler prints: ABC, ABsC, AB, A, ABx, AsBx, sBx, none.
** Everything else (enum, names, dispatch table, disassembler, verifier)
** is derived from this one list.
*/

#define OPCODES(OP) \
  OP(NOP,        none, "") \
  OP(MOVE,       AB,   "R[A] := R[B]") \
  OP(LOADK,      ABx,  "R[A] := K[Bx]") \
  OP(LOADI,      AsBx, "R[A] := sBx (small int)") \
  OP(LOADNONE,   A,    "R[A] := None") \
  OP(LOADBOOL,   AB,   "R[A] := bool(B)") \
  OP(LOADUNDEF,  A,    "R[A] := <unbound> (x=1: a del, R[B] up dead)") \
  OP(CHECKBOUND, ABx,  "if R[A] is unbound: UnboundLocalError naming K[Bx]") \
  OP(GETGLOBAL,  ABx,  "R[A] := G[K[Bx]] or builtins[K[Bx]] (NameError)") \
  OP(SETGLOBAL,  ABx,  "G[K[Bx]] := R[A]  (x=1: nothing live above R[A])") \
  OP(DELGLOBAL,  ABx,  "del G[K[Bx]] (NameError; R[A] up dead)") \
  OP(GETNAME,    ABx,  "R[A] := class namespace R[0][K[Bx]], else G, else builtins (NameError)") \
  OP(SETNAME,    ABx,  "R[0][K[Bx]] := R[A]  (class namespace)") \
  OP(DELNAME,    ABx,  "del R[0][K[Bx]]  (class namespace; NameError)") \
  OP(GETBUILTIN, ABx,  "R[A] := builtin type or function number Bx") \
  OP(MKCELL,     A,    "R[A] := cell(R[A])  (value may be unbound)") \
  OP(GETCELL,    ABC,  "R[A] := R[B].contents (x=1: free variable; name K[C])") \
  OP(SETCELL,    AB,   "R[B].contents := R[A]") \
  OP(DELCELL,    ABC,  "R[A].contents := <unbound> (NameError naming K[C])") \
  /* arithmetic: R[A] := R[B] op R[C]; x = BIN_* operator */ \
  OP(ADD,        ABC,  "R[A] := R[B] + R[C]") \
  OP(SUB,        ABC,  "R[A] := R[B] - R[C]") \
  OP(MUL,        ABC,  "R[A] := R[B] * R[C]") \
  OP(BINOP,      ABC,  "R[A] := R[B] <x> R[C]   (x: BIN_* operator)") \
  OP(IBINOP,     ABC,  "R[A] := R[B] <x>= R[C]  (in place where the type allows)") \
  OP(NEG,        AB,   "R[A] := -R[B]") \
  OP(POS,        AB,   "R[A] := +R[B]") \
  OP(NOT,        AB,   "R[A] := not R[B]") \
  OP(INVERT,     AB,   "R[A] := ~R[B]") \
  /* comparisons: R[A] := R[B] cmp R[C]; x = CMP_* operator */ \
  OP(CMP,        ABC,  "R[A] := R[B] <x> R[C]   (x: CMP_* operator)") \
  OP(LT,         ABC,  "R[A] := R[B] < R[C]") \
  OP(EQ,         ABC,  "R[A] := R[B] == R[C]") \
  OP(JMP,        sBx,  "pc += sBx") \
  OP(JMPIF,      AsBx, "if R[A]: pc += sBx") \
  OP(JMPIFNOT,   AsBx, "if not R[A]: pc += sBx") \
  /* containers */ \
  OP(BUILDLIST,  ABC,  "R[A] := [R[B], ... R[B+C-1]]") \
  OP(BUILDTUPLE, ABC,  "R[A] := (R[B], ... R[B+C-1])") \
  OP(BUILDSET,   ABC,  "R[A] := {R[B], ... R[B+C-1]}") \
  OP(BUILDDICT,  ABC,  "R[A] := {R[B]: R[B+1], ... } (C pairs)") \
  OP(BUILDSLICE, ABC,  "R[A] := slice(R[B], R[B+1][, R[B+2]])  (C = 2 or 3)") \
  OP(BUILDSTR,   ABC,  "R[A] := R[B] + ... + R[B+C-1]  (all str)") \
  OP(LISTAPPEND, AB,   "R[A].append(R[B])") \
  OP(LISTEXTEND, AB,   "R[A].extend(R[B])") \
  OP(SETADD,     AB,   "R[A].add(R[B])") \
  OP(SETUPDATE,  AB,   "R[A].update(R[B])") \
  OP(DICTSET,    ABC,  "R[A][R[B]] := R[C]") \
  OP(DICTUPDATE, AB,   "R[A].update(R[B])  (x=1: ** in a call: keys must be str, no duplicates)") \
  OP(TOTUPLE,    AB,   "R[A] := tuple(R[B])  (R[B] is a list)") \
  OP(GETITEM,    ABC,  "R[A] := R[B][R[C]]") \
  OP(SETITEM,    ABC,  "R[A][R[B]] := R[C]") \
  OP(DELITEM,    AB,   "del R[A][R[B]]") \
  OP(GETATTR,    ABC,  "R[A] := R[B].K[C]") \
  OP(SETATTR,    ABC,  "R[A].K[B] := R[C]") \
  OP(DELATTR,    AB,   "del R[A].K[B]") \
  OP(UNPACK,     ABC,  "R[A], ... R[A+C-1] := R[B]  (exactly C items)") \
  OP(UNPACKEX,   ABC,  "R[A..] := R[B] with a starred target: C before it, x after it") \
  OP(FORMAT,     ABC,  "R[A] := format(conv_x(R[B]), R[C])  (C = 0xFFFF: no spec)") \
  /* iteration */ \
  OP(GETITER,    AB,   "R[A] := iter(R[B])") \
  OP(FORITER,    AB,   "R[A] := next(R[B]) and skip the next instruction; if exhausted go on (to a JMP out)") \
  /* calls */ \
  OP(CALL,       AB,   "R[A] := R[A](R[A+1], ... R[A+B])") \
  OP(CALLKW,     ABC,  "R[A] := R[A](R[A+1..A+B], **{K[C][i]: R[A+B+1+i]})") \
  OP(CALLEX,     A,    "R[A] := R[A](*R[A+1], **R[A+2])  (R[A+2] None: no kwargs)") \
  OP(CALLMETHOD, ABC,  "R[A] := R[A+1].K[C](R[A+2], ... R[A+1+B]) (x=1: what LOADMETHOD A left)") \
  OP(LOADMETHOD, ABC,  "look K[C] up on R[A+1] before the arguments: R[A] := the function (R[A+1] its self), or R[A] := undefined and R[A+1] := the attribute, or R[A] := R[A+1]'s type (looked up at the call)") \
  OP(RETURN,     A,    "return R[A]") \
  OP(MAKEFUNC,   ABx,  "R[A] := function(K[Bx]), globals of the module") \
  OP(SETDEFAULTS,ABC,  "R[A].defaults := R[B] (tuple or None); R[A].kwdefaults := R[C]") \
  OP(SETCLOSURE, ABC,  "R[A].closure := (R[B], ... R[B+C-1])  (cells)") \
  OP(YIELD,      ABC,  "yield R[B]; R[A] := the value sent in (x=1: in a yield from of subiterator R[C])") \
  OP(SEND,       AB,   "yield from: send R[A] to R[B]; if it yields, R[A] := the value and skip the next instruction; if it returns, R[A] := its value and go on (to a JMP out)") \
  OP(AWAIT,      AB,   "R[A] := await R[B]  (the fiber may wait: then it runs again; x: AW_* names the protocol in the error for a non-awaitable)") \
  /* with, async with, async for */ \
  OP(SPECIAL,    AB,   "R[A] := special method SPM_x of type(R[B]), bound to R[B] (TypeError naming the protocol if missing)") \
  OP(ENDAFOR,    A,    "R[A] is a StopAsyncIteration: go on (the async for ends); else re-raise it keeping its traceback") \
  /* exceptions */ \
  OP(RAISE,      AB,   "raise R[A] (x&1: from R[B]); x&2: bare raise (re-raise the handled exception)") \
  OP(RERAISE,    A,    "re-raise R[A] keeping its traceback") \
  OP(EXCMATCH,   ABC,  "R[A] := R[B] is an instance of the exception class(es) R[C]") \
  OP(PUSHEXC,    AB,   "R[A] := handled exception; handled exception := R[B]") \
  OP(POPEXC,     A,    "handled exception := R[A]") \
  OP(ASSERTFAIL, AB,   "raise AssertionError(R[B]) (x=0: no message)") \
  OP(IMPORT,     ABx,  "R[A] := import K[Bx]  (asyncio; others: ModuleNotFoundError)") \
  OP(IMPORTFROM, ABC,  "R[A] := R[B].K[C]  (missing: ImportError)") \
  OP(UNSUPPORTED,ABx,  "raise an error naming the unsupported feature K[Bx]") \
  OP(HALT,       A,    "end of the module: the run's result is R[A]") \
  /* match statement (vm/match.c); the rest of it is ordinary instructions */ \
  OP(MATCHKIND,  AB,   "R[A] := R[B] is a sequence (x=0) / a mapping (x=1) to a pattern") \
  OP(MATCHCLS,   ABC,  "R[A] := isinstance(R[B], R[C])  (TypeError if R[C] is not a class)") \
  OP(MATCHARGS,  ABC,  "R[A] := C names from class R[B]'s __match_args__ + the tuple R[A]") \
  OP(MATCHDUP,   ABC,  "TypeError if R[B][C] repeats an earlier name (class pattern of R[A])") \
  /* from m import * (module level only) */ \
  OP(IMPORTSTAR, A,    "G.update(public names of module R[A]: its __all__, else names without a leading _)") \
  /* `name += x` on a function's local that nothing else reads (compile.c \
     aug_assign): IBINOP, but a str R[B] that an earlier STRAPPEND made \
     here (vm->str_fresh) grows in place */ \
  OP(STRAPPEND,  ABC,  "R[A] := R[B] + R[C]  (x = BIN_ADD; see above)") \
  /* a small int literal as the right operand (compile.c small_int): sC is \
     C as a signed 16-bit int; the slow paths see it as vint(sC) */ \
  OP(ADDI,       ABsC, "R[A] := R[B] + sC   (x=1: +=, in place where the type allows)") \
  OP(SUBI,       ABsC, "R[A] := R[B] - sC   (x=1: -=)") \
  OP(CMPI,       ABsC, "R[A] := R[B] <x> sC (x: CMP_LT .. CMP_NE)") \
  OP(BINOPI,     ABsC, "R[A] := R[B] <x> sC (x: BIN_* operator: * / // % >> & | ^)") \
  /* where break or return leaves a for loop (interp.c gen_drop) */ \
  OP(DROP,       A,    "R[A] := None; a generator it held that nothing else reaches is closed; x: a call statement's value, an unstarted coroutine warns")

enum {
#define OP(name, fmt, doc) OP_##name,
  OPCODES(OP)
#undef OP
  OP__COUNT
};

/* SPECIAL's x: the special methods of with, async with and async for, in
** the order of vm/interp.c's names and messages. */
enum { SPM_ENTER, SPM_EXIT, SPM_AENTER, SPM_AEXIT, SPM_AITER, SPM_ANEXT, SPM__COUNT };
/* AWAIT's x: what produced the awaited object (its error message). */
enum { AW_PLAIN, AW_AENTER, AW_AEXIT, AW_ANEXT };

/* Operand formats for the disassembler and the verifier. */
enum { FMT_none, FMT_A, FMT_AB, FMT_ABC, FMT_ABsC, FMT_ABx, FMT_AsBx, FMT_sBx };
