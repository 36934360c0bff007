/*
** bytes.h - the bytes and bytearray types (vm/bytes.c) and the codecs
** (vm/codec.c).
*/
#ifndef BT_BYTES_H
#define BT_BYTES_H

#include "vm.h"

Bytes *bytes_alloc(VM *vm, size_t n);              /* data to be filled */
int bytes_new(VM *vm, const void *p, size_t n, Value *out);
ByteArray *bytearray_new(VM *vm, const void *p, size_t n);
/* Data and length of a bytes or bytearray (or a contiguous memoryview
** of one); false for anything else.  A bytearray's view is valid until it
** is next resized. */
bool bytes_view(Value v, const uint8_t **p, size_t *n);
uint64_t bytes_hash(Bytes *b);
int bytes_cmp(Value a, Value b);                   /* both bytes-like: -1/0/1 */
int bytes_repr_data(VM *vm, const uint8_t *p, size_t n, Buf *b);
int bytes_repr_buf(VM *vm, Value v, Buf *b);

/* Operators: a or b is bytes-like.  bytes_binop returns 1 when the
** operation is not one of theirs (the caller raises its TypeError). */
int bytes_binop(VM *vm, int op, Value a, Value b, Value *out);
int bytes_iadd(VM *vm, Value a, Value b);          /* a is a bytearray */
int bytes_imul(VM *vm, Value a, Value n);          /* a is a bytearray, n int */
int bytes_contains(VM *vm, Value c, Value item);   /* 1/0/-1 */
int bytes_getitem(VM *vm, Value o, Value k, Value *out);
int bytes_setitem(VM *vm, Value o, Value k, Value v);  /* bytearray; v V_UNDEF: del */

/* memoryview (vm/memview.c): a window on a bytes or bytearray. */
typedef struct MemView {
  Obj h;             /* h.flags: MV_READONLY, MV_RELEASED */
  Value obj;         /* the bytes or bytearray viewed (never a view) */
  size_t start;      /* index in obj of item 0 */
  size_t len;        /* items */
  int64_t step;      /* distance in obj between items, != 0 */
} MemView;
#define MV_READONLY 1
#define MV_RELEASED 2

int bi_memoryview(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
/* Data of a view that is not released and has step 1 (bytes_view's part). */
bool memview_contiguous(Value v, const uint8_t **p, size_t *n);
int memview_len(VM *vm, Value v, int64_t *n);
int memview_bytes(VM *vm, Value v, Value *out);          /* tobytes() */
int memview_getitem(VM *vm, Value o, Value k, Value *out);
int memview_setitem(VM *vm, Value o, Value k, Value v);  /* v V_UNDEF: del */
int memview_eq(VM *vm, Value a, Value b);                /* 1/0/-1 */
int memview_hash(VM *vm, Value v, uint64_t *h);
int memview_getattr(VM *vm, Value v, const char *name, Value *out);  /* 1 found, 0, -1 */
int bytes_hex(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
extern const Method memview_methods[];
extern const int memview_methods_n;

/* the constructors bytes(...) and bytearray(...) */
int bi_bytes(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);
int bi_bytearray(VM *vm, Value *args, int nargs, Tuple *kw, Value *out);

extern const Method bytes_methods[], bytearray_methods[];
extern const int bytes_methods_n, bytearray_methods_n;

/* vm/codec.c: encoding NULL is UTF-8, errors NULL is "strict" */
int codec_encode(VM *vm, Str *s, Str *encoding, Str *errors, Value *out);
int codec_decode(VM *vm, Value src, Str *encoding, Str *errors, Value *out);

#endif
