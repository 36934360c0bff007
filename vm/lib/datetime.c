/*
** datetime.c - the datetime module's hot helpers in C: the checks of a
** date's and a time's fields and the proleptic Gregorian ordinal
** conversions, for int arguments; ISO text in and out; building the
** library's own datetimes and timedeltas; and native twins of the hot
** special methods (lib_twin, called by the VM before it runs one of them).
** Anything else (an int subclass with its own methods, a bool fold, a big
** int, a subclass, a user tzinfo) goes to the Python versions in
** datetime.py (_py_*, or the Python method itself), which give the same
** results and CPython's messages; so do these.
*/
#include <stdio.h>
#include <string.h>
#include "lib.h"
#include "../dict.h"
#include "../class.h"
#include "../mcache.h"

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

/* The length in microseconds of timedelta(...) given the arguments
** a[0..n) and keywords kw (after them in a): true when every argument is
** an int small enough that the sum cannot overflow, bound as timedelta's
** parameters (days, seconds, microseconds, milliseconds, minutes, hours,
** weeks) bind them; false for anything else (floats, binding errors, huge
** ints), which the Python versions handle */
static bool td_args_total(const Value *a, int n, const Tuple *kw, int64_t *out) {
  static const char *const names[7] = {"days", "seconds", "microseconds", "milliseconds",
                                       "minutes", "hours", "weeks"};
  static const int64_t scales[7] = {DT_US_DAY, 1000000, 1, 1000, 60000000, 3600000000,
                                    7 * DT_US_DAY};
  int nkw = kw ? (int)kw->len : 0, k, j;
  bool seen[7] = {false};
  int64_t total = 0;
  if (n > 7) return false;
  for (k = 0; k < n + nkw; k++) {
    Value v = a[k];
    if (k < n) {
      j = k;
    } else {
      Str *name = IS_STR(kw->items[k - n]) ? AS_STR(kw->items[k - n]) : NULL;
      for (j = 0; j < 7 && (name == NULL || strcmp(name->data, names[j]) != 0); j++) {}
      if (j == 7) return false;
    }
    if (seen[j] || (v.tag != V_INT && v.tag != V_BOOL)) return false;
    seen[j] = true;
    if (v.tag == V_INT) {
      /* each term under 2**60, so seven of them cannot overflow */
      if (v.u.i > (INT64_C(1) << 60) / scales[j] || v.u.i < -(INT64_C(1) << 60) / scales[j])
        return false;
      total += v.u.i * scales[j];
    } else {
      total += v.u.i ? scales[j] : 0;
    }
  }
  *out = total;
  return true;
}

