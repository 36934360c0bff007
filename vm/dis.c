/*
** dis.c - disassembler: register code of every function, derived from
** the opcode list in opcodes.h.
*/
#include <stdio.h>
#include "vm.h"

static const char *const op_names[OP__COUNT] = {
#define OP(name, fmt, doc) #name,
  OPCODES(OP)
#undef OP
};

static const uint8_t op_fmts[OP__COUNT] = {
#define OP(name, fmt, doc) FMT_##fmt,
  OPCODES(OP)
#undef OP
};

const char *dis_opname(int op) {
  return op >= 0 && op < OP__COUNT ? op_names[op] : "?";
}

int dis_opfmt(int op) {
  return op >= 0 && op < OP__COUNT ? op_fmts[op] : -1;
}

static int dis_one(VM *vm, Code *c, Buf *b, int depth) {
  uint32_t pc, i;
  if (depth > 100) return 0;
  if (codeimg_ensure(vm, c)) return -1;
  if (buf_printf(vm, b, "code %s (%u regs, %u args, flags 0x%x)\n",
                 AS_STR(c->qualname)->data, c->nregs, c->nargs, c->flags))
    return -1;
  for (pc = 0; pc < c->ncode; pc++) {
    Instr in = c->code[pc];
    int r;
    if (buf_printf(vm, b, "  %4u  [%3d] %-12s", pc, c->pos[pc].line, dis_opname(in.op))) return -1;
    switch (dis_opfmt(in.op)) {
    case FMT_A: r = buf_printf(vm, b, " %u", in.a); break;
    case FMT_AB: r = buf_printf(vm, b, " %u %u", in.a, in.b); break;
    case FMT_ABC: r = buf_printf(vm, b, " %u %u %u", in.a, in.b, in.c); break;
    case FMT_ABsC: r = buf_printf(vm, b, " %u %u #%d", in.a, in.b, (int16_t)in.c); break;
    case FMT_ABx: r = buf_printf(vm, b, " %u K%u", in.a, INSTR_BX(in)); break;
    case FMT_AsBx: r = buf_printf(vm, b, " %u %d", in.a, INSTR_SBX(in)); break;
    case FMT_sBx: r = buf_printf(vm, b, " -> %d", (int)pc + 1 + INSTR_SBX(in)); break;
    default: r = 0; break;
    }
    if (r) return -1;
    if (in.x && buf_printf(vm, b, "  x=%u", in.x)) return -1;
    if ((in.op == OP_JMPIF || in.op == OP_JMPIFNOT) &&
        buf_printf(vm, b, "  -> %d", (int)pc + 1 + INSTR_SBX(in)))
      return -1;
    if (buf_putc(vm, b, '\n')) return -1;
  }
  for (i = 0; i < c->nhandlers; i++)
    if (buf_printf(vm, b, "  handler [%u, %u) -> %u  R%u\n", c->handlers[i].start,
                   c->handlers[i].end, c->handlers[i].target, c->handlers[i].reg))
      return -1;
  for (i = 0; i < c->nk; i++) {
    if (buf_printf(vm, b, "  K%u = ", i) || vm_repr_buf(vm, c->k[i], b) || buf_putc(vm, b, '\n'))
      return -1;
  }
  for (i = 0; i < c->nk; i++)
    if (IS_OBJ(c->k[i], OT_CODE) && dis_one(vm, (Code *)c->k[i].u.o, b, depth + 1)) return -1;
  return 0;
}

int dis_code(VM *vm, Code *c, Buf *b) {
  return dis_one(vm, c, b, 0);
}
