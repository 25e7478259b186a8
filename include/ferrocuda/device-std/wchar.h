#ifndef __FERROCUDA_WCHAR_H
#define __FERROCUDA_WCHAR_H

/* Host-only: opaque, for skimming host code. */

#endif
