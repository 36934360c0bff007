/*
** str.c - str objects (UTF-8 with a code point count) and byte buffers.
*/
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "vm.h"
#include "str.h"
#include "dict.h"
#include "limits.h"

/* Code points: bytes that are not continuation bytes (10xxxxxx), counted
** eight at a time. */
size_t utf8_count(const char *s, size_t n) {
  const uint64_t hi = 0x8080808080808080ull;
  size_t i = 0, cont = 0;
  for (; i + 8 <= n; i += 8) {
    uint64_t w, m;
    memcpy(&w, s + i, 8);
    m = w & hi & (~w << 1);   /* bit 7 of each byte 10xxxxxx */
    if (m) {
#if defined(__GNUC__)
      cont += (size_t)__builtin_popcountll(m);
#else
      for (; m; m &= m - 1) cont++;
#endif
    }
  }
  for (; i < n; i++)
    if (((unsigned char)s[i] & 0xC0) == 0x80) cont++;
  return n - cont;
}

int str_new(VM *vm, const char *s, size_t len, Value *out) {
  Str *o;
  if (len > SIZE_MAX - sizeof(Str) - 1) return vm_nomem(vm);
  o = obj_new(vm, OT_STR, sizeof(Str) + len + 1);
  if (o == NULL) return -1;
  if (len <= MEM_TOUCH_SLICE) {
    if (len) memcpy(o->data, s, len);
    o->nchars = utf8_count(s, len);
  } else {
    /* copied and counted a slice at a time with a poll after each (the
    ** 200 MB text of format(1, '>200000000') went 22 ms unpolled here);
    ** stopped, o is left empty, garbage */
    size_t done = 0, nchars = 0;
    o->len = o->nchars = 0;
    o->data[0] = 0;
    while (done < len) {
      size_t k = len - done < MEM_TOUCH_SLICE ? len - done : MEM_TOUCH_SLICE;
      memcpy(o->data + done, s + done, k);
      nchars += utf8_count(s + done, k);
      done += k;
      if (vm_mem_poll(vm)) return -1;
    }
    o->nchars = nchars;
  }
  o->data[len] = 0;
  o->len = len;
  *out = vobj(o);
  return 0;
}

int str_concat_room(VM *vm, const Str *a, const Str *b, Value *out) {
  size_t n = a->len + b->len, cap, limit = vm->mem.limit;
  Str *o;
  if (n < a->len || n > SIZE_MAX / 4 - sizeof(Str)) return vm_nomem(vm);
  cap = n < 32 ? 64 : n * 2;
  /* the room never makes a program fail that fits without it */
  if (limit && (vm->mem.used > limit || sizeof(Str) + cap + 1 > limit - vm->mem.used)) cap = n;
  if (sizeof(Str) + cap + 1 >= UINT32_MAX) cap = n;   /* h.size must tell the room */
  o = obj_new(vm, OT_STR, sizeof(Str) + cap + 1);
  if (o == NULL) return -1;
  if (vm_copy(vm, o->data, a->data, a->len) ||
      vm_copy(vm, o->data + a->len, b->data, b->len))
    return -1;   /* o, left empty, is garbage */
  o->data[n] = 0;
  o->len = n;
  o->nchars = a->nchars + b->nchars;
  *out = vobj(o);
  return 0;
}

bool str_append_room(Str *a, const Str *b) {
  size_t n = a->len + b->len;
  if (a->h.size == 0 || n < a->len || n > (size_t)a->h.size - sizeof(Str) - 1) return false;
  memmove(a->data + a->len, b->data, b->len);
  a->data[n] = 0;
  a->len = n;
  a->nchars += b->nchars;
  a->hash = 0;
  return true;
}

int str_newc(VM *vm, const char *cstr, Value *out) {
  return str_new(vm, cstr, strlen(cstr), out);
}

/* An uninitialised string of len bytes to be filled by the caller, who
** then calls str_fix to count code points. */
Str *str_alloc(VM *vm, size_t len) {
  Str *o;
  if (len > SIZE_MAX - sizeof(Str) - 1) { vm_nomem(vm); return NULL; }
  o = obj_new(vm, OT_STR, sizeof(Str) + len + 1);
  if (o == NULL) return NULL;
  o->len = len;
  o->data[len] = 0;
  return o;
}

void str_fix(Str *s) {
  s->nchars = utf8_count(s->data, s->len);
}

/* Every str hashes through hash_str (vm/hash.c) so that the dict's
** string fast paths and vm_hash agree. */
uint64_t str_hash(VM *vm, Str *s) {
  (void)vm;
  return hash_str(s);
}

bool str_eq(const Str *a, const Str *b) {
  if (a == b) return true;
  if (a->len != b->len) return false;
  if (a->hash && b->hash && a->hash != b->hash) return false;
  return memcmp(a->data, b->data, a->len) == 0;
}

