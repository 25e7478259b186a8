#ifndef __FERROCUDA_STDDEF_H
#define __FERROCUDA_STDDEF_H

/* LP64, matching the host ABI so that structures have one layout in both passes. */
typedef unsigned long size_t;
typedef long ptrdiff_t;

/* The host's: 32 bytes aligned to 16 (its `long double` member is 16 bytes there, while device
 * code computes `long double` as `double`). */
typedef struct {
    alignas(16) long long __max_align_ll;
    char __max_align_rest[24];
} max_align_t;

#ifndef NULL
/* The host's is GCC's __null, a null pointer constant as wide as a pointer. */
#define NULL 0L
#endif

#define offsetof(type, member) ((size_t) & (((type *)0)->member))

#endif
