/*
** limits.h - the step budget and the deadline, for the interpreter loop and
** for native operations that do more than a small constant amount of work
** per element of their input.
**
** The guarantee (README, "Limits"): a step or time limit stops the program
** within about 10 ms of being reached, in any operation.  It rests on two
** rules:
**  - The interpreter charges one step per backward jump and per call; every
**    BUDGET_CHUNK steps vm_budget_check adds them to vm->steps and polls the
**    deadline.
**  - A native operation whose work is not bounded by a small constant times
**    the size of its operands (which the memory limit bounds) charges
**    vm_charge(vm, units) as it goes, at least once per NATIVE_SLICE units
**    of work, and may refuse up front with vm_charge_ahead when its estimate
**    already passes what is left of the step budget.  Units are native
**    steps: NATIVE_STEP basic operations (a limb product, a byte compared,
**    an element moved), about the cost of one interpreter step.
** A native step is at most a few tens of nanoseconds, so a charge crosses
** a budget check (a deadline poll) at least every BUDGET_CHUNK native steps,
** well under 1 ms of work; a slice of NATIVE_SLICE units between charges is
** also well under 1 ms on any machine this runs on.
** Exceeding a limit this way sets vm->limit_hit: the run ends with BT_LIMIT
** and `except BaseException` cannot catch it.
*/
#ifndef BT_LIMITS_H
#define BT_LIMITS_H

#include "vm.h"

/* Basic operations per native step. */
#define NATIVE_STEP 64
/* Most units of work a native may do between two charges. */
#define NATIVE_SLICE 4096

/* Fold the spent budget into vm->steps, refill it and check the step limit
** and the deadline: 0, or -1 with vm->limit_hit set. */
int vm_budget_check(VM *vm);

/* Charge `units` native steps: 0, or -1 with vm->limit_hit set when the step
** budget or the deadline is passed.  Free when the budget is not exhausted:
** a subtraction and a test, inlined. */
static inline int vm_charge(VM *vm, uint64_t units) {
  if (units > ((uint64_t)1 << 48)) units = (uint64_t)1 << 48;  /* no overflow */
  vm->budget -= (int64_t)units;
  return vm->budget > 0 ? 0 : vm_budget_check(vm);
}

/* Refuse up front: -1 with vm->limit_hit set (LIMIT_STEPS) when `units`
** native steps would pass the step limit; otherwise charges nothing. */
int vm_charge_ahead(VM *vm, uint64_t units);

/* Native steps for `ops` basic operations (rounded down: work smaller than
** a step is covered by the instruction's own step). */
static inline uint64_t vm_work(uint64_t ops) { return ops / NATIVE_STEP; }

#endif
