/*
 * Device-side <semaphore.h>: host-only POSIX interfaces. Nothing here is callable from device code;
 * the header exists so that programs (and helper headers) that include it compile their device
 * side, where host-only code is skimmed. `sem_t` has the size and alignment of the host's (glibc
 * on x86-64), so that a class holding one lays out its other members as the host does (libcu++'s
 * semaphores hold one where it sees the host's thread API).
 */
#ifndef __FERROCUDA_DEVICE_STD_SEMAPHORE_H__
#define __FERROCUDA_DEVICE_STD_SEMAPHORE_H__

#include <time.h>

typedef union { char __size[32]; long int __align; } sem_t;

#define SEM_FAILED ((sem_t *) 0)
#ifndef SEM_VALUE_MAX
#define SEM_VALUE_MAX (2147483647)
#endif

extern "C" {
int sem_init(sem_t *, int, unsigned int);
int sem_destroy(sem_t *);
sem_t *sem_open(const char *, int, ...);
int sem_close(sem_t *);
int sem_unlink(const char *);
int sem_wait(sem_t *);
int sem_timedwait(sem_t *, const struct timespec *);
int sem_trywait(sem_t *);
int sem_post(sem_t *);
int sem_getvalue(sem_t *, int *);
}
#endif
