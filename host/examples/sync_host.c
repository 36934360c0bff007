/*
** sync_host.c - the smallest useful host: a synchronous loop that answers
** each tool call as soon as it arrives.  Built and run by `make test`; it
** checks the program's output and exits non-zero if it is wrong.
**
**   cc -Ihost host/examples/sync_host.c build/libbaton.a -lm
*/
#include <stdio.h>
#include <string.h>
#include "baton.h"

static const char program[] =
  "total = 0\n"
  "for city in ['Paris', 'Oslo']:\n"
  "    t = temperature(city)\n"
  "    print(city, t)\n"
  "    total += t\n"
  "try:\n"
  "    temperature('Atlantis')\n"
  "except ValueError as e:\n"
  "    print('error:', e)\n"
  "print('mean', total / 2)\n";

static char out[4096];
static size_t outlen;

static void sink(void *ud, const char *s, size_t n) {
  (void)ud;
  if (outlen + n < sizeof out) { memcpy(out + outlen, s, n); outlen += n; }
}

int main(void) {
  bt_config cfg;
  bt_vm *vm;
  bt_error err;
  bt_status st;
  const bt_request *req;
  memset(&cfg, 0, sizeof cfg);
  cfg.print = sink;
  vm = bt_new(&cfg);
  if (vm == NULL) return 1;
  bt_tool(vm, "temperature", "city: str", "Temperature in Celsius.", 0);
  if (bt_load(vm, program, sizeof program - 1, "agent.py", &err) != BT_OK) {
    fprintf(stderr, "%s", err.text);
    return 1;
  }
  while ((st = bt_step(vm, &req)) == BT_REQUEST) {
    /* kwargs holds the parameters by name: {"city": "..."} */
    const bt_value *city = &req->kwargs->u.map.vals[0];
    bt_value v;
    printf("request #%llu %s(%.*s)\n", (unsigned long long)req->id, req->tool,
           (int)city->u.str.len, city->u.str.s);
    if (strncmp(city->u.str.s, "Paris", city->u.str.len) == 0) {
      v.type = BT_FLOAT; v.u.f = 18.5;
    } else if (strncmp(city->u.str.s, "Oslo", city->u.str.len) == 0) {
      v.type = BT_INT; v.u.i = 7;
    } else {
      bt_fail(vm, req->id, "ValueError", "unknown city");
      continue;
    }
    bt_fulfil(vm, req->id, &v);
  }
  fwrite(out, 1, outlen, stdout);
  if (st != BT_DONE) { fprintf(stderr, "%s", bt_error_text(vm)); bt_free(vm); return 1; }
  bt_free(vm);
  return strcmp(out, "Paris 18.5\nOslo 7\nerror: unknown city\nmean 12.75\n") != 0;
}
