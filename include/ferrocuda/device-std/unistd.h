#ifndef __FERROCUDA_UNISTD_H
#define __FERROCUDA_UNISTD_H

#include <stddef.h>

/* The host C library's POSIX level (glibc's), which programs test to pick their timers. */
#define _POSIX_VERSION 200809L
#define _POSIX2_VERSION 200809L
#define _XOPEN_VERSION 700

typedef long ssize_t;
typedef int pid_t;
typedef unsigned int useconds_t;

#ifdef __cplusplus
extern "C" {
#endif

unsigned int sleep(unsigned int seconds);
int usleep(useconds_t usec);
pid_t getpid(void);
long sysconf(int name);
int getopt(int argc, char *const argv[], const char *optstring);
extern char *optarg;
extern int optind;
int access(const char *pathname, int mode);
int gethostname(char *name, size_t len);
char *getcwd(char *buf, size_t size);

#ifdef __cplusplus
}
#endif

#define _SC_NPROCESSORS_ONLN 84

#endif
