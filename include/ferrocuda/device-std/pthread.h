/*
 * Device-side <pthread.h>: host-only POSIX interfaces. Nothing here is callable from device code;
 * the header exists so that programs (and helper headers) that include it compile their device
 * side, where host-only code is skimmed. The types have the sizes and alignments of the host's
 * (glibc on x86-64), so that a class holding one lays out its other members as the host does
 * (libcu++'s atomics hold a `pthread_mutex_t` where it sees the host's thread API).
 */
#ifndef __FERROCUDA_DEVICE_STD_PTHREAD_H__
#define __FERROCUDA_DEVICE_STD_PTHREAD_H__

typedef unsigned long int pthread_t;
typedef unsigned int pthread_key_t;
typedef int pthread_once_t;
typedef volatile int pthread_spinlock_t;
typedef union { char __size[4]; int __align; } pthread_mutexattr_t;
typedef union { char __size[4]; int __align; } pthread_condattr_t;
typedef union { char __size[4]; int __align; } pthread_barrierattr_t;
typedef union { char __size[8]; long int __align; } pthread_rwlockattr_t;
typedef union { char __size[56]; long int __align; } pthread_attr_t;
typedef union { char __size[40]; long int __align; } pthread_mutex_t;
typedef union { char __size[48]; long long int __align; } pthread_cond_t;
typedef union { char __size[56]; long int __align; } pthread_rwlock_t;
typedef union { char __size[32]; long int __align; } pthread_barrier_t;

#define PTHREAD_MUTEX_INITIALIZER {{0}}
#define PTHREAD_COND_INITIALIZER {{0}}
#define PTHREAD_RWLOCK_INITIALIZER {{0}}
#define PTHREAD_ONCE_INIT 0

extern "C" {
int pthread_create(pthread_t *, const pthread_attr_t *, void *(*)(void *), void *);
int pthread_join(pthread_t, void **);
int pthread_detach(pthread_t);
pthread_t pthread_self(void);
int pthread_equal(pthread_t, pthread_t);
int pthread_once(pthread_once_t *, void (*)(void));
int pthread_mutex_init(pthread_mutex_t *, const pthread_mutexattr_t *);
int pthread_mutex_destroy(pthread_mutex_t *);
int pthread_mutex_lock(pthread_mutex_t *);
int pthread_mutex_trylock(pthread_mutex_t *);
int pthread_mutex_unlock(pthread_mutex_t *);
int pthread_cond_init(pthread_cond_t *, const pthread_condattr_t *);
int pthread_cond_destroy(pthread_cond_t *);
int pthread_cond_wait(pthread_cond_t *, pthread_mutex_t *);
int pthread_cond_signal(pthread_cond_t *);
int pthread_cond_broadcast(pthread_cond_t *);
int pthread_key_create(pthread_key_t *, void (*)(void *));
void *pthread_getspecific(pthread_key_t);
int pthread_setspecific(pthread_key_t, const void *);
}

#endif
