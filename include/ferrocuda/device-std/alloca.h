#ifndef __FERROCUDA_ALLOCA_H
#define __FERROCUDA_ALLOCA_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Host-only. */
void *alloca(size_t size);

#ifdef __cplusplus
}
#endif

#endif
