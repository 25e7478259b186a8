#ifndef __FERROCUDA_MALLOC_H
#define __FERROCUDA_MALLOC_H

/* malloc and free work in device code (see <stdlib.h>); the rest is host-only. */
#include <stdlib.h>

#ifdef __cplusplus
extern "C" {
#endif

void *memalign(size_t alignment, size_t size);
void *valloc(size_t size);
void *pvalloc(size_t size);
size_t malloc_usable_size(void *ptr);
int malloc_trim(size_t pad);

#ifdef __cplusplus
}
#endif

#endif
