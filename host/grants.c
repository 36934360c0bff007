/*
** grants.c - the real clock and the system's entropy (grants.h).
*/
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <fcntl.h>
#include <time.h>
#include <unistd.h>
#include "grants.h"

double grant_wall_clock(void *ud) {
  struct timespec ts;
  (void)ud;
  clock_gettime(CLOCK_REALTIME, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

int grant_entropy(void *ud, void *buf, size_t n) {
  int fd = open("/dev/urandom", O_RDONLY | O_CLOEXEC);
  size_t got = 0;
  (void)ud;
  if (fd < 0) return -1;
  while (got < n) {
    ssize_t r = read(fd, (char *)buf + got, n - got);
    if (r > 0) got += (size_t)r;
    else if (r == 0 || errno != EINTR) break;
  }
  close(fd);
  return got == n ? 0 : -1;
}
