#ifndef __FERROCUDA_WCTYPE_H
#define __FERROCUDA_WCTYPE_H

/* Host-only: opaque, for skimming host code. */

#endif
