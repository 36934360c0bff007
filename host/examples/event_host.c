/*
** event_host.c - an event-driven host: requests are collected as they
** arrive and answered later, from a queue, in an order the host chooses
** (here: newest first, with a simulated delay), as an event loop serving
** several VMs would.  Two VMs run interleaved to show that they share
** nothing.  Built and run by `make test`, which checks the output.
*/
#include <stdio.h>
#include <string.h>
#include "baton.h"

static const char program[] =
  "names = ['ada', 'grace', 'linus']\n"
  "out = []\n"
  "for n in names:\n"
  "    user = lookup(n)\n"
  "    out.append(f\"{user['name']}:{user['id']}\")\n"
  "print(agent, ', '.join(out))\n";

typedef struct Pending { bt_vm *vm; uint64_t id; char name[32]; int ticks; } Pending;

int main(void) {
  bt_vm *vms[2];
  Pending queue[16];
  int nq = 0, done = 0, i, tick = 0;
  bt_status last[2] = {BT_OK, BT_OK};
  for (i = 0; i < 2; i++) {
    bt_value v;
    vms[i] = bt_new(NULL);
    if (vms[i] == NULL) return 1;
    bt_tool(vms[i], "lookup", "name", NULL, 0);
    v.type = BT_STR;
    v.u.str.s = i ? "vm-b" : "vm-a";
    v.u.str.len = 4;
    bt_set_global(vms[i], "agent", &v);
    if (bt_load(vms[i], program, sizeof program - 1, "agent.py", NULL) != BT_OK) return 1;
  }
  while (done < 2) {
    /* step every VM that can run; queue what they ask for */
    for (i = 0; i < 2; i++) {
      const bt_request *req;
      bt_status st;
      if (last[i] == BT_DONE || last[i] == BT_ERROR || last[i] == BT_LIMIT) continue;
      st = bt_step(vms[i], &req);
      last[i] = st;
      if (st == BT_REQUEST && nq < 16) {
        const bt_value *name = &req->kwargs->u.map.vals[0];
        Pending *p = &queue[nq++];
        p->vm = vms[i];
        p->id = req->id;
        snprintf(p->name, sizeof p->name, "%.*s", (int)name->u.str.len, name->u.str.s);
        p->ticks = 1 + (int)(name->u.str.len % 3);
      } else if (st == BT_DONE || st == BT_ERROR || st == BT_LIMIT) {
        size_t n;
        const char *o = bt_output(vms[i], &n);
        fwrite(o, 1, n, stdout);
        if (st != BT_DONE) fputs(bt_error_text(vms[i]), stderr);
        done++;
      }
    }
    /* time passes; answer the requests whose delay is over, newest first */
    tick++;
    for (i = nq - 1; i >= 0; i--) {
      if (--queue[i].ticks > 0) continue;
      {
        bt_value keys[2], vals[2], user;
        keys[0].type = keys[1].type = BT_STR;
        keys[0].u.str.s = "name"; keys[0].u.str.len = 4;
        keys[1].u.str.s = "id"; keys[1].u.str.len = 2;
        vals[0].type = BT_STR;
        vals[0].u.str.s = queue[i].name;
        vals[0].u.str.len = strlen(queue[i].name);
        vals[1].type = BT_INT;
        vals[1].u.i = (int64_t)strlen(queue[i].name) * 100 + tick;
        user.type = BT_DICT;
        user.u.map.keys = keys;
        user.u.map.vals = vals;
        user.u.map.n = 2;
        if (bt_fulfil(queue[i].vm, queue[i].id, &user) != BT_OK) return 1;
        /* a second fulfil of the same id is refused */
        if (bt_fulfil(queue[i].vm, queue[i].id, &user) != BT_MISUSE) return 1;
        queue[i] = queue[--nq];
      }
    }
    if (tick > 100) return 1;
  }
  for (i = 0; i < 2; i++) bt_free(vms[i]);
  return last[0] != BT_DONE || last[1] != BT_DONE;
}
