/*
** async_host.c - an event-driven host for a program that uses asyncio.
**
** The tool `lookup` is registered async (BT_TOOL_ASYNC): each call issues
** its request at once and hands the program an awaitable, so
** `asyncio.gather(*[lookup(n) for n in names])` leaves every request
** outstanding together.  The host steps the VM until it says BT_WAIT (no
** task can run), then lets time pass on a fake clock (no real sleeping) and
** answers whatever is due, which here is the opposite of the order asked.
** asyncio.sleep, and the timeout of wait_for, arrive as requests of the
** tool BT_SLEEP_TOOL: the host answers them when their delay has passed.
** When a wait_for times out, the program cancels the lookup it no longer
** wants; bt_cancelled() names it, and the host drops that work.
**
** Built and run by `make test`: it checks the program's output and the
** events it saw, and exits non-zero on a mismatch.
*/
#include <stdio.h>
#include <string.h>
#include "baton.h"

static const char program[] =
  "import asyncio\n"
  "\n"
  "async def main():\n"
  "    names = ['ada', 'grace', 'linus', 'barbara']\n"
  "    users = await asyncio.gather(*[lookup(n) for n in names])\n"
  "    print(' '.join(users))\n"
  "    try:\n"
  "        await asyncio.wait_for(lookup('slowpoke'), 0.5)\n"
  "    except TimeoutError:\n"
  "        print('slowpoke timed out')\n"
  "    await asyncio.sleep(0.25)\n"
  "    print('done')\n"
  "\n"
  "asyncio.run(main())\n";

static const char expected[] =
  "ada@40ms grace@30ms linus@20ms barbara@10ms\n"
  "slowpoke timed out\n"
  "done\n";

/* Work the host has been asked for: due when the fake clock reaches it. */
typedef struct Job {
  uint64_t id;
  char what[48];           /* for the transcript: "lookup('ada')" */
  char name[16];           /* lookup's argument; "" for a sleep */
  uint64_t due;            /* fake ms */
} Job;

static char out[1024];
static size_t outlen;

static void sink(void *ud, const char *s, size_t n) {
  (void)ud;
  if (outlen + n < sizeof out) { memcpy(out + outlen, s, n); outlen += n; }
}

/* A new request becomes a job.  A lookup takes 10 ms per place from the
** end of the list (so they finish in reverse order), 'slowpoke' 5 s; a
** sleep takes its argument in seconds. */
static void add_job(Job *jobs, int *n, const bt_request *req, uint64_t now) {
  Job *j = &jobs[(*n)++];
  j->id = req->id;
  if (strcmp(req->tool, BT_SLEEP_TOOL) == 0) {
    const bt_value *d = &req->args->u.seq.items[0];
    double secs = d->type == BT_FLOAT ? d->u.f : (double)d->u.i;
    snprintf(j->what, sizeof j->what, "%s(%g)", req->tool, secs);
    j->name[0] = 0;
    j->due = now + (uint64_t)(secs * 1000 + 0.5);
  } else {
    /* kwargs holds the parameters by name: {"name": "..."} */
    const bt_value *name = &req->kwargs->u.map.vals[0];
    static const char *order[] = {"barbara", "linus", "grace", "ada"};
    int k;
    snprintf(j->name, sizeof j->name, "%.*s", (int)name->u.str.len, name->u.str.s);
    snprintf(j->what, sizeof j->what, "%s('%s')", req->tool, j->name);
    j->due = now + 5000;
    for (k = 0; k < 4; k++)
      if (strcmp(j->name, order[k]) == 0) j->due = now + 10 * (uint64_t)(k + 1);
  }
}

int main(void) {
  bt_config cfg;
  bt_vm *vm;
  bt_error err;
  Job jobs[16];
  int njobs = 0, batch = 0, first_batch = -1, k;
  uint64_t now = 0, id, cancelled = 0;
  bt_status st;
  bt_value none;
  none.type = BT_NONE;
  memset(&cfg, 0, sizeof cfg);
  cfg.print = sink;
  vm = bt_new(&cfg);
  if (vm == NULL) return 1;
  bt_tool(vm, "lookup", "name: str", "A user's record, as 'name@time'.", BT_TOOL_ASYNC);
  if (bt_load(vm, program, sizeof program - 1, "agent.py", &err) != BT_OK) {
    fprintf(stderr, "%s", err.text);
    return 1;
  }
  for (;;) {
    const bt_request *req;
    st = bt_step(vm, &req);
    /* requests the program gave up on: stop that work (here: forget it) */
    while ((id = bt_cancelled(vm)) != 0) {
      for (k = 0; k < njobs; k++)
        if (jobs[k].id == id) {
          printf("%5llu ms  cancelled #%llu %s\n", (unsigned long long)now,
                 (unsigned long long)id, jobs[k].what);
          if (strcmp(jobs[k].name, "slowpoke") == 0) cancelled = id;
          jobs[k] = jobs[--njobs];
          break;
        }
      /* answering it anyway would be harmless: it is ignored */
      if (bt_fulfil(vm, id, &none) != BT_OK) return 1;
    }
    if (st == BT_REQUEST) {
      if (njobs == (int)(sizeof jobs / sizeof jobs[0])) return 1;
      add_job(jobs, &njobs, req, now);
      batch++;
      printf("%5llu ms  request #%llu %s\n", (unsigned long long)now,
             (unsigned long long)req->id, jobs[njobs - 1].what);
      continue;
    }
    if (st != BT_WAIT) break;
    /* no task can run: the requests of this batch are all outstanding */
    printf("%5llu ms  waiting on %d request(s)\n", (unsigned long long)now, njobs);
    if (first_batch < 0) first_batch = batch;
    batch = 0;
    if (njobs == 0) return 1;
    /* time passes until the next job is due; answer every job due then */
    now = jobs[0].due;
    for (k = 1; k < njobs; k++)
      if (jobs[k].due < now) now = jobs[k].due;
    for (k = 0; k < njobs;) {
      char result[48];
      bt_value v;
      if (jobs[k].due > now) { k++; continue; }
      printf("%5llu ms  answer #%llu %s\n", (unsigned long long)now,
             (unsigned long long)jobs[k].id, jobs[k].what);
      v = none;
      if (jobs[k].name[0]) {
        v.type = BT_STR;
        v.u.str.len = (size_t)snprintf(result, sizeof result, "%s@%llums", jobs[k].name,
                                       (unsigned long long)now);
        v.u.str.s = result;
      }
      if (bt_fulfil(vm, jobs[k].id, &v) != BT_OK) return 1;
      jobs[k] = jobs[--njobs];
    }
  }
  printf("--- program output ---\n%.*s", (int)outlen, out);
  if (st != BT_DONE) { fprintf(stderr, "%s", bt_error_text(vm)); bt_free(vm); return 1; }
  bt_free(vm);
  /* the gather's four lookups were outstanding together; the slow lookup
  ** was cancelled when its wait_for timed out at 540 ms; the sleep after
  ** it ended at 790 ms */
  if (first_batch != 4 || cancelled == 0 || now != 790 || njobs != 0) {
    fprintf(stderr, "unexpected events: first batch %d, cancelled #%llu, clock %llu ms\n",
            first_batch, (unsigned long long)cancelled, (unsigned long long)now);
    return 1;
  }
  return strcmp(out, expected) != 0;
}
