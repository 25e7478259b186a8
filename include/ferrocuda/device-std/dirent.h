#ifndef __FERROCUDA_DIRENT_H
#define __FERROCUDA_DIRENT_H

/* Host-only: opaque, for skimming host code. */

#endif
