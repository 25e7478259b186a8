#ifndef __FERROCUDA_SCHED_H
#define __FERROCUDA_SCHED_H

/* Host-only: opaque, for skimming host code. */

#endif
