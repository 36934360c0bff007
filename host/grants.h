/*
** grants.h - the real clock and the system's entropy, for hosts that grant
** them to programs (bt_config's wall_clock and entropy): the `baton`
** command's --clock and --entropy, the Python package's clock=True and
** entropy=True.  A VM has neither unless its host passes these (or its
** own) in its config.
*/
#ifndef BATON_GRANTS_H
#define BATON_GRANTS_H
#include <stddef.h>

/* Seconds since the epoch, from the system's real-time clock. */
double grant_wall_clock(void *ud);

/* Fill buf with n bytes from /dev/urandom: 0, or -1 when it cannot be
** read (the program then gets baton's "no entropy" error). */
int grant_entropy(void *ud, void *buf, size_t n);

#endif
