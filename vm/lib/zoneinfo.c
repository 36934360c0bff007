/*
** zoneinfo.c - the zoneinfo module's time zone table: the IANA database
** (tools/tzdata.txt, made from the TZif files CPython's zoneinfo reads),
** compiled in as vm/lib/tzdata_tab.h, so that ZoneInfo(key) reads no file.
** The Python part (zoneinfo.py) parses a zone's data string (format:
** tools/gen_tzdata.py) and does the time arithmetic.
*/
#include <string.h>
#include "lib.h"
#include "tzdata_tab.h"

#define TZ_NKEYS ((int)(sizeof tz_keys / sizeof tz_keys[0]))

/* zoneinfo._tzdata(key): the data string of a zone, or None */
static int zi_tzdata(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  int lo = 0, hi = TZ_NKEYS - 1;
  if (arg_nokw(vm, "_tzdata", kw) || arg_count(vm, "_tzdata", n, 1, 1))
    return -1;
  *out = VNONE;
  if (!IS_STR(a[0])) return 0;
  while (lo <= hi) {
    int mid = (lo + hi) / 2;
    const char *k = tz_keys[mid].key;
    size_t klen = strlen(k), len = AS_STR(a[0])->len;
    int c = memcmp(k, AS_STR(a[0])->data, klen < len ? klen : len);
    if (c == 0) c = klen < len ? -1 : klen > len;
    if (c == 0) return str_newc(vm, tz_data[tz_keys[mid].data], out);
    if (c < 0) lo = mid + 1;
    else hi = mid - 1;
  }
  return 0;
}

/* zoneinfo._tzkeys(): every key, sorted */
static int zi_tzkeys(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  Tuple *t;
  int i;
  (void)a;
  if (arg_nokw(vm, "_tzkeys", kw) || arg_count(vm, "_tzkeys", n, 0, 0))
    return -1;
  if (!(t = tuple_new(vm, TZ_NKEYS))) return -1;
  *out = vobj(t);
  for (i = 0; i < TZ_NKEYS; i++)
    if (str_newc(vm, tz_keys[i].key, &t->items[i])) return -1;
  return 0;
}

const Builtin zoneinfo_natives[] = {
  {"zoneinfo._tzdata", zi_tzdata, NULL, -1},
  {"zoneinfo._tzkeys", zi_tzkeys, NULL, -1},
};
const int zoneinfo_natives_n =
  (int)(sizeof zoneinfo_natives / sizeof zoneinfo_natives[0]);
