#ifndef __FERROCUDA_STDLIB_H
#define __FERROCUDA_STDLIB_H

#include <stddef.h>
/* As glibc's (with its default feature macros): int64_t, uint, ssize_t come with <stdlib.h>. */
#include <sys/types.h>
/* abs, labs and llabs are part of the math API (host and device). */
#include <crt/math_functions.h>

#define EXIT_SUCCESS 0
#define EXIT_FAILURE 1
#define RAND_MAX 2147483647

typedef struct {
    int quot;
    int rem;
} div_t;

typedef struct {
    long quot;
    long rem;
} ldiv_t;

typedef struct {
    long long quot;
    long long rem;
} lldiv_t;

#ifdef __cplusplus
extern "C" {
#endif

/* Device-side heap, sized by cudaLimitMallocHeapSize. */
__host__ __device__ void *malloc(size_t size);
__host__ __device__ void free(void *ptr);

void *calloc(size_t nmemb, size_t size);
void *realloc(void *ptr, size_t size);
void *aligned_alloc(size_t alignment, size_t size);
int posix_memalign(void **memptr, size_t alignment, size_t size);
int atoi(const char *nptr);
long atol(const char *nptr);
long long atoll(const char *nptr);
double atof(const char *nptr);
long strtol(const char *nptr, char **endptr, int base);
unsigned long strtoul(const char *nptr, char **endptr, int base);
long long strtoll(const char *nptr, char **endptr, int base);
unsigned long long strtoull(const char *nptr, char **endptr, int base);
float strtof(const char *nptr, char **endptr);
double strtod(const char *nptr, char **endptr);
int rand(void);
void srand(unsigned int seed);
int rand_r(unsigned int *seedp);
double drand48(void);
void srand48(long seedval);
void exit(int status) __attribute__((noreturn));
void _Exit(int status) __attribute__((noreturn));
void abort(void) __attribute__((noreturn));
int atexit(void (*function)(void));
char *getenv(const char *name);
int setenv(const char *name, const char *value, int overwrite);
int system(const char *command);
void qsort(void *base, size_t nmemb, size_t size, int (*compar)(const void *, const void *));
void *bsearch(const void *key, const void *base, size_t nmemb, size_t size, int (*compar)(const void *, const void *));
div_t div(int numerator, int denominator);
ldiv_t ldiv(long numerator, long denominator);

#ifdef __cplusplus
}
#endif

#endif
