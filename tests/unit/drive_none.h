/*
** drive_none.h - for tests and fuzz targets that restore hostile or
** arbitrary snapshots (test_snapshot.c, tests/fuzz/fuzz_restore.c): run the
** VM a bounded number of rounds, answering every outstanding request with
** None each time it stops.  Returns the last vm_resume status.
*/
#ifndef BT_DRIVE_NONE_H
#define BT_DRIVE_NONE_H

static int drive_answering_none(VM *vm, int rounds) {
  int k, st = VM_YIELD;
  for (k = 0; k < rounds && (st == VM_YIELD || st == VM_WAIT) &&
              (vm->nframes > 0 || vm->cur || vm->rlen || vm->nreqs || vm->running); k++) {
    uint32_t i;
    /* from the end: an async answer removes its request (the last one
    ** takes its place, already answered) */
    for (i = vm->nreqs; i-- > 0;)
      if (vm->reqs[i].state == REQ_PENDING && vm_answer(vm, i, true, VNONE)) return VM_ERROR;
    st = vm_resume(vm);
  }
  return st;
}

#endif
