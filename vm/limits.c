/*
** limits.c - the step budget and the deadline (see limits.h for the
** guarantee and the rules natives follow).
*/
#include "limits.h"

int vm_budget_check(VM *vm) {
  vm->steps += (uint64_t)(BUDGET_CHUNK - vm->budget);
  vm->budget = BUDGET_CHUNK;
  if (vm->lim.max_steps && vm->steps > vm->lim.max_steps) {
    vm->limit_hit = true;
    vm->limit_kind = LIMIT_STEPS;
    return -1;
  }
  if (vm->deadline && vm->now && vm->now(vm->now_ud) > vm->deadline) {
    vm->limit_hit = true;
    vm->limit_kind = LIMIT_TIME;
    return -1;
  }
  return 0;
}

int vm_charge_ahead(VM *vm, uint64_t units) {
  uint64_t spent = vm->steps + (uint64_t)(BUDGET_CHUNK - vm->budget);
  if (vm->lim.max_steps && (spent >= vm->lim.max_steps ||
                            units > vm->lim.max_steps - spent)) {
    vm->steps = spent;
    vm->budget = BUDGET_CHUNK;
    vm->limit_hit = true;
    vm->limit_kind = LIMIT_STEPS;
    return -1;
  }
  return 0;
}
