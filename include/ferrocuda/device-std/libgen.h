#ifndef __FERROCUDA_LIBGEN_H
#define __FERROCUDA_LIBGEN_H

/* Host-only: opaque, for skimming host code. */

#endif
