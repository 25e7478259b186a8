/*
 * Device-side <sys/types.h>: the POSIX types glibc's header gives (C++ compilers define
 * _GNU_SOURCE, so <stdlib.h> brings them in too: int64_t, uint, ssize_t...). Nothing here is
 * callable; the types are the host's, so both passes agree on them.
 */
#ifndef __FERROCUDA_DEVICE_STD_SYS_TYPES_H__
#define __FERROCUDA_DEVICE_STD_SYS_TYPES_H__

#include <stddef.h>

typedef signed char int8_t;
typedef short int16_t;
typedef int int32_t;
typedef long int64_t;
typedef unsigned char u_int8_t;
typedef unsigned short u_int16_t;
typedef unsigned int u_int32_t;
typedef unsigned long u_int64_t;

typedef unsigned char u_char;
typedef unsigned short u_short;
typedef unsigned int u_int;
typedef unsigned long u_long;
typedef unsigned short ushort;
typedef unsigned int uint;
typedef unsigned long ulong;

typedef long ssize_t;
typedef long off_t;
typedef int pid_t;
typedef unsigned int uid_t;
typedef unsigned int gid_t;
typedef unsigned int mode_t;
typedef unsigned long dev_t;
typedef unsigned long ino_t;
typedef unsigned long nlink_t;
typedef unsigned int id_t;
typedef int key_t;
typedef long time_t;
typedef long clock_t;
typedef long blksize_t;
typedef long blkcnt_t;
typedef unsigned int useconds_t;
typedef long suseconds_t;
typedef char *caddr_t;

#endif