/* Decode one code point at s[*i] (valid UTF-8 assumed), advancing *i. */
uint32_t utf8_decode(const char *s, size_t n, size_t *i) {
  const unsigned char *p = (const unsigned char *)s + *i;
  size_t left = n - *i;
  uint32_t c = p[0];
  if (c < 0x80 || left < 2) { *i += 1; return c; }
  if (c < 0xE0) { *i += 2; return ((c & 0x1F) << 6) | (p[1] & 0x3F); }
  if (c < 0xF0 || left < 4) {
    if (left < 3) { *i += left; return 0xFFFD; }
    *i += 3;
    return ((c & 0x0F) << 12) | ((uint32_t)(p[1] & 0x3F) << 6) | (p[2] & 0x3F);
  }
  *i += 4;
  return ((c & 0x07) << 18) | ((uint32_t)(p[1] & 0x3F) << 12) |
         ((uint32_t)(p[2] & 0x3F) << 6) | (p[3] & 0x3F);
}

int utf8_encode(uint32_t cp, char *out) {
  if (cp < 0x80) { out[0] = (char)cp; return 1; }
  if (cp < 0x800) {
    out[0] = (char)(0xC0 | (cp >> 6));
    out[1] = (char)(0x80 | (cp & 0x3F));
    return 2;
  }
  if (cp < 0x10000) {
    out[0] = (char)(0xE0 | (cp >> 12));
    out[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
    out[2] = (char)(0x80 | (cp & 0x3F));
    return 3;
  }
  out[0] = (char)(0xF0 | (cp >> 18));
  out[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
  out[2] = (char)(0x80 | ((cp >> 6) & 0x3F));
  out[3] = (char)(0x80 | (cp & 0x3F));
  return 4;
}

/* Byte offset of code point index ci (0 <= ci <= nchars). */
size_t str_offset(const Str *s, size_t ci) {
  size_t i = 0;
  if (STR_ASCII(s)) return ci;
  while (ci > 0 && i < s->len) {
    i++;
    while (i < s->len && ((unsigned char)s->data[i] & 0xC0) == 0x80) i++;
    ci--;
  }
  return i;
}

/* ---- Buf ---- */

#define BUF_FIRST 64

static int buf_reserve(VM *vm, Buf *b, size_t extra) {
  size_t need, nc;
  char *np;
  if (extra > SIZE_MAX - b->len - 1) return vm_nomem(vm);
  need = b->len + extra + 1;
  if (need <= b->cap) return 0;
  /* a fresh buffer starts at BUF_FIRST bytes: most (an f-string, a
  ** repr, a formatted number) then never grow, where doubling from 8
  ** took two or three reallocations each */
  nc = mem_grow_cap(b->cap ? b->cap : BUF_FIRST, need, 1);
  if (nc == 0) return vm_nomem(vm);
  np = b->p ? mem_realloc(&vm->mem, b->p, b->cap, nc) : mem_alloc(&vm->mem, nc);
  if (np == NULL) return vm_nomem(vm);
  b->p = np;
  b->cap = nc;
  return 0;
}

int buf_put_grow(VM *vm, Buf *b, const char *s, size_t n) {
  if (buf_reserve(vm, b, n)) return -1;
  if (n) memcpy(b->p + b->len, s, n);
  b->len += n;
  b->p[b->len] = 0;
  return 0;
}

int buf_putc(VM *vm, Buf *b, char c) {
  return buf_put(vm, b, &c, 1);
}

int buf_put_utf8(VM *vm, Buf *b, uint32_t cp) {
  char tmp[4];
  return buf_put(vm, b, tmp, (size_t)utf8_encode(cp, tmp));
}

int buf_printf(VM *vm, Buf *b, const char *fmt, ...) {
  va_list ap;
  int n;
  char small[128];
  va_start(ap, fmt);
  n = vsnprintf(small, sizeof small, fmt, ap);
  va_end(ap);
  if (n < 0) return vm_raise(vm, T_SystemError, "bad format");
  if ((size_t)n < sizeof small) return buf_put(vm, b, small, (size_t)n);
  if (buf_reserve(vm, b, (size_t)n)) return -1;
  va_start(ap, fmt);
  vsnprintf(b->p + b->len, (size_t)n + 1, fmt, ap);
  va_end(ap);
  b->len += (size_t)n;
  return 0;
}

int buf_finish(VM *vm, Buf *b, Value *out) {
  int r = str_new(vm, b->p ? b->p : "", b->len, out);
  buf_free(vm, b);
  return r;
}

void buf_free(VM *vm, Buf *b) {
  mem_free(&vm->mem, b->p, b->cap);
  b->p = NULL;
  b->len = b->cap = 0;
}
