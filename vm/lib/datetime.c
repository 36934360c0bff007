/*
** datetime.c - the datetime module's hot helpers in C: the checks of a
** date's and a time's fields and the proleptic Gregorian ordinal
** conversions, for int arguments.  Anything else (an int subclass with
** its own methods, a bool fold, a big int) goes to the Python versions in
** datetime.py (_py_*), which give the same results and CPython's
** messages; so do these.
*/
#include <stdio.h>
#include <string.h>
#include "lib.h"
#include "../dict.h"
#include "../class.h"

#define DT_MAXORDINAL 3652059        /* date(9999, 12, 31).toordinal() */

static const int dt_days_in_month[13] = {0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
static const int dt_days_before_month[13] = {0, 0, 31, 59, 90, 120, 151, 181, 212, 243, 273,
                                             304, 334};

static bool dt_leap(int64_t y) { return y % 4 == 0 && (y % 100 != 0 || y % 400 == 0); }

/* all n values ints or bools (as their int) that fit a C int: the fast
** paths take nothing else (CPython reads these arguments as C ints, and
** the Python versions word its OverflowError) */
static bool all_ints(const Value *a, int n) {
  int k;
  for (k = 0; k < n; k++) {
    if (a[k].tag != V_INT && a[k].tag != V_BOOL) return false;
    if (a[k].tag == V_INT && (a[k].u.i < INT32_MIN || a[k].u.i > INT32_MAX)) return false;
  }
  return true;
}

static int ints_tuple(VM *vm, const int64_t *v, int n, Value *out) {
  Tuple *t = tuple_new(vm, (size_t)n);
  int k;
  if (t == NULL) return -1;
  for (k = 0; k < n; k++) t->items[k] = vint(v[k]);
  *out = vobj(t);
  return 0;
}

/* _check_date_fields(year, month, day) -> (year, month, day) */
static int dt_check_date(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  int64_t v[3];
  if (n != 3 || (kw && kw->len) || !all_ints(a, 3)) return BI_FALLBACK;
  v[0] = a[0].u.i, v[1] = a[1].u.i, v[2] = a[2].u.i;
  if (v[0] < 1 || v[0] > 9999)
    return vm_raise(vm, T_ValueError, "year %lld is out of range", (long long)v[0]);
  if (v[1] < 1 || v[1] > 12) return vm_raise(vm, T_ValueError, "month must be in 1..12");
  if (v[2] < 1 || v[2] > dt_days_in_month[v[1]] + (v[1] == 2 && dt_leap(v[0])))
    return vm_raise(vm, T_ValueError, "day is out of range for month");
  return ints_tuple(vm, v, 3, out);
}

/* _check_time_fields(hour, minute, second, microsecond, fold) -> the same */
static int dt_check_time(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  static const char *const msgs[4] = {"hour must be in 0..23", "minute must be in 0..59",
                                      "second must be in 0..59",
                                      "microsecond must be in 0..999999"};
  static const int64_t maxs[4] = {23, 59, 59, 999999};
  int64_t v[5];
  int k;
  if (n != 5 || (kw && kw->len) || !all_ints(a, 5)) return BI_FALLBACK;
  for (k = 0; k < 5; k++) v[k] = a[k].u.i;
  for (k = 0; k < 4; k++)
    if (v[k] < 0 || v[k] > maxs[k]) return vm_raise(vm, T_ValueError, "%s", msgs[k]);
  if (v[4] != 0 && v[4] != 1) return vm_raise(vm, T_ValueError, "fold must be either 0 or 1");
  return ints_tuple(vm, v, 5, out);
}

#define DT_US_DAY INT64_C(86400000000)

/* the ordinal n's (year, month, day) into v[0..3); n in 1..DT_MAXORDINAL */
static void ord_fields(int64_t n, int64_t *v) {
  int64_t d = n - 1, n400, n100, n4, n1;
  int m;
  bool leap;
  n400 = d / 146097, d %= 146097;
  n100 = d / 36524, d %= 36524;
  n4 = d / 1461, d %= 1461;
  n1 = d / 365, d %= 365;
  v[0] = n400 * 400 + 1 + n100 * 100 + n4 * 4 + n1;
  if (n1 == 4 || n100 == 4) {
    v[0]--, v[1] = 12, v[2] = 31;
    return;
  }
  leap = n1 == 3 && (n4 != 24 || n100 == 3);
  for (m = 12; dt_days_before_month[m] + (m > 2 && leap) > d; m--) {}
  v[1] = m;
  v[2] = d - (dt_days_before_month[m] + (m > 2 && leap)) + 1;
}

/* _ord2ymd(n) -> (year, month, day) of ordinal n (1 is 0001-01-01) */
static int dt_ord2ymd(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  int64_t v[3];
  if (n != 1 || (kw && kw->len) || !all_ints(a, 1) || a[0].u.i < 1 ||
      a[0].u.i > DT_MAXORDINAL)
    return BI_FALLBACK;
  ord_fields(a[0].u.i, v);
  return ints_tuple(vm, v, 3, out);
}

static int64_t ymd_ord(int64_t year, int64_t m, int64_t day) {
  int64_t y = year - 1;
  return y * 365 + y / 4 - y / 100 + y / 400 + dt_days_before_month[m] +
         (m > 2 && dt_leap(year)) + day;
}

/* _ymd2ord(year, month, day) -> the ordinal (fields already checked) */
static int dt_ymd2ord(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  (void)vm;
  if (n != 3 || (kw && kw->len) || !all_ints(a, 3) || a[0].u.i < 1 || a[0].u.i > 9999 ||
      a[1].u.i < 1 || a[1].u.i > 12)
    return BI_FALLBACK;
  *out = vint(ymd_ord(a[0].u.i, a[1].u.i, a[2].u.i));
  return 0;
}

/* the (year, month, day, hour, minute, second, microsecond) of ticks in
** datetime's range into v[0..7) */
static void ticks_fields(int64_t t, int64_t *v) {
  int64_t rest = t % DT_US_DAY;
  ord_fields(t / DT_US_DAY, v);
  v[6] = rest % 1000000, rest /= 1000000;
  v[5] = rest % 60, rest /= 60;
  v[4] = rest % 60, v[3] = rest / 60;
}

/* _ticks_fields(ticks) -> (year, month, day, hour, minute, second,
** microsecond) of a datetime's ticks (microseconds since 0001-01-01T00:00
** plus one day: ordinal 1 starts at tick DT_US_DAY), in datetime's range */
static int dt_ticks_fields(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  int64_t v[7];
  if (n != 1 || (kw && kw->len) || a[0].tag != V_INT || a[0].u.i < DT_US_DAY ||
      a[0].u.i / DT_US_DAY > DT_MAXORDINAL)
    return BI_FALLBACK;
  ticks_fields(a[0].u.i, v);
  return ints_tuple(vm, v, 7, out);
}

/* _fields_ticks(year, month, day, hour, minute, second, microsecond) ->
** ticks, for fields a datetime holds (already checked) */
static int dt_fields_ticks(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  static const int64_t maxs[7] = {9999, 12, 31, 23, 59, 59, 999999};
  int k;
  (void)vm;
  if (n != 7 || (kw && kw->len) || !all_ints(a, 7)) return BI_FALLBACK;
  for (k = 0; k < 7; k++)
    if (a[k].u.i < (k < 3) || a[k].u.i > maxs[k]) return BI_FALLBACK;
  *out = vint(ymd_ord(a[0].u.i, a[1].u.i, a[2].u.i) * DT_US_DAY +
              ((a[3].u.i * 60 + a[4].u.i) * 60 + a[5].u.i) * 1000000 + a[6].u.i);
  return 0;
}

/* _td_total(days=0, seconds=0, microseconds=0, milliseconds=0, minutes=0,
** hours=0, weeks=0) -> the timedelta's length in microseconds, when every
** argument is an int small enough that the sum cannot overflow; anything
** else (floats, binding errors, huge ints) is _py_td_total's */
static int dt_td_total(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  static const char *const names[7] = {"days", "seconds", "microseconds", "milliseconds",
                                       "minutes", "hours", "weeks"};
  static const int64_t scales[7] = {DT_US_DAY, 1000000, 1, 1000, 60000000, 3600000000,
                                    7 * DT_US_DAY};
  int nkw = kw ? (int)kw->len : 0, k, j;
  bool seen[7] = {false};
  int64_t total = 0;
  (void)vm;
  if (n > 7) return BI_FALLBACK;
  for (k = 0; k < n + nkw; k++) {
    Value v = a[k];
    if (k < n) {
      j = k;
    } else {
      Str *name = IS_STR(kw->items[k - n]) ? AS_STR(kw->items[k - n]) : NULL;
      for (j = 0; j < 7 && (name == NULL || strcmp(name->data, names[j]) != 0); j++) {}
      if (j == 7) return BI_FALLBACK;
    }
    if (seen[j] || (v.tag != V_INT && v.tag != V_BOOL)) return BI_FALLBACK;
    seen[j] = true;
    if (v.tag == V_INT) {
      /* each term under 2**60, so seven of them cannot overflow */
      if (v.u.i > (INT64_C(1) << 60) / scales[j] || v.u.i < -(INT64_C(1) << 60) / scales[j])
        return BI_FALLBACK;
      total += v.u.i * scales[j];
    } else {
      total += v.u.i ? scales[j] : 0;
    }
  }
  *out = vint(total);
  return 0;
}

/* n digits at s as a number, or -1 */
static int64_t digits(const char *s, int n) {
  int64_t v = 0;
  int k;
  for (k = 0; k < n; k++) {
    if (s[k] < '0' || s[k] > '9') return -1;
    v = v * 10 + (s[k] - '0');
  }
  return v;
}

/* _iso_fast(s): the fields of the ISO forms programs meet most,
** YYYY-MM-DD[(T| )HH[:MM[:SS[(.|,)f+]]][Z|(+|-)HH[:MM]]], all in range, as
** (year, month, day, hour, minute, second, microsecond, utc offset in
** seconds or None, the local ticks as _fields_ticks gives them); None for anything else, which the Python parser
** reads (and words the errors of) */
static int dt_iso_fast(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  const char *s;
  size_t len, p;
  int64_t v[8] = {0};
  bool tz = false;
  Tuple *t;
  int k;
  if (arg_nokw(vm, "_iso_fast", kw) || arg_count(vm, "_iso_fast", n, 1, 1)) return -1;
  *out = VNONE;
  if (!IS_STR(a[0])) return 0;
  s = AS_STR(a[0])->data;
  len = AS_STR(a[0])->len;
  if (len < 10 || s[4] != '-' || s[7] != '-' || (v[0] = digits(s, 4)) < 1 ||
      (v[1] = digits(s + 5, 2)) < 1 || v[1] > 12 || (v[2] = digits(s + 8, 2)) < 1 ||
      v[2] > dt_days_in_month[v[1]] + (v[1] == 2 && dt_leap(v[0])))
    return 0;
  p = 10;
  if (len > 10) {
    if ((s[10] != 'T' && s[10] != ' ') || len < 13 || (v[3] = digits(s + 11, 2)) < 0 || v[3] > 23)
      return 0;
    p = 13;
    for (k = 4; k <= 5 && p < len && s[p] == ':'; k++, p += 3)
      if (p + 3 > len || (v[k] = digits(s + p + 1, 2)) < 0 || v[k] > 59) return 0;
    if (k == 6 && p < len && (s[p] == '.' || s[p] == ',')) {
      size_t q = ++p;
      int64_t scale = 100000;
      while (p < len && s[p] >= '0' && s[p] <= '9') {
        if (scale) v[6] += (s[p] - '0') * scale, scale /= 10;
        p++;
      }
      if (p == q) return 0;
    }
    if (p < len && s[p] == 'Z' && p + 1 == len) {
      tz = true;
      p++;
    } else if (p < len && (s[p] == '+' || s[p] == '-')) {
      int64_t h, m = 0;
      if (p + 3 > len || (h = digits(s + p + 1, 2)) < 0 || h > 23) return 0;
      if (p + 3 < len) {
        if (p + 6 != len || s[p + 3] != ':' || (m = digits(s + p + 4, 2)) < 0 || m > 59)
          return 0;
      }
      v[7] = (s[p] == '-' ? -1 : 1) * (h * 3600 + m * 60);
      tz = true;
      p = len;
    }
    if (p != len) return 0;
  }
  if ((t = tuple_new(vm, 9)) == NULL) return -1;
  for (k = 0; k < 7; k++) t->items[k] = vint(v[k]);
  t->items[7] = tz ? vint(v[7]) : VNONE;
  t->items[8] = vint(ymd_ord(v[0], v[1], v[2]) * DT_US_DAY +
                     ((v[3] * 60 + v[4]) * 60 + v[5]) * 1000000 + v[6]);
  *out = vobj(t);
  return 0;
}

/* _fields_hash(year, month, day[, hour, minute, second, microsecond]) ->
** hash(bytes(...)) of the packed fields a naive date or datetime hashes
** (CPython: year as two bytes, microsecond as three), fields in range */
static int dt_fields_hash(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  static const int64_t maxs[7] = {9999, 12, 31, 23, 59, 59, 999999};
  unsigned char b[10];
  int k, len;
  (void)vm;
  if ((n != 3 && n != 7) || (kw && kw->len) || !all_ints(a, n)) return BI_FALLBACK;
  for (k = 0; k < n; k++)
    if (a[k].u.i < (k < 3) || a[k].u.i > maxs[k]) return BI_FALLBACK;
  b[0] = (unsigned char)(a[0].u.i >> 8), b[1] = (unsigned char)(a[0].u.i & 255);
  b[2] = (unsigned char)a[1].u.i, b[3] = (unsigned char)a[2].u.i;
  len = 4;
  if (n == 7) {
    b[4] = (unsigned char)a[3].u.i, b[5] = (unsigned char)a[4].u.i;
    b[6] = (unsigned char)a[5].u.i, b[7] = (unsigned char)(a[6].u.i >> 16);
    b[8] = (unsigned char)((a[6].u.i >> 8) & 255), b[9] = (unsigned char)(a[6].u.i & 255);
    len = 10;
  }
  *out = vint((int64_t)hash_bytes(b, (size_t)len));
  return 0;
}

/* _iso_text(year, month, day, sep, hour, minute, second, microsecond,
** offset) -> datetime.isoformat(sep) with timespec 'auto': fields in
** range, sep a one-character str, offset the utcoffset in microseconds
** (strictly within a day) or None */
static int dt_iso_text(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  static const int64_t maxs[8] = {9999, 12, 31, 0, 23, 59, 59, 999999};
  char buf[80];
  const Str *sep;
  int k, len;
  if (n != 9 || (kw && kw->len) || !IS_STR(a[3]) || AS_STR(a[3])->len > 4 ||
      (a[8].tag != V_NONE && a[8].tag != V_INT))
    return BI_FALLBACK;
  for (k = 0; k < 8; k++) {
    if (k == 3) continue;
    if (a[k].tag != V_INT || a[k].u.i < (k < 3) || a[k].u.i > maxs[k]) return BI_FALLBACK;
  }
  sep = AS_STR(a[3]);
  len = snprintf(buf, sizeof buf, "%04d-%02d-%02d", (int)a[0].u.i, (int)a[1].u.i,
                 (int)a[2].u.i);
  memcpy(buf + len, sep->data, sep->len);
  len += (int)sep->len;
  len += snprintf(buf + len, sizeof buf - (size_t)len, "%02d:%02d:%02d", (int)a[4].u.i,
                  (int)a[5].u.i, (int)a[6].u.i);
  if (a[7].u.i) len += snprintf(buf + len, sizeof buf - (size_t)len, ".%06d", (int)a[7].u.i);
  if (a[8].tag == V_INT) {
    int64_t off = a[8].u.i, s, us;
    char sign = '+';
    if (off <= -DT_US_DAY || off >= DT_US_DAY) return BI_FALLBACK;
    if (off < 0) sign = '-', off = -off;
    us = off % 1000000, s = off / 1000000;
    len += snprintf(buf + len, sizeof buf - (size_t)len, "%c%02d:%02d", sign,
                    (int)(s / 3600), (int)(s / 60 % 60));
    if (s % 60 || us) {
      len += snprintf(buf + len, sizeof buf - (size_t)len, ":%02d", (int)(s % 60));
      if (us) len += snprintf(buf + len, sizeof buf - (size_t)len, ".%06d", (int)us);
    }
  }
  return str_new(vm, buf, (size_t)len, out);
}

/* c's name is `name` and its first n layout names are want[0..n), in order */
static bool layout_is(const Class *c, const char *name, const char *const *want, uint32_t n) {
  uint32_t k;
  if (!IS_STR(c->name) || strcmp(AS_STR(c->name)->data, name) != 0 || c->nlayout < n)
    return false;
  for (k = 0; k < n; k++)
    if (c->layout[k]->len != strlen(want[k]) || memcmp(c->layout[k]->data, want[k],
                                                        c->layout[k]->len) != 0)
      return false;
  return true;
}

/* _dt_new(cls, ticks, tz) -> the datetime at ticks in tz (fold 0), made
** as datetime.py's _dt_new makes it (the stores of datetime.__new__, in
** its order) when cls is datetime itself, a direct subclass of date whose
** instances store those ten names first; anything else (a subclass of
** datetime, ticks out of range: the Python version raises) is
** _py_dt_new's */
static int dt_new(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  static const char *const names[10] = {
    "_datetime__year", "_datetime__month", "_datetime__day", "_datetime__hour",
    "_datetime__minute", "_datetime__second", "_datetime__microsecond", "_datetime__fold",
    "_datetime__tzinfo", "_datetime__t"};
  const Class *c, *base;
  const Tuple *bases;
  Instance *in;
  int64_t v[7];
  int k;
  if (n != 3 || (kw && kw->len) || !IS_OBJ(a[0], OT_CLASS) || a[1].tag != V_INT ||
      a[1].u.i < DT_US_DAY || a[1].u.i / DT_US_DAY > DT_MAXORDINAL)
    return BI_FALLBACK;
  c = AS_CLASS(a[0]);
  if (!IS_OBJ(c->bases, OT_TUPLE)) return BI_FALLBACK;
  bases = AS_TUPLE(c->bases);
  if (bases->len != 1 || !IS_OBJ(bases->items[0], OT_CLASS)) return BI_FALLBACK;
  base = AS_CLASS(bases->items[0]);
  if (c->base != T_OBJECT || c->meta || !layout_is(c, "datetime", names, 10) ||
      !layout_is(base, "date", names, 3) || base->nlayout != 3)
    return BI_FALLBACK;
  ticks_fields(a[1].u.i, v);
  if ((in = attrs_new_instance(vm, (Class *)c)) == NULL) return -1;
  for (k = 0; k < 7; k++) in->vals[k] = vint(v[k]);
  in->vals[7] = vint(0);
  in->vals[8] = a[2];
  in->vals[9] = a[1];
  in->nvals = 10;
  *out = vobj(in);
  return 0;
}

/* _td_new(cls, us) -> the timedelta lasting us microseconds, made as
** datetime.py's _td_new makes it when cls is timedelta itself (named so,
** based on object, its instances storing these four names first) and
** its days are in range; anything else is _py_td_new's */
static int dt_td_new(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  static const char *const names[4] = {"_datetime__us", "_datetime__days",
                                       "_datetime__seconds", "_datetime__microseconds"};
  const Class *c;
  const Tuple *bases;
  Instance *in;
  int64_t us, days, rest;
  if (n != 2 || (kw && kw->len) || !IS_OBJ(a[0], OT_CLASS) || a[1].tag != V_INT)
    return BI_FALLBACK;
  c = AS_CLASS(a[0]);
  if (!IS_OBJ(c->bases, OT_TUPLE)) return BI_FALLBACK;
  bases = AS_TUPLE(c->bases);
  if (bases->len != 1 || bases->items[0].tag != V_TYPE || bases->items[0].u.i != T_OBJECT ||
      c->base != T_OBJECT || c->meta || !layout_is(c, "timedelta", names, 4))
    return BI_FALLBACK;
  us = a[1].u.i;
  days = us / DT_US_DAY;
  rest = us % DT_US_DAY;
  if (rest < 0) rest += DT_US_DAY, days--;
  if (days > 999999999 || days < -999999999) return BI_FALLBACK;
  if ((in = attrs_new_instance(vm, (Class *)c)) == NULL) return -1;
  in->vals[0] = a[1];
  in->vals[1] = vint(days);
  in->vals[2] = vint(rest / 1000000);
  in->vals[3] = vint(rest % 1000000);
  in->nvals = 4;
  *out = vobj(in);
  return 0;
}

const Builtin datetime_natives[] = {
  {"datetime._check_date_fields", dt_check_date, "datetime:_py_check_date_fields", -1},
  {"datetime._check_time_fields", dt_check_time, "datetime:_py_check_time_fields", -1},
  {"datetime._ord2ymd", dt_ord2ymd, "datetime:_py_ord2ymd", -1},
  {"datetime._ymd2ord", dt_ymd2ord, "datetime:_py_ymd2ord", -1},
  {"datetime._iso_fast", dt_iso_fast, NULL, -1},
  {"datetime._ticks_fields", dt_ticks_fields, "datetime:_py_ticks_fields", -1},
  {"datetime._fields_ticks", dt_fields_ticks, "datetime:_py_fields_ticks", -1},
  {"datetime._td_total", dt_td_total, "datetime:_py_td_total", -1},
  {"datetime._fields_hash", dt_fields_hash, "datetime:_py_fields_hash", -1},
  {"datetime._iso_text", dt_iso_text, "datetime:_py_iso_text", -1},
  {"datetime._dt_new", dt_new, "datetime:_py_dt_new", -1},
  {"datetime._td_new", dt_td_new, "datetime:_py_td_new", -1},
};
const int datetime_natives_n = (int)(sizeof datetime_natives / sizeof datetime_natives[0]);
