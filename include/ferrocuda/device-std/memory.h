#ifndef __FERROCUDA_MEMORY_H
#define __FERROCUDA_MEMORY_H

/* The old name of <string.h>'s memory functions. */
#include <string.h>

#endif
