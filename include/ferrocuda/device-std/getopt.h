#ifndef __FERROCUDA_GETOPT_H
#define __FERROCUDA_GETOPT_H

/* Host-only: opaque, for skimming host code. */

#endif
