/*
 * Device-side <strings.h>: host-only POSIX interfaces. Nothing here is callable from device code;
 * the header exists so that programs (and helper headers) that include it compile their device
 * side, where host-only code is skimmed.
 */
#ifndef __FERROCUDA_DEVICE_STD_STRINGS_H__
#define __FERROCUDA_DEVICE_STD_STRINGS_H__
#endif
