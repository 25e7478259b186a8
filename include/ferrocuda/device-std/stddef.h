#ifndef __FERROCUDA_STDDEF_H
#define __FERROCUDA_STDDEF_H

/* LP64, matching the host ABI so that structures have one layout in both passes. */
typedef unsigned long size_t;
typedef long ptrdiff_t;

#ifndef NULL
#define NULL 0
#endif

#define offsetof(type, member) ((size_t) & (((type *)0)->member))

#endif