/* _td_total(days=0, seconds=0, microseconds=0, milliseconds=0, minutes=0,
** hours=0, weeks=0) -> the timedelta's length in microseconds (ints only,
** td_args_total); anything else is _py_td_total's */
static int dt_td_total(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  int64_t total;
  (void)vm;
  if (!td_args_total(a, n, kw, &total)) return BI_FALLBACK;
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

/* The ISO forms programs meet most,
** YYYY-MM-DD[(T| )HH[:MM[:SS[(.|,)f+]]][Z|(+|-)HH[:MM]]], all in range,
** from s[0..len) into v[0..8) (year ... microsecond, then the UTC offset
** in seconds, with *tz set when there is one): true, or false for any
** other text, which the Python parser reads (and words the errors of) */
static bool iso_parse(const char *s, size_t len, int64_t *v, bool *tz) {
  size_t p;
  int k;
  *tz = false;
  for (k = 0; k < 8; k++) v[k] = 0;
  if (len < 10 || s[4] != '-' || s[7] != '-' || (v[0] = digits(s, 4)) < 1 ||
      (v[1] = digits(s + 5, 2)) < 1 || v[1] > 12 || (v[2] = digits(s + 8, 2)) < 1 ||
      v[2] > dt_days_in_month[v[1]] + (v[1] == 2 && dt_leap(v[0])))
    return false;
  p = 10;
  if (len > 10) {
    if ((s[10] != 'T' && s[10] != ' ') || len < 13 || (v[3] = digits(s + 11, 2)) < 0 || v[3] > 23)
      return false;
    p = 13;
    for (k = 4; k <= 5 && p < len && s[p] == ':'; k++, p += 3)
      if (p + 3 > len || (v[k] = digits(s + p + 1, 2)) < 0 || v[k] > 59) return false;
    if (k == 6 && p < len && (s[p] == '.' || s[p] == ',')) {
      size_t q = ++p;
      int64_t scale = 100000;
      while (p < len && s[p] >= '0' && s[p] <= '9') {
        if (scale) v[6] += (s[p] - '0') * scale, scale /= 10;
        p++;
      }
      if (p == q) return false;
    }
    if (p < len && s[p] == 'Z' && p + 1 == len) {
      *tz = true;
      p++;
    } else if (p < len && (s[p] == '+' || s[p] == '-')) {
      int64_t h, m = 0;
      if (p + 3 > len || (h = digits(s + p + 1, 2)) < 0 || h > 23) return false;
      if (p + 3 < len) {
        if (p + 6 != len || s[p + 3] != ':' || (m = digits(s + p + 4, 2)) < 0 || m > 59)
          return false;
      }
      v[7] = (s[p] == '-' ? -1 : 1) * (h * 3600 + m * 60);
      *tz = true;
      p = len;
    }
    if (p != len) return false;
  }
  return true;
}

/* the ticks of fields v[0..7) (in range) */
static int64_t fields_ticks(const int64_t *v) {
  return ymd_ord(v[0], v[1], v[2]) * DT_US_DAY + ((v[3] * 60 + v[4]) * 60 + v[5]) * 1000000 +
         v[6];
}

/* _iso_fast(s): iso_parse's fields of s as (year, month, day, hour,
** minute, second, microsecond, utc offset in seconds or None, the local
** ticks as _fields_ticks gives them); None for anything else */
static int dt_iso_fast(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  int64_t v[8];
  bool tz;
  Tuple *t;
  int k;
  if (arg_nokw(vm, "_iso_fast", kw) || arg_count(vm, "_iso_fast", n, 1, 1)) return -1;
  *out = VNONE;
  if (!IS_STR(a[0]) || !iso_parse(AS_STR(a[0])->data, AS_STR(a[0])->len, v, &tz)) return 0;
  if ((t = tuple_new(vm, 9)) == NULL) return -1;
  for (k = 0; k < 7; k++) t->items[k] = vint(v[k]);
  t->items[7] = tz ? vint(v[7]) : VNONE;
  t->items[8] = vint(fields_ticks(v));
  *out = vobj(t);
  return 0;
}

/* hash(bytes(...)) of the packed fields a[0..n) (n 3 or 7, ints in range)
** of a naive date or datetime (CPython: year as two bytes, microsecond as
** three) */
static Value fields_hash(const Value *a, int n) {
  unsigned char b[10];
  size_t len = 4;
  b[0] = (unsigned char)(a[0].u.i >> 8), b[1] = (unsigned char)(a[0].u.i & 255);
  b[2] = (unsigned char)a[1].u.i, b[3] = (unsigned char)a[2].u.i;
  if (n == 7) {
    b[4] = (unsigned char)a[3].u.i, b[5] = (unsigned char)a[4].u.i;
    b[6] = (unsigned char)a[5].u.i, b[7] = (unsigned char)(a[6].u.i >> 16);
    b[8] = (unsigned char)((a[6].u.i >> 8) & 255), b[9] = (unsigned char)(a[6].u.i & 255);
    len = 10;
  }
  return vint((int64_t)hash_bytes(b, len));
}

/* _fields_hash(year, month, day[, hour, minute, second, microsecond]) ->
** hash(bytes(...)) of the packed fields a naive date or datetime hashes
** (CPython: year as two bytes, microsecond as three), fields in range */
static int dt_fields_hash(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  static const int64_t maxs[7] = {9999, 12, 31, 23, 59, 59, 999999};
  int k;
  (void)vm;
  if ((n != 3 && n != 7) || (kw && kw->len) || !all_ints(a, n)) return BI_FALLBACK;
  for (k = 0; k < n; k++)
    if (a[k].u.i < (k < 3) || a[k].u.i > maxs[k]) return BI_FALLBACK;
  *out = fields_hash(a, n);
  return 0;
}


/* ---- the library's own classes ----
** datetime.py hands its classes (timedelta, date, datetime, timezone) to
** _own as it is imported, which marks them CLASS_LIBOWN, then deletes
** _own.  The natives below build and read instances of exactly those
** classes, as CPython's C code knows its own types: a subclass, or a class
** a program binds to the module's names, goes to the Python code.  Which
** class an instance is of is its number of values (unique among them); an
** instance is read only in layout mode with all of them stored, each
** checked for its tag.  The mark is not saved in snapshots: in a restored
** VM the Python methods run (the same results, slower). */

/* _own(*classes): marks the library's classes (datetime.py, at import) */
static int dt_own(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  int k;
  if (arg_nokw(vm, "_own", kw)) return -1;
  for (k = 0; k < n; k++) {
    if (!IS_OBJ(a[k], OT_CLASS)) return vm_raise(vm, T_TypeError, "_own: a class");
    AS_CLASS(a[k])->h.flags |= CLASS_LIBOWN;
  }
  *out = VNONE;
  return 0;
}

/* c is the library's class whose instances hold n values */
static bool dt_owned(const Class *c, uint32_t n) {
  return (c->h.flags & CLASS_LIBOWN) && c->nlayout == n && c->base == T_OBJECT && c->meta == NULL;
}

/* v's values when it is an instance of the library's class of n values */
static const Value *dt_vals(Value v, uint32_t n) {
  const Instance *in;
  if (!IS_OBJ(v, OT_INSTANCE)) return NULL;
  in = AS_INST(v);
  if (in->cls == NULL || in->dict != NULL || in->nvals != n || !dt_owned(in->cls, n)) return NULL;
  return in->vals;
}

/* Layouts (the stores of datetime.__new__ and timedelta's _td_new, in
** their order) */
enum { DV_YEAR, DV_MONTH, DV_DAY, DV_HOUR, DV_MINUTE, DV_SECOND, DV_US, DV_FOLD, DV_TZ, DV_T,
       DT_NVALS };
enum { TV_US, TV_DAYS, TV_SECONDS, TV_MICRO, TD_NVALS };
#define DATE_NVALS 3
#define TZ_NVALS 2         /* timezone: offset, name */

/* A new datetime of class c (dt_owned) at ticks in tz, fold 0; ticks
** out of datetime's range: BI_FALLBACK (the Python version raises) */
static int dt_make(VM *vm, Class *c, int64_t ticks, Value tz, Value *out) {
  Instance *in;
  int64_t v[7];
  int k;
  if (ticks < DT_US_DAY || ticks / DT_US_DAY > DT_MAXORDINAL) return BI_FALLBACK;
  ticks_fields(ticks, v);
  if ((in = attrs_new_instance(vm, c)) == NULL) return -1;
  for (k = 0; k < 7; k++) in->vals[k] = vint(v[k]);
  in->vals[DV_FOLD] = vint(0);
  in->vals[DV_TZ] = tz;
  in->vals[DV_T] = vint(ticks);
  in->nvals = DT_NVALS;
  *out = vobj(in);
  return 0;
}

/* A new timedelta of class c (dt_owned) lasting us microseconds;
** days out of range: BI_FALLBACK (the Python version raises) */
static int td_make(VM *vm, Class *c, int64_t us, Value *out) {
  Instance *in;
  int64_t days = us / DT_US_DAY, rest = us % DT_US_DAY;
  if (rest < 0) rest += DT_US_DAY, days--;
  if (days > 999999999 || days < -999999999) return BI_FALLBACK;
  if ((in = attrs_new_instance(vm, c)) == NULL) return -1;
  in->vals[TV_US] = vint(us);
  in->vals[TV_DAYS] = vint(days);
  in->vals[TV_SECONDS] = vint(rest / 1000000);
  in->vals[TV_MICRO] = vint(rest % 1000000);
  in->nvals = TD_NVALS;
  *out = vobj(in);
  return 0;
}

/* _dt_new(cls, ticks, tz) -> the datetime at ticks in tz (fold 0), made
** as datetime.py's _py_dt_new makes it (the stores of datetime.__new__,
** in its order) when cls is the library's datetime; any other class (a
** subclass runs its __new__), or ticks out of range, is _py_dt_new's */
static int dt_new(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  if (n != 3 || (kw && kw->len) || !IS_OBJ(a[0], OT_CLASS) || a[1].tag != V_INT ||
      !dt_owned(AS_CLASS(a[0]), DT_NVALS))
    return BI_FALLBACK;
  return dt_make(vm, AS_CLASS(a[0]), a[1].u.i, a[2], out);
}

/* _td_new(cls, us) -> the timedelta lasting us microseconds, made as
** datetime.py's _py_td_new makes it when cls is the library's timedelta
** and its days are in range; anything else is _py_td_new's */
static int dt_td_new(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  if (n != 2 || (kw && kw->len) || !IS_OBJ(a[0], OT_CLASS) || a[1].tag != V_INT ||
      !dt_owned(AS_CLASS(a[0]), TD_NVALS))
    return BI_FALLBACK;
  return td_make(vm, AS_CLASS(a[0]), a[1].u.i, out);
}

/* timedelta.__new__(cls, *args, **kw): the library's timedelta of int
** arguments in range, built here; anything else (a subclass, floats,
** binding errors, out of range) is _py_td_ctor's */
static int dt_td_ctor(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  int64_t us;
  if (n < 1 || !IS_OBJ(a[0], OT_CLASS) || !dt_owned(AS_CLASS(a[0]), TD_NVALS) ||
      !td_args_total(a + 1, n - 1, kw, &us))
    return BI_FALLBACK;
  return td_make(vm, AS_CLASS(a[0]), us, out);
}

/* _iso_dt(cls, s, utc) -> datetime.fromisoformat(s) when cls is the
** library's datetime and s an iso_parse form that is naive or at offset
** zero (utc: the module's timezone.utc); None for anything else, which the
** Python method reads */
static int dt_iso_dt(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  int64_t v[8];
  bool tz;
  *out = VNONE;
  if (n != 3 || (kw && kw->len) || !IS_OBJ(a[0], OT_CLASS) ||
      !dt_owned(AS_CLASS(a[0]), DT_NVALS) || !IS_STR(a[1]) ||
      !iso_parse(AS_STR(a[1])->data, AS_STR(a[1])->len, v, &tz) || (tz && v[7] != 0))
    return 0;
  return dt_make(vm, AS_CLASS(a[0]), fields_ticks(v), tz ? a[2] : VNONE, out) < 0 ? -1 : 0;
}

/* _astz(dt, tz) -> dt.astimezone(tz) for a datetime of the library's
** class whose tzinfo and tz are both the library's timezones (the same
** moment, shifted by the offsets); None for anything else (out of range
** too), which the Python method handles */
static int dt_astz(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  const Value *v, *mine, *theirs, *o1, *o2;
  int64_t t;
  int r;
  *out = VNONE;
  if (n != 2 || (kw && kw->len) || (v = dt_vals(a[0], DT_NVALS)) == NULL ||
      v[DV_T].tag != V_INT || (mine = dt_vals(v[DV_TZ], TZ_NVALS)) == NULL ||
      (theirs = dt_vals(a[1], TZ_NVALS)) == NULL || (o1 = dt_vals(mine[0], TD_NVALS)) == NULL ||
      (o2 = dt_vals(theirs[0], TD_NVALS)) == NULL || o1[TV_US].tag != V_INT ||
      o2[TV_US].tag != V_INT)
    return 0;
  if (v[DV_TZ].u.o == a[1].u.o) {
    *out = a[0];
    return 0;
  }
  t = v[DV_T].u.i - o1[TV_US].u.i;
  if (t < DT_US_DAY || t / DT_US_DAY > DT_MAXORDINAL) return 0;
  r = dt_make(vm, AS_INST(a[0])->cls, t + o2[TV_US].u.i, a[1], out);
  if (r == BI_FALLBACK) *out = VNONE;
  return r == BI_FALLBACK ? 0 : r;
}

/* _date_of(dt) -> dt.date() for a datetime of the library's class (its
** base, the library's date, makes the result); anything else is
** _py_date_of's */
static int dt_date_of(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  const Value *v;
  const Tuple *bases;
  Class *d;
  Instance *in;
  int k;
  if (n != 1 || (kw && kw->len) || (v = dt_vals(a[0], DT_NVALS)) == NULL ||
      !IS_OBJ(AS_INST(a[0])->cls->bases, OT_TUPLE))
    return BI_FALLBACK;
  bases = AS_TUPLE(AS_INST(a[0])->cls->bases);
  if (bases->len != 1 || !IS_OBJ(bases->items[0], OT_CLASS) ||
      !dt_owned(d = AS_CLASS(bases->items[0]), DATE_NVALS))
    return BI_FALLBACK;
  for (k = 0; k < DATE_NVALS; k++)
    if (v[k].tag != V_INT) return BI_FALLBACK;
  if ((in = attrs_new_instance(vm, d)) == NULL) return -1;
  for (k = 0; k < DATE_NVALS; k++) in->vals[k] = v[k];
  in->nvals = DATE_NVALS;
  *out = vobj(in);
  return 0;
}

/* v as n decimal digits (zero-padded) at p; returns p + n */
static char *put_digits(char *p, int64_t v, int n) {
  int k;
  for (k = n - 1; k >= 0; k--, v /= 10) p[k] = (char)('0' + v % 10);
  return p + n;
}

/* _iso_text(dt, sep) -> dt.isoformat(sep) with timespec 'auto', for a
** datetime of the library's class, naive or in the library's timezone
** (offset a timedelta of its class), fields in range and sep a str of one
** character; anything else is _py_iso_text's */
static int dt_iso_text(VM *vm, Value *a, int n, Tuple *kw, Value *out) {
  static const int64_t maxs[7] = {9999, 12, 31, 23, 59, 59, 999999};
  char buf[64], *p = buf;
  const Value *v, *tz = NULL, *off = NULL;
  const Str *sep;
  int k;
  if (n != 2 || (kw && kw->len) || !IS_STR(a[1]) || AS_STR(a[1])->nchars != 1 ||
      (v = dt_vals(a[0], DT_NVALS)) == NULL)
    return BI_FALLBACK;
  for (k = 0; k < 7; k++)
    if (v[k].tag != V_INT || v[k].u.i < (k < 3) || v[k].u.i > maxs[k]) return BI_FALLBACK;
  if (v[DV_TZ].tag != V_NONE &&
      ((tz = dt_vals(v[DV_TZ], TZ_NVALS)) == NULL || (off = dt_vals(tz[0], TD_NVALS)) == NULL ||
       off[TV_US].tag != V_INT || off[TV_US].u.i <= -DT_US_DAY || off[TV_US].u.i >= DT_US_DAY))
    return BI_FALLBACK;
  sep = AS_STR(a[1]);
  p = put_digits(p, v[DV_YEAR].u.i, 4), *p++ = '-';
  p = put_digits(p, v[DV_MONTH].u.i, 2), *p++ = '-';
  p = put_digits(p, v[DV_DAY].u.i, 2);
  memcpy(p, sep->data, sep->len), p += sep->len;
  p = put_digits(p, v[DV_HOUR].u.i, 2), *p++ = ':';
  p = put_digits(p, v[DV_MINUTE].u.i, 2), *p++ = ':';
  p = put_digits(p, v[DV_SECOND].u.i, 2);
  if (v[DV_US].u.i) *p++ = '.', p = put_digits(p, v[DV_US].u.i, 6);
  if (off) {
    int64_t us = off[TV_US].u.i, secs;
    *p++ = us < 0 ? '-' : '+';
    if (us < 0) us = -us;
    secs = us / 1000000, us %= 1000000;
    p = put_digits(p, secs / 3600, 2), *p++ = ':';
    p = put_digits(p, secs / 60 % 60, 2);
    if (secs % 60 || us) {
      *p++ = ':', p = put_digits(p, secs % 60, 2);
      if (us) *p++ = '.', p = put_digits(p, us, 6);
    }
  }
  return str_new(vm, buf, (size_t)(p - buf), out);
}

/* ---- native twins of special methods ----
** The special methods below are Python functions of datetime.py; when the
** VM is about to run one for an operator, a hash or a dict's key
** comparison, it asks lib_twin first (interp.c push_call, hash.c).  A
** twin answers only for the plain cases, with the Python function's exact
** result; for anything else (a subclass, another operand type, a tzinfo
** that is not the library's timezone, a result out of range: every case
** that returns NotImplemented or raises) it declines and the Python
** function runs.  A twin runs no Python code and keeps no state. */

typedef struct DtCtx {
  VM *vm;
  Dict *g;             /* the function's globals: the datetime module's dict */
} DtCtx;

/* a's and b's values when both are plain dates */
static bool two_dates(const Value *a, const Value **va, const Value **vb) {
  int k;
  if ((*va = dt_vals(a[0], DATE_NVALS)) == NULL || (*vb = dt_vals(a[1], DATE_NVALS)) == NULL)
    return false;
  for (k = 0; k < DATE_NVALS; k++)
    if ((*va)[k].tag != V_INT || (*vb)[k].tag != V_INT) return false;
  return true;
}

/* a's values when it is a datetime of the module's class with int ticks */
static const Value *one_dt(Value a) {
  const Value *v = dt_vals(a, DT_NVALS);
  return v && v[DV_T].tag == V_INT ? v : NULL;
}

/* a's values when it is a timedelta of the module's class with int us */
static const Value *one_td(Value a) {
  const Value *v = dt_vals(a, TD_NVALS);
  return v && v[TV_US].tag == V_INT ? v : NULL;
}

/* a is b */
static bool dt_is(Value a, Value b) {
  return a.tag == b.tag && (a.tag == V_OBJ ? a.u.o == b.u.o : a.u.i == b.u.i);
}

/* the orderings a twin computes */
enum { DC_LT, DC_LE, DC_GT, DC_GE, DC_EQ, DC_NE, DC_OPS = 7 };
/* with an ordering: the kinds of operands its Python function compares */
#define DK_DATE 8
#define DK_TD 16
#define DK_DT 32
#define DK_ANY (DK_DATE | DK_TD | DK_DT)   /* _install_order's, any class's */

/* the ordering op (DC_*) of two values whose order is c (-1, 0, 1) */
static Value order_is(int c, int op) {
  return vbool(op == DC_LT ? c < 0 : op == DC_LE ? c <= 0 : op == DC_GT ? c > 0
               : op == DC_GE ? c >= 0 : op == DC_EQ ? c == 0 : c != 0);
}

/* -1, 0, 1 as a's date sorts before, with or after b's */
static int date_order(const Value *va, const Value *vb) {
  int k;
  for (k = 0; k < DATE_NVALS; k++)
    if (va[k].u.i != vb[k].u.i) return va[k].u.i < vb[k].u.i ? -1 : 1;
  return 0;
}

/* _install_order's lt, le, gt, ge, eq, ne, and _d_lt, _d_eq, _dt_lt ...
** _dt_eq (op: DC_* and the DK_* its function compares): two plain dates,
** two timedeltas or two datetimes of one tzinfo (their ticks); time's
** pair and the others run in Python */
static int tw_order(const DtCtx *x, const Value *a, int op, Value *out) {
  const Value *va, *vb;
  int c;
  (void)x;
  if ((op & DK_DATE) && two_dates(a, &va, &vb)) {
    c = date_order(va, vb);
  } else if ((op & DK_TD) && (va = one_td(a[0])) != NULL && (vb = one_td(a[1])) != NULL) {
    c = va[TV_US].u.i < vb[TV_US].u.i ? -1 : va[TV_US].u.i > vb[TV_US].u.i;
  } else if ((op & DK_DT) && (va = one_dt(a[0])) != NULL && (vb = one_dt(a[1])) != NULL &&
             dt_is(va[DV_TZ], vb[DV_TZ])) {
    c = va[DV_T].u.i < vb[DV_T].u.i ? -1 : va[DV_T].u.i > vb[DV_T].u.i;
  } else {
    return 0;
  }
  *out = order_is(c, op & DC_OPS);
  return 1;
}

/* date.__hash__ of a plain date */
static int tw_date_hash(const DtCtx *x, const Value *a, int op, Value *out) {
  static const int64_t maxs[DATE_NVALS] = {9999, 12, 31};
  const Value *v = dt_vals(a[0], DATE_NVALS);
  int k;
  (void)x, (void)op;
  if (v == NULL) return 0;
  for (k = 0; k < DATE_NVALS; k++)
    if (v[k].tag != V_INT || v[k].u.i < 1 || v[k].u.i > maxs[k]) return 0;
  *out = fields_hash(v, DATE_NVALS);
  return 1;
}

/* hash((days, seconds, microseconds)) of us microseconds (_us_hash) */
static int us_hash(VM *vm, int64_t us, Value *out) {
  Value parts[3];
  int64_t days = us / DT_US_DAY, rest = us % DT_US_DAY;
  uint64_t h;
  int k;
  if (rest < 0) rest += DT_US_DAY, days--;
  parts[0] = vint(days), parts[1] = vint(rest / 1000000), parts[2] = vint(rest % 1000000);
  for (k = 0; k < 3; k++) {
    if (vm_hash(vm, parts[k], &h)) return -1;
    parts[k] = vint((int64_t)h);
  }
  *out = vint((int64_t)hash_tuple_of(parts, 3));
  return 1;
}

/* datetime.__hash__: naive (its packed fields), or with the module's
** timezone (its UTC moment) */
static int tw_dt_hash(const DtCtx *x, const Value *a, int op, Value *out) {
  static const int64_t maxs[7] = {9999, 12, 31, 23, 59, 59, 999999};
  const Value *v = one_dt(a[0]), *off;
  const Value *tz;
  int k;
  (void)op;
  if (v == NULL) return 0;
  if (v[DV_TZ].tag == V_NONE) {
    for (k = 0; k < 7; k++)
      if (v[k].tag != V_INT || v[k].u.i < (k < 3) || v[k].u.i > maxs[k]) return 0;
    *out = fields_hash(v, 7);
    return 1;
  }
  if ((tz = dt_vals(v[DV_TZ], TZ_NVALS)) == NULL ||
      (off = one_td(tz[0])) == NULL || off[TV_US].u.i <= -DT_US_DAY ||
      off[TV_US].u.i >= DT_US_DAY)
    return 0;
  return us_hash(x->vm, v[DV_T].u.i - off[TV_US].u.i, out);
}

/* a finished build: 1, or 0 (declined: out of range), or -1 */
static int built(int r) { return r == BI_FALLBACK ? 0 : r < 0 ? -1 : 1; }

/* datetime.__add__ (and __radd__): datetime + timedelta */
static int tw_dt_add(const DtCtx *x, const Value *a, int op, Value *out) {
  const Value *v = one_dt(a[0]), *d = v ? one_td(a[1]) : NULL;
  int64_t t;
  (void)op;
  if (d == NULL || __builtin_add_overflow(v[DV_T].u.i, d[TV_US].u.i, &t)) return 0;
  return built(dt_make(x->vm, AS_INST(a[0])->cls, t, v[DV_TZ], out));
}

/* datetime.__sub__: datetime - timedelta, datetime - datetime of one tzinfo */
static int tw_dt_sub(const DtCtx *x, const Value *a, int op, Value *out) {
  const Value *v = one_dt(a[0]), *d, *w;
  Value td;
  int64_t t;
  (void)op;
  if (v == NULL) return 0;
  if ((d = one_td(a[1])) != NULL) {
    if (__builtin_sub_overflow(v[DV_T].u.i, d[TV_US].u.i, &t)) return 0;
    return built(dt_make(x->vm, AS_INST(a[0])->cls, t, v[DV_TZ], out));
  }
  /* (the result's class: the library's timedelta, named by the module) */
  if ((w = one_dt(a[1])) == NULL || !dt_is(v[DV_TZ], w[DV_TZ]) ||
      dict_get_str(x->vm, x->g, "timedelta", 9, &td) != 1 || !IS_OBJ(td, OT_CLASS) ||
      !dt_owned(AS_CLASS(td), TD_NVALS))
    return 0;
  return built(td_make(x->vm, AS_CLASS(td), v[DV_T].u.i - w[DV_T].u.i, out));
}

/* timedelta.__add__ (and __radd__), timedelta.__sub__: two timedeltas */
static int tw_td_sum(const DtCtx *x, const Value *a, int sub, Value *out) {
  const Value *p = one_td(a[0]), *q = p ? one_td(a[1]) : NULL;
  int64_t us;
  if (q == NULL || (sub ? __builtin_sub_overflow(p[TV_US].u.i, q[TV_US].u.i, &us)
                        : __builtin_add_overflow(p[TV_US].u.i, q[TV_US].u.i, &us)))
    return 0;
  return built(td_make(x->vm, AS_INST(a[0])->cls, us, out));
}


typedef int (*DtTwin)(const DtCtx *x, const Value *args, int op, Value *out);

/* qualname of the Python function, its arity, its twin and the twin's op */
static const struct {
  const char *qualname;
  int nargs;
  DtTwin fn;
  int op;
} dt_twins[] = {
  {"_d_eq", 2, tw_order, DC_EQ | DK_DATE},
  {"_d_lt", 2, tw_order, DC_LT | DK_DATE},
  {"_dt_eq", 2, tw_order, DC_EQ | DK_DT},
  {"_dt_ge", 2, tw_order, DC_GE | DK_DT},
  {"_dt_gt", 2, tw_order, DC_GT | DK_DT},
  {"_dt_le", 2, tw_order, DC_LE | DK_DT},
  {"_dt_lt", 2, tw_order, DC_LT | DK_DT},
  {"_install_order.<locals>.eq", 2, tw_order, DC_EQ | DK_ANY},
  {"_install_order.<locals>.ge", 2, tw_order, DC_GE | DK_ANY},
  {"_install_order.<locals>.gt", 2, tw_order, DC_GT | DK_ANY},
  {"_install_order.<locals>.le", 2, tw_order, DC_LE | DK_ANY},
  {"_install_order.<locals>.lt", 2, tw_order, DC_LT | DK_ANY},
  {"_install_order.<locals>.ne", 2, tw_order, DC_NE | DK_ANY},
  {"date.__hash__", 1, tw_date_hash, 0},
  {"datetime.__add__", 2, tw_dt_add, 0},
  {"datetime.__hash__", 1, tw_dt_hash, 0},
  {"datetime.__sub__", 2, tw_dt_sub, 0},
  {"timedelta.__add__", 2, tw_td_sum, 0},
  {"timedelta.__sub__", 2, tw_td_sum, 1},
};

/* The dt_twins entry of a datetime.py function's code co, or -1: found by
** its qualname once, then through the VM's lookup cache (keyed by the code
** and its qualname, both alive while the cache entry is valid) */
static int twin_index(VM *vm, const Code *co) {
  const Str *q = AS_STR(co->qualname);
  Value v;
  int k, n = (int)(sizeof dt_twins / sizeof dt_twins[0]);
  if (mcache_get(vm, co, q, &v)) return (int)v.u.i;
  for (k = 0; k < n && strcmp(q->data, dt_twins[k].qualname) != 0; k++) {}
  if (k == n) k = -1;
  mcache_put(vm, co, q, vint(k));
  return k;
}

int lib_twin(VM *vm, Value fn, const Value *args, int n, Value *out) {
  static const char fname[] = "<lib datetime>";
  const Func *f;
  const Code *co;
  const Str *file;
  DtCtx x;
  int k;
  if (!IS_OBJ(fn, OT_FUNC)) return 0;
  f = (const Func *)fn.u.o;
  co = f->code;
  if (!IS_STR(co->filename) || !IS_STR(co->qualname)) return 0;
  file = AS_STR(co->filename);
  if (file->len != sizeof fname - 1 || memcmp(file->data, fname, sizeof fname - 1) != 0 ||
      (k = twin_index(vm, co)) < 0 || n != dt_twins[k].nargs)
    return 0;
  x.vm = vm;
  x.g = f->globals;
  return dt_twins[k].fn(&x, args, dt_twins[k].op, out);
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
  {"datetime._own", dt_own, NULL, -1},
  {"datetime._td_ctor", dt_td_ctor, "datetime:_py_td_ctor", -1},
  {"datetime._iso_dt", dt_iso_dt, NULL, -1},
  {"datetime._astz", dt_astz, NULL, -1},
  {"datetime._date_of", dt_date_of, "datetime:_py_date_of", -1},
};
const int datetime_natives_n = (int)(sizeof datetime_natives / sizeof datetime_natives[0]);
