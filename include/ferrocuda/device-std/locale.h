#ifndef __FERROCUDA_LOCALE_H
#define __FERROCUDA_LOCALE_H

/* Host-only: opaque, for skimming host code. */

#endif
