#ifndef __FERROCUDA_SETJMP_H
#define __FERROCUDA_SETJMP_H

/* Host-only: opaque, for skimming host code. */

#endif
